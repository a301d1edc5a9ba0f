package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a round that looks past one more history begins: the run that met it and, in the model-checked pairs, its scenario. */
class ResumePointTest {

    private static final List<String> RUNS = SearchRuns.of(DiffRequest.Mode.THOROUGH.modelCheckingIterations);

    private static String evidence(String run, String scenario) {
        return "Lincheck " + run + " of the after side found a history...\n" + ScenarioText.SCENARIO + scenario + "\n"
                + LincheckRuns.FOUND_BY + run + "\n" + ScenarioText.HISTORY + "x/y|z/\n";
    }

    @Test
    void aHistoryMetByTheModelCheckedPairsResumesAtItsScenario() {
        ResumePoint at =
                ResumePoint.after(evidence("systematic pairs", "/1|2/0")).orElseThrow();
        assertEquals(0, at.runsBefore(RUNS));
        assertEquals(2, at.scenariosBefore("systematic pairs", List.of("/0|0/0", "/0|1/0", "/1|2/0", "/2|2/0")));
    }

    @Test
    void aHistoryMetByARandomRunSkipsTheRunsBeforeItAndNoScenario() {
        ResumePoint at =
                ResumePoint.after(evidence("stress 2x3", "/1,2,3|4,5,6/")).orElseThrow();
        assertEquals(2, at.runsBefore(RUNS));
        assertEquals(0, at.scenariosBefore("stress 2x3", List.of("/1,2,3|4,5,6/")), "only the pairs resume mid-way");
    }

    /**
     * The clock is no judge of what passed: when it cut the model checking of the pairs at their 44th scenario and the
     * pairs on real threads then met a history, the round after it model-checks the pairs again from the 44th (those
     * before it passed), skips no scenario after the cut, and skips only the runs between, none here (F27: corpus R11's
     * race was the 45th of 200, met on real threads when the pairs past the cut were skipped as passed).
     */
    @Test
    void aHistoryMetAfterTheClockCutThePairsResumesTheirModelCheckingWhereItWasCut() {
        String evidence = evidence("systematic pairs, stress", "/1|2/0")
                .replace(ScenarioText.HISTORY, ResumePoint.PAIRS_CUT_AT + 43 + "\n" + ScenarioText.HISTORY);
        ResumePoint at = ResumePoint.after(evidence).orElseThrow();
        assertEquals(43, at.pairsCutAt());
        List<String> pairs = java.util.stream.IntStream.range(0, 200)
                .mapToObj(i -> "/" + i + "|" + i + "/")
                .toList();
        assertEquals(43, at.scenariosBefore("systematic pairs", pairs), "the pairs resume where the clock cut them");
        assertEquals(0, at.scenariosBefore("systematic pairs, stress", pairs));
        List<String> said = new java.util.ArrayList<>(RUNS);
        StringBuilder ran = new StringBuilder();
        assertTrue(!ResumePoint.skips(at, RUNS, "systematic pairs", said, ran), "the pairs past the cut never passed");
        assertTrue(!ResumePoint.skips(at, RUNS, "systematic pairs, stress", said, ran));
        assertEquals(RUNS, said);
        assertTrue(ResumePoint.words(at.scenariosBefore("systematic pairs", pairs), 200)
                .startsWith("from scenario 44 of 200"));
    }

    @Test
    void aHistoryARandomRunMetAfterTheClockCutThePairsSkipsOnlyTheRunsBetween() {
        ResumePoint at = new ResumePoint("stress 2x3", "/1,2,3|4,5,6/", 10);
        List<String> said = new java.util.ArrayList<>(RUNS);
        StringBuilder ran = new StringBuilder();
        assertTrue(!ResumePoint.skips(at, RUNS, "systematic pairs", said, ran));
        assertTrue(ResumePoint.skips(at, RUNS, "systematic pairs, stress", said, ran));
        assertEquals(2, at.scenariosBefore("systematic pairs", List.of("/0|0/", "/1|1/")), "never past the pairs");
    }

    @Test
    void aPointNotAmongTheRunsOrScenariosBeginsAtTheFirst() {
        ResumePoint at = new ResumePoint("systematic pairs", "/9|9/9");
        assertEquals(0, at.scenariosBefore("systematic pairs", List.of("/0|0/0")), "a list made otherwise");
        assertEquals(0, new ResumePoint("the scenario replayed", "/0|0/").runsBefore(RUNS));
        assertTrue(ResumePoint.after("no history here").isEmpty());
    }

    @Test
    void aSkippedRunIsSaidSoInTheSummaryAndTheAccount() {
        ResumePoint at = new ResumePoint("stress 2x3", "/1|2/");
        List<String> said = new java.util.ArrayList<>(RUNS);
        StringBuilder ran = new StringBuilder();
        assertTrue(ResumePoint.skips(at, RUNS, "systematic pairs", said, ran));
        assertTrue(!ResumePoint.skips(at, RUNS, "stress 2x3", said, ran));
        assertTrue(!ResumePoint.skips(null, RUNS, "systematic pairs", said, ran));
        assertEquals("systematic pairs (" + ResumePoint.PASSED_BEFORE + ")", said.get(0));
        assertTrue(ran.toString().contains(ResumePoint.PASSED_BEFORE), ran.toString());
        assertEquals("", ResumePoint.words(0, 200));
        assertTrue(ResumePoint.words(5, 200).startsWith("from scenario 6 of 200"));
    }
}
