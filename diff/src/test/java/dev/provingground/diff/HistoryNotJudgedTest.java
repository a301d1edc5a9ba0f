package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Both builds fail the after side's scenario, and the before side's search for the after side's very answers ran to no
 * answer: that is no verdict with its cause, never "there before" (corpus R08: log4j's {@code close()} threw
 * {@code ConcurrentModificationException} after the PR; the before side had a race of its own on that scenario, and the
 * search for the exception there was cut at its bound).
 */
class HistoryNotJudgedTest {

    private static final Seen REPLAYED =
            new Seen(Outcome.FAILED, 1_000, "not linearizable (the scenario replayed, stress)", "the replay's history");
    private static final Seen CUT = new Seen(
            Outcome.ERROR,
            2_000,
            "harness error, no verdict: the search for the after side's history on the before side was cut at the"
                    + " side's bound of 300 s",
            "");
    private static final Seen RACE = new Seen(Outcome.FAILED, 3_000, "not linearizable (systematic pairs)", "");
    private static final SequentialEquivalence.Outcome SAME = SequentialEquivalence.Outcome.found(Optional.empty(), 1);
    private static final DiffJunitXml.Case BENCH =
            new DiffJunitXml.Case("performance", DiffJunitXml.Case.SKIPPED, "left out", "", 0);

    @Test
    void aSearchForTheHistoryCutAtItsBoundIsNoVerdictWithItsCause() {
        Seen before = RaceSearch.historyNotJudged(REPLAYED, CUT).orElseThrow();
        assertEquals(Outcome.ERROR, before.outcome());
        assertTrue(before.summary().contains("could not be judged"), before.summary());
        assertTrue(before.summary().contains("cut at the side's bound"), before.summary());
        Verdict v = Verdict.of(SAME, RACE, before, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(ExitCode.NO_VERDICT, v.exit(), v.words());
    }

    @Test
    void aHistoryJudgedEitherWayOrNoneToJudgeGoesOnAsBefore() {
        assertTrue(RaceSearch.historyNotJudged(REPLAYED, null).isEmpty(), "no history to seek (a hang)");
        assertTrue(RaceSearch.historyNotJudged(REPLAYED, RACE).isEmpty(), "the before side gives it too: shared");
        assertTrue(
                RaceSearch.historyNotJudged(REPLAYED, new Seen(Outcome.PASSED, 1, "never answers so", ""))
                        .isEmpty(),
                "never given before: the PR's, once the after side gives it again");
    }
}
