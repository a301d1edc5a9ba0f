package dev.provingground.diff;

import java.util.List;

/**
 * A side's search, run by run ({@link LinearizabilityMain}), as each is named in its summary and in a failure's evidence
 * ({@link LincheckRuns#FOUND_BY}): the systematic pairs (model checking, then real threads), random scenarios on real
 * threads, then random scenarios model-checked, the last only when the mode asks for them (thorough). In the corpus at
 * ff651e0 (docs/corpus/history.md), random model checking met one race in 34 found (R07's real fix), the pairs the other
 * 33, while it cost a side's full search 20 to 68 s of its 130 to 230: quick mode leaves it out.
 */
final class SearchRuns {

    private SearchRuns() {}

    private static final List<String> SYSTEMATIC_AND_RANDOM_STRESS =
            List.of(ResumePoint.MODEL_CHECKED_PAIRS, ResumePoint.PAIRS_ON_REAL_THREADS, "stress 2x3", "stress 3x2");

    private static final List<String> RANDOM_MODEL_CHECKING = List.of("model checking 2x3", "model checking 3x2");

    /** What a hang's confirmation adds to its run's name ({@link LincheckRuns#FOUND_BY}) when a real run of its scenario failed. */
    static final String HANG_RUN_FOR_REAL = ", the hang's scenario run for real";

    /** Whether a run, as {@link LincheckRuns#FOUND_BY} names it, ran on real threads: a stress run, or a hang's scenario run for real. */
    static boolean onRealThreads(String run) {
        return run.contains("stress") || run.endsWith(HANG_RUN_FOR_REAL);
    }

    /** The runs of a search whose random model checking has {@code randomModelCheckingIterations} scenarios a shape. */
    static List<String> of(int randomModelCheckingIterations) {
        if (randomModelCheckingIterations <= 0) return SYSTEMATIC_AND_RANDOM_STRESS;
        return java.util.stream.Stream.concat(SYSTEMATIC_AND_RANDOM_STRESS.stream(), RANDOM_MODEL_CHECKING.stream())
                .toList();
    }
}
