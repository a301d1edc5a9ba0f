package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * An after-side failure is judged by the history it recorded, not by whether a replay meets it again
 * ({@link OwnSequentialAnswers}, {@link OwnAnswers}): a history no sequential run of the after side explains is a race of
 * its own and never "a difference, not a race", whatever its replays missed (corpus R23: {@code reset()} threw
 * {@code ConcurrentModificationException} on real threads, its replay by its own answers did not meet it, and the diff
 * said "a difference, not a race"); a replay that fails with such a history has met the race again.
 */
class RecordedHistoryJudgedTest {

    private static Seen failed(OwnSequentialAnswers.Judged judged) {
        return new Seen(
                Outcome.FAILED,
                1_000,
                "not linearizable (systematic pairs, stress)",
                "Lincheck systematic pairs, stress of the after side found a history...\n"
                        + ScenarioText.SCENARIO + "0/1|21/\n"
                        + (judged == null ? "" : OwnSequentialAnswers.LINE + judged.words + "\n"));
    }

    @Test
    void aHistoryItsOwnAnswersDoNotExplainIsARaceNeverADifference() {
        Seen race = failed(OwnSequentialAnswers.Judged.NOT_EXPLAINED);
        assertEquals(Optional.of(OwnSequentialAnswers.Judged.NOT_EXPLAINED), OwnSequentialAnswers.in(race.evidence()));
        assertFalse(OwnAnswers.mayBeADifference(race), "no sequential run of its own answers so: not a difference");
        assertTrue(OwnAnswers.metAgainAsARace(race), "a replay that fails so has met the race again");
    }

    @Test
    void aHistoryItsOwnAnswersExplainIsADifferenceAndNoRaceMetAgain() {
        Seen difference = failed(OwnSequentialAnswers.Judged.EXPLAINED);
        assertTrue(OwnAnswers.mayBeADifference(difference));
        assertFalse(OwnAnswers.metAgainAsARace(difference), "its own answers explain it: a difference met again");
    }

    @Test
    void aHistoryNotJudgedByItsOwnAnswersIsReadAsBefore() {
        Seen unknown = failed(null); // judged by its own answers already, or the verifier could not judge it
        assertEquals(Optional.empty(), OwnSequentialAnswers.in(unknown.evidence()));
        assertTrue(OwnAnswers.mayBeADifference(unknown), "a replay decides, as before");
        assertFalse(OwnAnswers.metAgainAsARace(unknown));
        Seen passed = new Seen(
                Outcome.PASSED, 1, "no non-linearizable history", OwnSequentialAnswers.LINE + "not explained\n");
        assertFalse(OwnAnswers.metAgainAsARace(passed), "a replay that passed met nothing");
    }
}
