package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;

/**
 * The two builds a race search runs in the engine's JVMs ({@link Linearizability}): the request, the class path its
 * JVMs load from, and the before side's class and API type, by name; and whether the after side's concurrent answers
 * are judged by its own sequential answers ({@code byOwnAnswers}: the builds answer differently one call at a time, so
 * the before side's answers would fail every history that makes such a call, and the search would end on the
 * difference already found); and what each chosen call's readers see of it ({@code seenBy}, {@link SeenBy#byText}),
 * probed once in the sequential check's JVM; and when the whole diff began ({@code startedNanos}, on {@link
 * System#nanoTime}: it ends {@link DiffRequest#wholeSeconds} later), and whether each check leaves half of what is left
 * for the one after it ({@code leavesHalf}, {@link #leavingHalfForTheNext}), and where model checking could not run ({@code
 * modelCheckingFailed}, by {@link #sideAndScenario}), and where the time went ({@code spent}, {@link TimeSpent}: each
 * JVM of the search is a step). What changes as the search goes on (the methods
 * chosen, {@link MethodChoice}) travels beside it.
 */
record Builds(
        DiffRequest request,
        List<Path> classPath,
        String beforeClass,
        String beforeApi,
        boolean byOwnAnswers,
        java.util.Map<String, List<String>> seenBy,
        long startedNanos,
        boolean leavesHalf,
        java.util.Map<String, dev.provingground.verdict.OwnJvmCheck.Seen> modelCheckingFailed,
        TimeSpent spent) {

    Builds(
            DiffRequest request,
            List<Path> classPath,
            String beforeClass,
            String beforeApi,
            boolean byOwnAnswers,
            java.util.Map<String, List<String>> seenBy,
            long startedNanos,
            TimeSpent spent) {
        this(
                request,
                classPath,
                beforeClass,
                beforeApi,
                byOwnAnswers,
                seenBy,
                startedNanos,
                false,
                new java.util.concurrent.ConcurrentHashMap<>(),
                spent);
    }

    /**
     * Where model checking could not run, by side and scenario ({@link #sideAndScenario}): a later check of the same
     * scenario on the same side goes to real threads at once. On log4j's LoggerContext (corpus R08) the engine's
     * non-determinism on the before side's replay was met again in its search for the after side's history, 35 s of a
     * bound that then held too few real runs.
     */
    static String sideAndScenario(String side, String scenario) {
        return side + " " + scenario;
    }

    /**
     * The same builds for the checks that follow an after-side failure, one after another within the whole diff's
     * bound (the before side's replay of its scenario, its search for the after side's history, the after side's own
     * replays and searches): each check's bound leaves half of what is left when it begins to the ones after it, so no
     * one of them, however slow the class, takes what the next needs (a replay of a slow class is sized to what is left,
     * SizedStress). Budgeted here, once, for the whole chain, not at each call: before, each call site said so, and
     * the one that did not (the after side's own replay) could take it all. What the last one leaves goes back to
     * the search. Corpus R08 (log4j's LoggerContext): the before side's replay took 274 s, and the after side's own
     * replay could not begin.
     */
    Builds leavingHalfForTheNext() {
        return new Builds(
                request,
                classPath,
                beforeClass,
                beforeApi,
                byOwnAnswers,
                seenBy,
                startedNanos,
                true,
                modelCheckingFailed,
                spent);
    }

    /** The side whose sequential answers judge the after side's concurrent ones. */
    String afterJudgedBy() {
        return byOwnAnswers ? "after" : "before";
    }

    /** The bound of the next check's JVM: the check's own ({@link DiffRequest#boundSeconds}), or what is left of the diff's. */
    long sideBoundSeconds() {
        long now = System.nanoTime();
        long end = startedNanos + request.wholeSeconds() * 1_000_000_000L;
        return sideBound(request.boundSeconds(), leavesHalf ? now + Math.max(0, end - now) / 2 : end, now);
    }

    /** {@code boundSeconds}, or the whole seconds left before {@code endNanos} at {@code nowNanos} when fewer (never below 0). */
    static long sideBound(long boundSeconds, long endNanos, long nowNanos) {
        return Math.max(0, Math.min(boundSeconds, (endNanos - nowNanos) / 1_000_000_000L));
    }

    /** The words for a check whose bound was what was left of the diff's ({@code bound} below the check's own). */
    String clippedWords(long bound) {
        return bound >= request.boundSeconds()
                ? ""
                : " (its bound, " + bound + " s, was what was left of the whole diff's " + request.wholeSeconds()
                        + " s, -Dpg.diff.wholeSeconds"
                        + (leavesHalf ? ", less half for the check after it" : "")
                        + ")";
    }
}
