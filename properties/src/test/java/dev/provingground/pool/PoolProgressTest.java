package dev.provingground.pool;

import dev.provingground.verdict.ChildJvm;
import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;

import java.util.ArrayList;
import java.util.List;

import static dev.provingground.pool.PoolContract.CONTRACT;
import static org.assertj.core.api.Assertions.fail;

/**
 * Progress and release scenarios, each in a JVM of its own ({@link PoolScenario}), bounded twice:
 * the scenario's own waits (pg.pool.boundSeconds) and a hard limit on the child JVM here.
 */
class PoolProgressTest {

    private static final long CHILD_LIMIT_SECONDS = 4 * PoolScenario.BOUND_SECONDS + 30;

    @EachSubject
    @Aim(properties = "PROGRESS", catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void waitsParkedWhileEverySlotIsHeld(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> child("parked-when-full", subject, null));
    }

    @EachSubject
    @Aim(properties = "PROGRESS", catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void virtualThreadsOnOneCarrierAllComplete(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> child("virtual-threads", subject, 1));
    }

    @EachSubject
    @Aim(properties = "PROGRESS", catches = {SpinningSlotPool.class, TryLockRingPool.class, HashStartRingPool.class})
    void virtualThreadsOnTwoCarriersAllComplete(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> child("virtual-threads", subject, 2));
    }

    @EachSubject
    @Aim(properties = "RELEASE_ONCE", catches = {TryLockRingPool.class, HashStartRingPool.class})
    void leakedLeaseReleasedByAnotherThreadFreesItsSlot(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> child("foreign-release", subject, null));
    }

    /** Runs the scenario in a child JVM on this JVM's class path; fails with the child's report. */
    private static void child(String scenario, CatalogEntry subject, Integer carriers) throws Exception {
        List<String> flags = new ArrayList<>(List.of("-Dpg.pool.boundSeconds=" + PoolScenario.BOUND_SECONDS));
        if (carriers != null) {
            flags.add("-Djdk.virtualThreadScheduler.parallelism=" + carriers);
            flags.add("-Djdk.virtualThreadScheduler.maxPoolSize=" + carriers);
        }
        ChildJvm.Ended ended = ChildJvm.run(PoolScenario.class, flags, List.of(scenario, subject.id()),
                CHILD_LIMIT_SECONDS);
        String on = carriers == null ? "platform threads" : carriers + " carrier(s)";
        ended.orMisbehaved("scenario " + scenario + " (" + on + ")");
        String result = ended.resultText();
        if (ended.complete() && ended.exit() == 1) {
            fail(scenario + " (" + on + "): " + result.substring(result.indexOf("FAILED: ") + "FAILED: ".length()));
        }
        if (!ended.complete() || ended.exit() != 0) {
            throw new IllegalStateException("scenario " + scenario + " (" + on + ") harness: " + ended.describe()
                    + (result.isBlank() ? "" : "\nresult so far: " + result));
        }
    }
}
