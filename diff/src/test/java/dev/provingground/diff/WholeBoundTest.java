package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A whole diff ends within its bound ({@code -Dpg.diff.wholeSeconds}): each check's JVM is bounded by what is left of it.
 * Each side's search at its own bound of 300 s, with the looking past and the sequential check before them, ran a quick
 * diff of a large class to 643 s (corpus R13's real fix).
 */
class WholeBoundTest {

    private static final long SECOND = 1_000_000_000L;

    @Test
    void aCheckBegunWithMoreLeftThanItsOwnBoundKeepsItsOwn() {
        assertEquals(300, Builds.sideBound(300, 1_000 * SECOND, 100 * SECOND));
    }

    @Test
    void aCheckBegunLateIsBoundedByWhatIsLeftOfTheWholeDiff() {
        assertEquals(220, Builds.sideBound(300, 570 * SECOND, 350 * SECOND));
    }

    @Test
    void aCheckBegunPastTheWholeBoundHasNone() {
        assertEquals(0, Builds.sideBound(300, 570 * SECOND, 600 * SECOND));
    }

    @Test
    void twoChecksAtTheirOwnBoundDoNotFitInAQuickDiff() {
        DiffRequest.Mode quick = DiffRequest.Mode.QUICK;
        assertTrue(quick.wholeSeconds < 600, "a quick diff ends within ten minutes: " + quick.wholeSeconds);
        assertTrue(2 * quick.boundSeconds > quick.wholeSeconds, "else the whole bound would never act");
    }
}
