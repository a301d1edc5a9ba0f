package dev.provingground.diff;

import java.util.List;
import java.util.Optional;

/**
 * Where a round of the race search that looks past a history begins: at the run that met that history and, in the
 * model checking of the systematic pairs, at its scenario. The runs before it, and the scenarios before it in that run,
 * passed in the round before, and looking past one more history can only accept more of what they answer: run again,
 * they repeat work the side's bound pays for and cannot fail. Every round began at the first run before (logback's
 * LoggerContext, corpus R23: four rounds each model-checked the same first pairs again, and the look-past budget ended
 * before the pair that races was reached).
 *
 * <p>The clock is no judge of what passed: the model checking of the pairs runs under a net of the clock's
 * ({@link ModelCheckingBatches#net}), and a history a later run met (the pairs on real threads) said nothing of the scenarios the
 * clock cut off. The round after such a history skipped the model-checked pairs as "passed" all the same, so the pairs
 * past the cut were never model-checked in any round, and whether a race among them was met by design depended on how
 * fast the machine went: Spring's {@code MutablePropertySources} (corpus R11's bad PR) met its race, the 45th of 200
 * scenarios, by model checking in 6 of 20 runs, on real threads in the rest (docs/findings.md, F27). Now that
 * round resumes the model checking where the clock cut it ({@code pairsCutAt}), and only the runs after it that came
 * before the history's run are skipped.
 *
 * @param run        the run that met the history looked past ({@link LincheckRuns#FOUND_BY}: "systematic pairs"...)
 * @param scenario   that history's scenario ({@link ScenarioText#encode})
 * @param pairsCutAt how many of the pairs were model-checked in that round when the clock cut their model checking
 *                   before a later run met the history ({@link #PAIRS_CUT_AT}); -1 when it did not
 * @param itsRunOnly  whether the round runs that run alone ({@link LastRound}), the others said not run
 */
record ResumePoint(String run, String scenario, int pairsCutAt, boolean itsRunOnly) implements java.io.Serializable {

    /** A point where the round runs every run from {@code run} on. */
    ResumePoint(String run, String scenario, int pairsCutAt) {
        this(run, scenario, pairsCutAt, false);
    }

    /** A point where the pairs' model checking was not cut by the clock before the history was met. */
    ResumePoint(String run, String scenario) {
        this(run, scenario, -1);
    }

    /** The run of the systematic pairs on real threads. */
    static final String PAIRS_ON_REAL_THREADS = "systematic pairs, stress";

    /** The search's last round ({@link LastRound}): the pairs on real threads alone. */
    static ResumePoint pairsOnRealThreadsOnly() {
        return new ResumePoint(PAIRS_ON_REAL_THREADS, "", -1, true);
    }

    /** How a failure's evidence says where the clock cut the model checking of the pairs before its run met it. */
    static final String PAIRS_CUT_AT = "pairs model-checked before the clock cut them: ";

    /** The run of the systematic pairs that is model-checked scenario by scenario, where a round resumes mid-way. */
    static final String MODEL_CHECKED_PAIRS = "systematic pairs";

    /** Where the round after {@code evidence}'s failure begins: the run its evidence names and its scenario, if it names both. */
    static Optional<ResumePoint> after(String evidence) {
        Optional<String> run = ScenarioText.lastLine(evidence, LincheckRuns.FOUND_BY);
        Optional<String> scenario = ScenarioText.in(evidence);
        int cut = ScenarioText.lastLine(evidence, PAIRS_CUT_AT)
                .map(Integer::parseInt)
                .orElse(-1);
        return run.isPresent() && scenario.isPresent()
                ? Optional.of(new ResumePoint(run.get(), scenario.get(), cut))
                : Optional.empty();
    }

    /** How many of {@code runs}, in their order, come before this point's run: none when it is not among them. */
    int runsBefore(List<String> runs) {
        return Math.max(0, runs.indexOf(run));
    }

    /**
     * How many of {@code scenarios} (encoded, in their order) come before this point's scenario in {@code run}: only in
     * the model-checked pairs, and none when the scenario is not among them (a list made otherwise).
     */
    int scenariosBefore(String run, List<String> scenarios) {
        if (!run.equals(MODEL_CHECKED_PAIRS)) return 0;
        if (!run.equals(this.run)) return resumesTheCutPairs() ? Math.min(pairsCutAt, scenarios.size()) : 0;
        return Math.max(0, scenarios.indexOf(scenario));
    }

    /** Whether the round resumes the model checking of the pairs where the clock cut it, before a later run met the history. */
    boolean resumesTheCutPairs() {
        return pairsCutAt >= 0 && !run.equals(MODEL_CHECKED_PAIRS);
    }

    /**
     * Whether {@code run} comes before {@code point}'s run (null: none does), and so is skipped: said so in the summary's
     * words ({@code said}) and in the runs' account ({@code ran}).
     */
    static boolean skips(ResumePoint point, List<String> runs, String run, List<String> said, StringBuilder ran) {
        if (point != null && point.itsRunOnly() && !run.equals(point.run()))
            return skipped(run, NOT_IN_THE_LAST_ROUND, said, ran);
        if (point == null || runs.indexOf(run) >= point.runsBefore(runs)) return false;
        if (run.equals(MODEL_CHECKED_PAIRS) && point.resumesTheCutPairs()) return false; // where the clock cut it
        return skipped(run, PASSED_BEFORE, said, ran);
    }

    /** A run skipped, said so with {@code why} in the summary's words ({@code said}) and in the runs' account ({@code ran}). */
    private static boolean skipped(String run, String why, List<String> said, StringBuilder ran) {
        said.set(said.indexOf(run), run + " (" + why + ")");
        ran.append("  ").append(run).append(": ").append(why).append('\n');
        return true;
    }

    /** How many of the model-checked {@code pairs} come before {@code point}'s scenario in {@code run} (null: none). */
    static int scenariosBefore(
            ResumePoint point, String run, List<org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario> pairs) {
        return point == null
                ? 0
                : point.scenariosBefore(
                        run, pairs.stream().map(ScenarioText::encode).toList());
    }

    /** The words of a run of the pairs resumed at scenario {@code from} (0: not resumed, no words). */
    static String words(int from, int scenarios) {
        return from == 0
                ? ""
                : "from scenario " + (from + 1) + " of " + scenarios + ": those before it " + PASSED_BEFORE;
    }

    /** What a run the last round leaves out reads in the search's summary. */
    static final String NOT_IN_THE_LAST_ROUND = "not run in the last round, the pairs on real threads alone";

    /** What a run or a scenario skipped for this point reads in the search's summary. */
    static final String PASSED_BEFORE = "passed in the round before this one";
}
