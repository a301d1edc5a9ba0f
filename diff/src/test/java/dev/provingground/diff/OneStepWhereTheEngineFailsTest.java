package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** The engine asks by the class of the object called (its canonical name); it failed inside the class that declares the method. */
    static class Memory {}

    static final class Slot extends Memory {}

    @Test
    void aClassThatExtendsOneTakenAsOneStepIsOneStepToo() {
        List<String> oneStep = List.of(Memory.class.getName());
        assertTrue(OneStepWhereTheEngineFails.covers(oneStep, Memory.class.getName()));
        assertTrue(
                OneStepWhereTheEngineFails.covers(oneStep, Slot.class.getCanonicalName()),
                "a nested subclass, by its dots");
        assertFalse(OneStepWhereTheEngineFails.covers(oneStep, Object.class.getName()));
        assertFalse(OneStepWhereTheEngineFails.covers(oneStep, "no.such.Class"));
    }
}
