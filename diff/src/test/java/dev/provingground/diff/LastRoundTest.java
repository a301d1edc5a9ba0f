package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Before the search says "there before" on a history the model checking of the pairs met, the pairs run once more on
 * real threads alone, past every history looked past ({@link LastRound}): corpus R23's four rounds each stopped at a
 * history both builds give, met by model checking, and the pairs on real threads, which meet its documented race, never
 * ran.
 */
class LastRoundTest {

    private static final List<String> RUNS = SearchRuns.of(DiffRequest.Mode.THOROUGH.modelCheckingIterations);

    private static Seen failedBy(String run) {
        return new Seen(
                Outcome.FAILED,
                1,
                "not linearizable (" + run + ")",
                ScenarioText.SCENARIO + "/1|2/\n" + LincheckRuns.FOUND_BY + run + "\n");
    }

    @Test
    void itIsOwedOnlyWhenTheModelCheckingOfThePairsMetTheHistory() {
        assertTrue(LastRound.owed(failedBy(ResumePoint.MODEL_CHECKED_PAIRS)));
        assertFalse(LastRound.owed(failedBy(ResumePoint.PAIRS_ON_REAL_THREADS)), "they ran in this round");
        assertFalse(LastRound.owed(failedBy("stress 2x3")), "a random run comes after the pairs on real threads");
        assertFalse(LastRound.owed(new Seen(Outcome.HUNG, 1, "hung", "")), "no run named");
    }

    @Test
    void itRunsThePairsOnRealThreadsAloneAndSaysSoOfTheOthers() {
        ResumePoint last = ResumePoint.pairsOnRealThreadsOnly();
        List<String> said = new ArrayList<>(RUNS);
        StringBuilder ran = new StringBuilder();
        for (String run : RUNS)
            assertEquals(
                    !run.equals(ResumePoint.PAIRS_ON_REAL_THREADS), ResumePoint.skips(last, RUNS, run, said, ran), run);
        assertEquals(ResumePoint.PAIRS_ON_REAL_THREADS, said.get(RUNS.indexOf(ResumePoint.PAIRS_ON_REAL_THREADS)));
        assertEquals(
                ResumePoint.MODEL_CHECKED_PAIRS + " (" + ResumePoint.NOT_IN_THE_LAST_ROUND + ")",
                said.get(RUNS.indexOf(ResumePoint.MODEL_CHECKED_PAIRS)));
        assertEquals(0, last.scenariosBefore(ResumePoint.PAIRS_ON_REAL_THREADS, List.of("/0|0/", "/1|2/")));
    }

    @Test
    void whenItMeetsNothingTheSearchsAnswerStandsAndSaysHowItEnded() {
        List<LookedPast> account = List.of(LookedPast.howItEnded(LastRound.WORDS));
        RaceSearch.Result thereBefore = new RaceSearch.Result(
                failedBy(ResumePoint.MODEL_CHECKED_PAIRS),
                new Seen(Outcome.FAILED, 1, "fails the after side's scenario too", ""),
                account,
                null);
        RaceSearch.Result answer = LastRound.metNothingNew(
                thereBefore,
                new Seen(Outcome.PASSED, 1, "no non-linearizable history in systematic pairs, stress", ""));
        assertSame(thereBefore.after(), answer.after());
        assertSame(thereBefore.before(), answer.before());
        assertEquals(1, account.size(), "the search's own account is left as it was");
        assertEquals(LookedPast.Line.HOW_IT_ENDED, answer.lookedPast().get(1).line());
        assertTrue(answer.lookedPast().get(1).words().startsWith("the pairs on real threads, run once more: no other"));
        assertFalse(LookedPast.anyGonePast(answer.lookedPast()), "the last round is no history gone past");
        RaceSearch.Result couldNot =
                LastRound.metNothingNew(thereBefore, new Seen(Outcome.ERROR, 1, "harness error", ""));
        assertTrue(couldNot.lookedPast().get(1).words().contains("could not run (harness error)"));
    }
}
