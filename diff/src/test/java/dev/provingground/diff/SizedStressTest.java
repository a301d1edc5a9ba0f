package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A replay on real threads is sized to what one invocation costs, and a check another must follow leaves it half of what
 * is left (corpus R08: a before side's thousand slow real runs took the rest of the diff, and the after side's own
 * replay could not begin).
 */
class SizedStressTest {

    @Test
    void asManyAsFitInFourFifthsOfWhatIsLeftLessTheLeastARunNeeds() {
        // 90 ms an invocation, 105 s left: (105 - 5) s x 0.8 = 80 s, 888 invocations
        assertEquals(888, SizedStress.fits(4_900, 90, 105));
        assertEquals(900, SizedStress.fits(900, 1, 105), "never more than wanted");
        assertEquals(0, SizedStress.fits(900, 90, 5), "no room");
        assertEquals(0, SizedStress.fits(0, 90, 300), "none wanted");
    }

    @Test
    void aSearchForAHistoryOfFewerThanTheLeastIsCut() {
        SizedStress.Ran few = new SizedStress.Ran(5_000, 600, 90, 1_000);
        assertFalse(few.whole());
        assertTrue(few.tooFew());
        assertTrue(few.words().startsWith("600 of 5000 invocations, sized to"), few.words());
        SizedStress.Ran enough = new SizedStress.Ran(5_000, 2_300, 90, 1_000);
        assertFalse(enough.tooFew());
        assertTrue(new SizedStress.Ran(1_000, 1_000, 90, 0).whole());
    }

    @Test
    void aCheckAnotherMustFollowLeavesItHalfOfWhatIsLeft() throws Exception {
        Builds builds = quickWith(200, System.nanoTime());
        long alone = builds.sideBoundSeconds();
        long shared = builds.leavingHalfForTheNext().sideBoundSeconds();
        assertTrue(alone >= 198 && alone <= 200, "alone: " + alone);
        assertTrue(shared >= 98 && shared <= 100, "sharing: " + shared);
        assertTrue(builds.leavingHalfForTheNext().clippedWords(shared).contains("less half for the check after it"));
    }

    @Test
    void everyCheckOfTheFollowUpsLeavesHalfOfWhatIsLeftWhenItBegins() {
        // The whole diff's bound is budgeted once for the chain (Builds#leavingHalfForTheNext): a check that begins
        // after another took all its share still gets half of what that one left, and leaves the other half again;
        // before, only the call sites that said so left anything (the after side's own replay could take it all).
        long now = System.nanoTime();
        long left = 200;
        for (int check = 0; check < 4; check++) {
            // the chain's earlier checks each took all of their half: the diff began so long ago that `left` is left
            Builds followUps = quickWith(left, now).leavingHalfForTheNext();
            long bound = followUps.sideBoundSeconds();
            assertTrue(bound >= left / 2 - 2 && bound <= left / 2, "check " + check + " of " + left + " s: " + bound);
            left -= bound;
        }
        assertTrue(left >= 12, "the fourth check left " + left + " s to the search");
    }

    /**
     * A quick diff's builds (300 s a check, 570 s in all), begun so long before {@code nowNanos} that {@code secondsLeft}
     * are left.
     */
    private static Builds quickWith(long secondsLeft, long nowNanos) {
        DiffRequest request = new DiffRequest(
                null,
                null,
                null,
                null,
                DiffRequest.Mode.QUICK,
                1,
                false,
                Path.of("out"),
                List.of(),
                false,
                false,
                List.of(),
                List.of());
        long started = nowNanos - (request.wholeSeconds() - secondsLeft) * 1_000_000_000L;
        return new Builds(request, List.of(Path.of("a.jar")), "x", "y", false, Map.of(), started, new TimeSpent());
    }
}
