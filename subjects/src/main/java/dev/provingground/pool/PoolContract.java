package dev.provingground.pool;

import static dev.provingground.pool.PoolProperty.*;
import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The tryLock pool contract and its catalog. */
public final class PoolContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public PoolContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:AcquireVsAcquireLitmus",
            "jcstress:ReleaseThenAcquireLitmus",
            "lincheck:model-checking-2-threads",
            "properties:every-acquire-gets-reset-context",
            "properties:leaked-lease-released-by-another-thread-frees-its-slot",
            "properties:log-releases-its-slot-when-the-sink-or-the-message-throws",
            "properties:nested-leases-never-share-contexts",
            "properties:second-release-throws-and-frees-nothing",
            "properties:virtual-threads-on-one-carrier-all-complete",
            "properties:virtual-threads-on-two-carriers-all-complete",
            "properties:waits-parked-while-every-slot-is-held",
            "jmh:alloc-per-virtual-thread-task");

    public static final Contract<ContextPool, PoolSetup> CONTRACT = new Contract<>(
            "pool",
            ContextPool.class,
            PoolSetup.class,
            () -> new PoolSetup(16, Sink.DISCARD),
            List.of(PoolProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            ThreadLocalContexts.class,
                            BEFORE,
                            broken(EXCLUSIVE_HOLDER),
                            "one context per thread in a ThreadLocal; a nested log gets the outer call's context (finding F4)"),
                    entry(
                            TryLockRingPool.class,
                            PR,
                            broken(EXCLUSIVE_HOLDER).alsoFails(PROGRESS, RELEASE_ONCE),
                            "16 ReentrantLocks, tryLock spinning from slot 0 (Penna 0.7.1); reentrant nested acquire (F4), livelock on virtual threads (F5), foreign release (F6)"),
                    entry(
                            HashStartRingPool.class,
                            PR,
                            broken(EXCLUSIVE_HOLDER).alsoFails(PROGRESS, RELEASE_ONCE),
                            "the same ring scanned from the thread's hash (later Penna); same findings"),
                    entry(
                            ParkingSlotPool.class,
                            REPAIRED,
                            sound(),
                            "CAS-claimed slots, a semaphore to park on when full, an unpooled context for a nested acquire on a full pool"),
                    entry(
                            BitSetPool.class,
                            KNOWN_BAD,
                            broken(EXCLUSIVE_HOLDER).alsoFails(CLEAN_HANDOFF, RELEASE_ONCE, PROGRESS),
                            "the blog's first attempt: an unsynchronized BitSet of taken slots"),
                    entry(
                            NoResetSlotPool.class,
                            KNOWN_BAD,
                            broken(CLEAN_HANDOFF),
                            "the repaired pool without the reset on acquire"),
                    entry(
                            DoubleFreeSlotPool.class,
                            KNOWN_BAD,
                            broken(RELEASE_ONCE).alsoFails(EXCLUSIVE_HOLDER),
                            "the repaired pool without the released flag: a second release frees the slot again"),
                    entry(
                            SpinningSlotPool.class,
                            KNOWN_BAD,
                            broken(PROGRESS),
                            "the repaired pool waiting by spinning instead of parking"),
                    entry(
                            NoFinallySlotPool.class,
                            KNOWN_BAD,
                            broken(RELEASE_ON_THROW),
                            "the repaired pool releasing only when log() did not throw"),
                    entry(
                            ContextPerLinePool.class,
                            KNOWN_BAD,
                            broken(NO_CONTEXT_PER_THREAD),
                            "the repaired pool formatting each line in a fresh context: right, and allocates more than a context per thread"),
                    // The real penna-core (Central has 0.8.0 only), through an adapter in the upstream module.
                    CatalogEntry.upstream(
                            "dev.provingground.pool.upstream.PennaContextPool",
                            "com.hkupty.penna:penna-core:0.8.0",
                            PR,
                            broken(EXCLUSIVE_HOLDER).alsoFails(PROGRESS, RELEASE_ONCE),
                            "real Penna LogUnitContextPool: 16 fixed tryLock slots from the thread's hash; F4, F5, F6 on the real code")));

    private static CatalogEntry entry(
            Class<? extends ContextPool> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
