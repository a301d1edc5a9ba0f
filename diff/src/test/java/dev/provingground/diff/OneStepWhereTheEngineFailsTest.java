package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The classes model checking takes as one step travel in a check's evidence to the regression test it writes. */
class OneStepWhereTheEngineFailsTest {

    @Test
    void theClassesTakenAsOneStepAreReadBackFromTheEvidence() {
        String evidence = "Lincheck systematic pairs ...\nscenario: 0/1|2/\n"
                + OneStepWhereTheEngineFails.evidence(List.of("org.agrona.concurrent.UnsafeBuffer", "a.B")) + "\n";
        assertEquals(List.of("org.agrona.concurrent.UnsafeBuffer", "a.B"), OneStepWhereTheEngineFails.in(evidence));
        assertEquals(List.of(), OneStepWhereTheEngineFails.in("scenario: 0/1|2/\n"), "none named, none taken");
    }

    @Test
    void noClassTakenWritesNoGuarantee() {
        assertEquals("", OneStepWhereTheEngineFails.javaSource(List.of()));
    }
}
