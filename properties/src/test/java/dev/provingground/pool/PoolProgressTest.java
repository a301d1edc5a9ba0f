package dev.provingground.pool;

import static dev.provingground.pool.PoolContract.CONTRACT;
import static org.assertj.core.api.Assertions.fail;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.OwnJvm;

/**
 * Progress and release scenarios ({@link PoolScenario}), each in a JVM of its own: a subject that
 * spins may never give its threads back, and the virtual-thread scenarios need their own scheduler
 * size. Every wait in a scenario is bounded by {@code pg.pool.boundSeconds} and says what did not
 * happen; the engine bounds the whole check and ends the JVM, spinners included.
 */
class PoolProgressTest {

    @EachSubject
    @OwnJvm
    @Aim(
            properties = "PROGRESS",
            catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void waitsParkedWhileEverySlotIsHeld(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> holds(PoolScenario.parkedWhenFull(pool(subject))));
    }

    @EachSubject
    @OwnJvm({"-Djdk.virtualThreadScheduler.parallelism=1", "-Djdk.virtualThreadScheduler.maxPoolSize=1"})
    @Aim(
            properties = "PROGRESS",
            catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void virtualThreadsOnOneCarrierAllComplete(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> holds(PoolScenario.virtualThreads(pool(subject))));
    }

    @EachSubject
    @OwnJvm({"-Djdk.virtualThreadScheduler.parallelism=2", "-Djdk.virtualThreadScheduler.maxPoolSize=2"})
    @Aim(
            properties = "PROGRESS",
            catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void virtualThreadsOnTwoCarriersAllComplete(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> holds(PoolScenario.virtualThreads(pool(subject))));
    }

    @EachSubject
    @OwnJvm
    @Aim(
            properties = "RELEASE_ONCE",
            catches = {TryLockRingPool.class, HashStartRingPool.class})
    void leakedLeaseReleasedByAnotherThreadFreesItsSlot(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> holds(PoolScenario.foreignRelease(pool(subject))));
    }

    private static ContextPool pool(CatalogEntry subject) {
        return CONTRACT.create(subject.subject(), new PoolSetup(2, Sink.DISCARD));
    }

    /** A scenario returns what did not happen, or null when it held. */
    private static void holds(String failure) {
        if (failure != null) fail(failure);
    }
}
