package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A side's search ends before its JVM's bound, by design ({@link SideDeadline}): a run the deadline cuts ends the search
 * with what ran, said so, and is neither an error nor a hang of the subject (corpus R13 read "after hangs, before does
 * not", exit 1, when its JVM was killed at the bound with the engine still at work). Every wait here is bounded and
 * says what did not happen.
 */
class SideDeadlineTest {

    @AfterEach
    void noDeadline() {
        SideDeadline.endingIn(-1, 0);
    }

    @Test
    void aRunTheSidesDeadlineCutsEndsTheSearchAndIsNotAnError() throws Exception {
        CountDownLatch released = new CountDownLatch(1);
        SideDeadline.endingIn(1, 300);
        try {
            SideDeadline.Reached cut = assertThrows(
                    SideDeadline.Reached.class,
                    () -> LincheckRuns.within(
                            () -> assertTrue(released.await(120, TimeUnit.SECONDS), "never released"),
                            60,
                            "Lincheck stress 2x3"));
            assertEquals("Lincheck stress 2x3 was cut at the side's bound of 300 s", cut.getMessage());
        } finally {
            released.countDown();
        }
    }

    @Test
    void aRunWithNoBoundOfItsOwnIsBoundedByTheDeadline() {
        CountDownLatch released = new CountDownLatch(1);
        SideDeadline.endingIn(1, 40);
        try {
            assertThrows(
                    SideDeadline.Reached.class,
                    () -> LincheckRuns.within(
                            () -> assertTrue(released.await(120, TimeUnit.SECONDS), "never released"),
                            LincheckRuns.NO_BOUND_OF_ITS_OWN,
                            "Lincheck systematic pairs, stress"));
        } finally {
            released.countDown();
        }
    }

    @Test
    void aRunThatEndsBeforeTheDeadlineGivesWhatItThrew() {
        SideDeadline.endingIn(60, 300);
        IllegalStateException thrown = assertThrows(
                IllegalStateException.class,
                () -> LincheckRuns.within(
                        () -> {
                            throw new IllegalStateException("a history");
                        },
                        30,
                        "a run"));
        assertEquals("a history", thrown.getMessage());
    }

    @Test
    void noRunBeginsWithLessThanItsLeastLeft() {
        SideDeadline.endingIn(SideDeadline.LEAST_FOR_A_RUN - 2, 300);
        assertFalse(SideDeadline.roomForARun());
        SideDeadline.endingIn(60, 300);
        assertTrue(SideDeadline.roomForARun());
        assertEquals(30, SideDeadline.clip(30));
        assertTrue(SideDeadline.clip(600) <= 60);
    }

    /** The JVM's bound less a thirtieth of it (at least 10 s), from the JVM's start: the report fits in what is left. */
    @Test
    void theDeadlineIsTheBoundLessAMarginFromTheJvmsStart() {
        SideDeadline.set(300);
        long upSeconds = ManagementFactory.getRuntimeMXBean().getUptime() / 1000;
        long left = SideDeadline.secondsLeft();
        assertTrue(left <= 290 - upSeconds && left >= Math.max(0, 290 - upSeconds - 2), "left " + left);
        SideDeadline.set(3600);
        assertTrue(SideDeadline.secondsLeft() <= 3480 - upSeconds, "a thorough bound keeps 120 s back");
        SideDeadline.set(16);
        assertTrue(SideDeadline.secondsLeft() <= Math.max(0, 8 - upSeconds), "never more than half of a short bound");
    }

    @Test
    void withNoDeadlineEveryRunHasRoom() {
        assertEquals(SideDeadline.NONE, SideDeadline.secondsLeft());
        assertEquals(30, SideDeadline.clip(30));
    }
}
