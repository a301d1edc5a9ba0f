package dev.provingground.refcount;

import static dev.provingground.refcount.RefCountProperty.*;
import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The XADD refcount contract and its catalog. */
public final class RefCountContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public RefCountContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:OverflowVsLegalReleaseLitmus",
            "jcstress:ReleaseVsReleaseLastLitmus",
            "jcstress:RetainVsReleaseLiveLitmus",
            "jcstress:RetainVsReleaseReleasedLitmus",
            "jcstress:RetainVsRetainReleasedLitmus",
            "lincheck:model-checking-2-threads",
            "lincheck:model-checking-3-threads",
            "lincheck:stress-2-threads",
            "lincheck:stress-3-threads",
            "properties:agrees-with-cas",
            "properties:deallocator-runs-once-by-the-final-release",
            "properties:legal-calls-succeed-and-illegal-calls-change-nothing",
            "properties:overflowing-retain-throws-and-changes-nothing",
            "properties:released-object-stays-released");

    public static final Contract<RefCounted, RefCountSetup> CONTRACT = new Contract<>(
            "refcount",
            RefCounted.class,
            RefCountSetup.class,
            () -> new RefCountSetup(() -> {}),
            List.of(RefCountProperty.values()),
            CHECKS,
            List.of(
                    entry(CasRefCount.class, BEFORE, sound(), "CAS loop: check, then change"),
                    entry(
                            XaddRefCount.class,
                            PR,
                            broken(RELEASED_STAYS_RELEASED).alsoFails(LEGAL_CALLS_SUCCEED, DEALLOCATES_ONCE_AT_ZERO),
                            "getAndAdd with rollback (the seed); resurrection race, Netty #8563"),
                    entry(
                            EvenOddRefCount.class,
                            REPAIRED,
                            broken(LEGAL_CALLS_SUCCEED).alsoFails(AGREES_WITH_CAS),
                            "Netty's hardened even/odd encoding; findings F2 (max count halved) and F3 (overflow fails an innocent release)"),
                    entry(
                            WaitOutOverflowRefCount.class,
                            REPAIRED,
                            sound(),
                            "even/odd on a long, calls wait out another thread's overflow rollback"),
                    entry(
                            VolatileRefCount.class,
                            KNOWN_BAD,
                            broken(DEALLOCATES_ONCE_AT_ZERO).alsoFails(LEGAL_CALLS_SUCCEED),
                            "plain volatile read-check-write"),
                    entry(
                            XaddNoRollbackRefCount.class,
                            KNOWN_BAD,
                            broken(OVERFLOW_REJECTED)
                                    .alsoFails(
                                            RELEASED_STAYS_RELEASED,
                                            AGREES_WITH_CAS,
                                            LEGAL_CALLS_SUCCEED,
                                            DEALLOCATES_ONCE_AT_ZERO),
                            "XADD retain without the rollback"),
                    entry(
                            XaddLenientReleaseRefCount.class,
                            KNOWN_BAD,
                            broken(DEALLOCATES_ONCE_AT_ZERO)
                                    .alsoFails(RELEASED_STAYS_RELEASED, AGREES_WITH_CAS, LEGAL_CALLS_SUCCEED),
                            "XADD release frees on old <= n instead of == n"),
                    // The real io.netty:netty-common, one row per phase of its history (../shared/upstream.md),
                    // through one adapter; each version loads in a class loader of its own.
                    real("4.1.16.Final", BEFORE, sound(), "real Netty, last CAS-loop release (4.1.0 - 4.1.16)"),
                    real(
                            "4.1.17.Final",
                            PR,
                            broken(RELEASED_STAYS_RELEASED).alsoFails(LEGAL_CALLS_SUCCEED, DEALLOCATES_ONCE_AT_ZERO),
                            "real Netty, first XADD-with-rollback release (PR #7248); resurrection race #8563"),
                    real(
                            "4.1.31.Final",
                            PR,
                            broken(RELEASED_STAYS_RELEASED).alsoFails(LEGAL_CALLS_SUCCEED, DEALLOCATES_ONCE_AT_ZERO),
                            "real Netty, last XADD-with-rollback release"),
                    real(
                            "4.1.32.Final",
                            REPAIRED,
                            broken(LEGAL_CALLS_SUCCEED).alsoFails(AGREES_WITH_CAS),
                            "real Netty, even/odd inline (PR #8583, fixes #8563); F2 on the real code"),
                    real(
                            "4.1.35.Final",
                            REPAIRED,
                            broken(LEGAL_CALLS_SUCCEED).alsoFails(AGREES_WITH_CAS),
                            "real Netty, even/odd moved to ReferenceCountUpdater; F2 on the real code"),
                    real(
                            "4.2.20.Final",
                            REPAIRED,
                            broken(LEGAL_CALLS_SUCCEED).alsoFails(AGREES_WITH_CAS),
                            "real Netty, newest 4.2: the RefCnt field; F2 and F3 on the real code")));

    /** The adapter over the real Netty class ({@code upstream} module). */
    public static final String NETTY_ADAPTER = "dev.provingground.refcount.upstream.NettyRefCounted";

    private static CatalogEntry real(String nettyVersion, CatalogEntry.Role role, Expected expected, String summary) {
        return CatalogEntry.upstream(NETTY_ADAPTER, "io.netty:netty-common:" + nettyVersion, role, expected, summary);
    }

    private static CatalogEntry entry(
            Class<? extends RefCounted> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
