package dev.provingground.diff;

import java.util.List;
import java.util.function.Function;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.Options;

/**
 * The model checking of the systematic scenarios, in batches under the run's one bound, the changed methods' scenarios
 * first (their order): a large class's scenarios are model-checked as far as the bound allows, and the rest are left
 * to the real threads' run of the same scenarios, said so. Run whole, 200 scenarios of a large class (Prometheus'
 * registry, Spectator's index: corpus R05, R22) did not end within the bound while the engine was still working, and
 * the run was cut as a harness error: no scenario counted as model-checked, the check went to real threads only. A
 * batch starts only when it fits twice over in what is left of the bound, at the slowest pace seen so far; each batch
 * has the whole bound as its own ({@link LincheckRuns#checkWithin}), so a batch the engine cannot end is still the
 * harness error it was, and a batch slower than the pace foretold (the later shapes, three threads and set-up calls,
 * are heavier than the first: on R05 at 60c8869 a batch started with 9 s left ran past them, and the whole check went
 * to real threads) ends within it. A failing history ends the run as before. The side's deadline ({@link SideDeadline})
 * bounds them all: a batch it cuts ends the run with the scenarios checked before it.
 */
final class ModelCheckingBatches {

    private ModelCheckingBatches() {}

    /**
     * How many scenarios the first batch holds (a small class's every scenario: each batch costs the engine's
     * instrumentation of the classes again, about 1.5 s for the XADD pair); each next one holds up to twice the last,
     * or every scenario left when they all fit twice over in what is left.
     */
    static final int FIRST = 24;

    /** How many of the scenarios were model-checked within the bound, and the slowest pace, seconds a scenario. */
    record Coverage(int checked, int total, double secondsPerScenario) {

        boolean whole() {
            return checked == total;
        }

        /** The words of a run that did not check every scenario, for its line of evidence and its cell's summary. */
        String cut(long boundSeconds) {
            return String.format(
                    java.util.Locale.ROOT,
                    "%d of %d scenarios model-checked within the run's %d s bound (slow: %.1f s a scenario; the rest"
                            + " run with real threads only)",
                    checked,
                    total,
                    boundSeconds,
                    secondsPerScenario);
        }
    }

    /**
     * Checks {@code scenarios} in batches, each through {@code optionsFor} (a model-checking run of those scenarios), within
     * {@code seconds} in all. Throws what a batch's run throws: a failing history, or a hang, ends it.
     */
    static Coverage check(
            List<ExecutionScenario> scenarios,
            Function<List<ExecutionScenario>, Options<?, ?>> optionsFor,
            Class<?> implOps,
            long seconds,
            String what)
            throws Throwable {
        long end = System.nanoTime() + SideDeadline.clip(seconds) * 1_000_000_000L;
        int done = 0;
        int size = FIRST;
        double slowest = 0;
        while (done < scenarios.size()) {
            double left = (end - System.nanoTime()) / 1e9;
            int next = next(scenarios.size() - done, size, slowest, left);
            if (next < 1) break;
            long start = System.nanoTime();
            try {
                LincheckRuns.checkWithin(
                        optionsFor.apply(scenarios.subList(done, done + next)), implOps, seconds, what);
            } catch (SideDeadline.Reached cut) {
                break; // the side's bound came first: the scenarios checked so far are the coverage
            }
            slowest = Math.max(slowest, (System.nanoTime() - start) / 1e9 / next);
            done += next;
            size = 2 * next;
        }
        return new Coverage(done, scenarios.size(), slowest);
    }

    /**
     * How many scenarios the next batch holds: every one of the {@code remaining} when they all fit twice over in {@code
     * secondsLeft} at {@code slowest} seconds a scenario (unknown, 0, before the first batch), else up to {@code size}, as
     * many as fit twice over; 0 when none does, or less than a second is left.
     */
    static int next(int remaining, int size, double slowest, double secondsLeft) {
        if (remaining < 1 || secondsLeft < 1) return 0;
        if (slowest > 0 && remaining * 2 * slowest <= secondsLeft) return remaining;
        int next = Math.min(size, remaining);
        if (slowest > 0) next = (int) Math.min(next, Math.floor(secondsLeft / (2 * slowest)));
        return Math.max(0, next);
    }
}
