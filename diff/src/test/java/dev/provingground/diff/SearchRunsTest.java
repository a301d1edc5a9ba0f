package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which runs a side's search makes in each mode: quick leaves random model checking out, thorough runs it last. */
class SearchRunsTest {

    @Test
    void quickModeRunsTheSystematicPairsAndRandomStressOnly() {
        assertEquals(
                List.of("systematic pairs", "systematic pairs, stress", "stress 2x3", "stress 3x2"),
                SearchRuns.of(DiffRequest.Mode.QUICK.modelCheckingIterations));
    }

    @Test
    void thoroughModeModelChecksRandomScenariosLast() {
        assertEquals(
                List.of(
                        "systematic pairs",
                        "systematic pairs, stress",
                        "stress 2x3",
                        "stress 3x2",
                        "model checking 2x3",
                        "model checking 3x2"),
                SearchRuns.of(DiffRequest.Mode.THOROUGH.modelCheckingIterations));
    }
}
