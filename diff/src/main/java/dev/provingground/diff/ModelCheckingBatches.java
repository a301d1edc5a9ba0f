package dev.provingground.diff;

import java.util.List;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.Options;

/**
 * The model checking of the systematic scenarios, in batches under the clock's one net ({@link #net}), the changed
 * methods' scenarios first (their order): every scenario is model-checked unless the class is too slow for the net,
 * and then the rest are left to the real threads' run of the same scenarios, said so, with the words that this answer
 * is not repeatable by its seed ({@link #CUT_BY_THE_CLOCK}). Run whole, 200 scenarios of a large class (Prometheus'
 * registry, Spectator's index: corpus R05, R22) did not end within the bound while the engine was still working, and
 * the run was cut as a harness error: no scenario counted as model-checked, the check went to real threads only. A
 * batch starts only when it fits twice over in what is left of the net, at the slowest pace seen so far, and has what is
 * left of the net as its own bound ({@link #inBatches}, {@link LincheckRuns#checkWithin}): a batch the engine cannot end
 * within it, or one slower than its pace foretold (the later shapes, three threads and set-up calls, are heavier than the
 * first), is a harness error, and the side runs again on real threads only. A failing history ends the run as before.
 * The side's deadline ({@link SideDeadline})
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

    /**
     * The words a cell's summary carries when the clock cut the model checking of the pairs before their end, read by
     * {@link Verdict} to say that an answer of nothing found is not repeatable by its seed.
     */
    static final String CUT_BY_THE_CLOCK = "scenarios model-checked before the clock's net cut them";

    /**
     * The clock's net for the model checking of the pairs, in seconds: half the side's bound, never less than a run's
     * own bound. The pairs are a count (the mode's cap, in their order), and the net only stops a class too slow for
     * them: under a run's own bound (60 s quick), how far they got was the machine's pace, and R11's race, the 45th of
     * 200 scenarios at about 1.1 s each, was model-checked in 6 runs of 20 (findings F27); R13's first batch of 24 did
     * not end within it at all, and the side went to real threads only. Half the side's bound (150 s quick) leaves the
     * other half to the real threads' runs that follow.
     */
    static long net(long runBoundSeconds, long sideBoundSeconds) {
        return Math.max(runBoundSeconds, sideBoundSeconds / 2);
    }

    /** How many of the scenarios were model-checked within the net, and the slowest pace, seconds a scenario. */
    record Coverage(int checked, int total, double secondsPerScenario) {

        boolean whole() {
            return checked == total;
        }

        /**
         * The words of a run the clock cut before every scenario was checked, for its line of evidence and its cell's
         * summary: how far it got depends on the machine's pace, so a race past the cut is not found by design.
         */
        String cut(long netSeconds) {
            return String.format(
                    java.util.Locale.ROOT,
                    "%d of %d " + CUT_BY_THE_CLOCK + " at %d s (slow: %.1f s a scenario; the rest run with real threads"
                            + " only; how far model checking got is the machine's pace, not repeatable by the seed)",
                    checked,
                    total,
                    netSeconds,
                    secondsPerScenario);
        }
    }

    /**
     * One batch: the model checking of the scenarios from {@code from} (inclusive) to {@code to}, in their order, within
     * {@code seconds}: what is left of the net when it begins ({@link #inBatches}).
     */
    @FunctionalInterface
    interface Batch {
        void run(int from, int to, long seconds) throws Throwable;
    }

    /**
     * Checks {@code scenarios} in batches, each through {@code optionsFor} (a model-checking run of those scenarios), within
     * {@code seconds} in all (the clock's net, {@link #net}). Throws what a batch's run throws: a failing history, or a hang, ends it.
     */
    static Coverage check(
            List<ExecutionScenario> scenarios,
            Function<List<ExecutionScenario>, Options<?, ?>> optionsFor,
            Class<?> implOps,
            long seconds,
            String what)
            throws Throwable {
        return inBatches(
                scenarios.size(),
                SideDeadline.clip(seconds),
                System::nanoTime,
                (from, to, left) -> LincheckRuns.checkWithin(
                        optionsFor.apply(scenarios.subList(from, to)),
                        implOps,
                        left,
                        what + ", scenarios " + from + " to " + to + " of " + scenarios.size()
                                + " in a batch bounded by the " + left + " s left of the pairs' net of " + seconds
                                + " s"));
    }

    /**
     * The batches of {@code total} scenarios within {@code seconds} by {@code clock} (nanoseconds): each batch as {@link
     * #next} sizes it, at the slowest pace seen so far, until every scenario is checked, none fits in what is left, or the
     * side's deadline cuts a batch ({@link SideDeadline.Reached}: the scenarios checked before it are the coverage). Each
     * batch is bounded by what is left of the net when it begins, never by the whole net: a batch begun late and slower
     * than its pace foretold ran to twice the net and took the real threads' half of the side (log4j's {@code
     * LoggerContext}, corpus R08, read "no difference found" when the pairs' model checking ran to 292 s of the side's 300;
     * findings F32). A batch still at work at its bound is the harness error {@link LincheckRuns#checkWithin} reports,
     * and the side runs again on real threads only, with a bound of its own.
     */
    static Coverage inBatches(int total, long seconds, LongSupplier clock, Batch batch) throws Throwable {
        long end = clock.getAsLong() + seconds * 1_000_000_000L;
        int done = 0;
        int size = FIRST;
        double slowest = 0;
        while (done < total) {
            double left = (end - clock.getAsLong()) / 1e9;
            int next = next(total - done, size, slowest, left);
            if (next < 1) break;
            long start = clock.getAsLong();
            try {
                batch.run(done, done + next, Math.max(1, (long) Math.ceil(left)));
            } catch (SideDeadline.Reached cut) {
                break; // the side's bound came first: the scenarios checked so far are the coverage
            }
            slowest = Math.max(slowest, (clock.getAsLong() - start) / 1e9 / next);
            done += next;
            size = 2 * next;
        }
        return new Coverage(done, total, slowest);
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
