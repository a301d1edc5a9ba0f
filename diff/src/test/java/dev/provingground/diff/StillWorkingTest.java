package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/**
 * A random model-checking run of a side's search still at work when its own bound comes is cut, and the runs before it
 * stand ({@link LincheckRuns#cutWhenStillWorking}): before, it was a harness error, and the whole side ran again on real
 * threads only, its model-checked pairs thrown away (corpus R22 at 0629e6b). The run here is a thread that computes
 * until it is told to stop; the wait is the run's own bound of 2 s.
 */
class StillWorkingTest {

    @Test
    void aRunStillComputingAtItsBoundIsCutNotAnError() {
        AtomicBoolean stop = new AtomicBoolean();
        SideDeadline.endingIn(-1, 0); // no side's deadline: the run's own bound comes first
        try {
            LincheckRuns.StillWorking cut = assertThrows(
                    LincheckRuns.StillWorking.class,
                    () -> LincheckRuns.within(
                            () -> {
                                while (!stop.get()) Thread.onSpinWait();
                            },
                            2,
                            "Lincheck model checking 3x2",
                            true));
            assertEquals(
                    "Lincheck model checking 3x2 was cut at its 2 s bound, the engine still at work (slower than the"
                            + " bound, in control of the subject's threads)",
                    cut.getMessage());
        } finally {
            stop.set(true);
        }
    }
}
