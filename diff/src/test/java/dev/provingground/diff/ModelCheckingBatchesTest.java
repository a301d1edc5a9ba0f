package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void aCutRunSaysHowFarItGotAndThatItIsNotRepeatableByItsSeed() {
        assertEquals(
                "37 of 200 scenarios model-checked before the clock's net cut them at 150 s (slow: 1.5 s a scenario;"
                        + " the rest run with real threads only; how far model checking got is the machine's pace, not"
                        + " repeatable by the seed)",
                new ModelCheckingBatches.Coverage(37, 200, 1.5).cut(150));
    }

    /** The pairs' net is half the side's bound (150 s quick), never less than a run's own bound. */
    @Test
    void thePairsNetIsHalfTheSidesBound() {
        assertEquals(150, ModelCheckingBatches.net(60, 300));
        assertEquals(60, ModelCheckingBatches.net(60, 100)); // a side clipped by the whole diff's bound
        assertEquals(1_800, ModelCheckingBatches.net(720, 3_600));
    }

    /**
     * The mechanism of findings F27, as arithmetic: at R11's pace (about 1.1 s a scenario, the later batches heavier),
     * the batches under a run's own 60 s bound stop a few scenarios past the 45th, where its race is (43, 45 and 46 in
     * three logged runs, whose later batches were slower); under the pairs' net they pass it with room to spare, even on
     * a machine half as fast.
     */
    @Test
    void atASlowClassesPaceTheNetReachesWellPastWhereTheRunsBoundStopped() throws Throwable {
        int underTheRunsBound = reached(200, 1.1, 60);
        assertTrue(underTheRunsBound < 60, "under 60 s: " + underTheRunsBound);
        assertTrue(reached(200, 1.1, 150) >= 100, "under 150 s: " + reached(200, 1.1, 150));
        assertTrue(reached(200, 2.2, 150) >= 50, "half as fast: " + reached(200, 2.2, 150));
    }

    /**
     * How many of {@code total} scenarios the batches of {@link ModelCheckingBatches#inBatches}, the loop {@link
     * ModelCheckingBatches#check} runs, reach at {@code pace} seconds a scenario on a clock each batch moves on.
     */
    private static int reached(int total, double pace, long seconds) throws Throwable {
        long[] now = {0};
        return ModelCheckingBatches.inBatches(
                        total, seconds, () -> now[0], (from, to, left) -> now[0] += (long) ((to - from) * pace * 1e9))
                .checked();
    }

    /** A batch the side's deadline cuts ends the batches with the scenarios checked before it. */
    @Test
    void aBatchTheSidesDeadlineCutsEndsThemWithWhatCameBefore() throws Throwable {
        long[] now = {0};
        ModelCheckingBatches.Coverage coverage =
                ModelCheckingBatches.inBatches(200, 150, () -> now[0], (from, to, left) -> {
                    if (from > 0) throw new SideDeadline.Reached("a batch");
                    now[0] += (to - from) * 1_000_000_000L;
                });
        assertEquals(ModelCheckingBatches.FIRST, coverage.checked());
        assertEquals(200, coverage.total());
    }

    /**
     * Each batch is bounded by what is left of the net when it begins, not by the whole net: on log4j's {@code
     * LoggerContext} (corpus R08) a batch begun late and slower than its pace foretold ran the pairs' model checking to
     * 292 s of the side's 300, and the real threads, which meet its race, had no room (findings F32).
     */
    @Test
    void eachBatchIsBoundedByWhatIsLeftOfTheNet() throws Throwable {
        long[] now = {0};
        java.util.List<Long> bounds = new java.util.ArrayList<>();
        ModelCheckingBatches.inBatches(200, 150, () -> now[0], (from, to, left) -> {
            bounds.add(left);
            now[0] += (to - from) * 1_000_000_000L; // a second a scenario: the first batch of 24 takes 24 s
        });
        assertEquals(150L, bounds.get(0), "the first batch: the whole net");
        assertEquals(126L, bounds.get(1), "the second, begun at 24 s: what is left");
        for (int i = 1; i < bounds.size(); i++)
            assertTrue(bounds.get(i) < bounds.get(i - 1), "each bound below the one before it: " + bounds);
    }
}
