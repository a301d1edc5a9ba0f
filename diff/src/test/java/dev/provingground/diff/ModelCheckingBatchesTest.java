package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * How the systematic scenarios' model checking is cut into batches under one bound ({@link ModelCheckingBatches#next}):
 * a batch starts only when it fits twice over in what is left, at the slowest pace seen.
 */
class ModelCheckingBatchesTest {

    @Test
    void theFirstBatchHoldsTheFirstSizeWithNoPaceSeenYet() {
        assertEquals(24, ModelCheckingBatches.next(200, ModelCheckingBatches.FIRST, 0, 60));
        assertEquals(19, ModelCheckingBatches.next(19, ModelCheckingBatches.FIRST, 0, 60)); // the XADD pair: one batch
    }

    @Test
    void aFastRunTakesEveryScenarioItHasLeft() {
        assertEquals(176, ModelCheckingBatches.next(176, 48, 0.1, 55)); // all of them fit twice over: one batch more
        assertEquals(7, ModelCheckingBatches.next(7, 16, 0.1, 57));
    }

    /** R05's pace: 200 scenarios, about 2 s each; what fits twice over in what is left, then nothing. */
    @Test
    void aSlowRunStartsOnlyWhatFitsTwiceOverInWhatIsLeft() {
        assertEquals(8, ModelCheckingBatches.next(196, 8, 2.0, 52)); // 16 would take 32 s of 52: 13 fit twice over
        assertEquals(2, ModelCheckingBatches.next(188, 16, 2.0, 9));
        assertEquals(0, ModelCheckingBatches.next(188, 16, 2.0, 3.9));
    }

    @Test
    void lessThanASecondLeftOrNothingLeftStartsNothing() {
        assertEquals(0, ModelCheckingBatches.next(50, 8, 0.01, 0.9));
        assertEquals(0, ModelCheckingBatches.next(0, 8, 0.01, 30));
    }

    @Test
    void aCutRunSaysHowFarItGotAndWhy() {
        assertEquals(
                "37 of 200 scenarios model-checked within the run's 60 s bound (slow: 1.5 s a scenario; the rest run"
                        + " with real threads only)",
                new ModelCheckingBatches.Coverage(37, 200, 1.5).cut(60));
    }
}
