package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * No race makes a field disappear: a failing history that answers a reflective lookup's or a linkage's failure is the
 * engine's (Agrona's counters under model checking, corpus R02), never a race, so never a verdict.
 */
class EngineAnswerTest {

    private static Seen failing(List<String> thread1, List<String> post) {
        ProducesHistory.History h = new ProducesHistory.History(List.of(), List.of(thread1, List.of("void")), post);
        return new Seen(Outcome.FAILED, 1, "not linearizable", "a table\n" + ScenarioText.HISTORY + h.encode() + "\n");
    }

    @Test
    void aFieldThatIsNotThereIsTheEngines() {
        Seen s = failing(
                List.of("threw java.lang.IllegalStateException"), List.of("threw java.lang.NoSuchFieldException"));
        assertEquals(Optional.of("threw java.lang.NoSuchFieldException"), EngineAnswers.engineAnswer(s));
    }

    @Test
    void anExceptionARaceGivesIsTheSubjects() {
        Seen s = failing(
                List.of("threw java.util.ConcurrentModificationException"),
                List.of("threw java.lang.NullPointerException", "1"));
        assertEquals(Optional.empty(), EngineAnswers.engineAnswer(s));
    }

    /**
     * An exception the engine's own code threw names the class whose code the engine was inside (the first frame below
     * the engine's that is neither the engine's nor the JDK's): model checking may take that class's calls as one step.
     */
    @Test
    void theEnginesAnswerNamesTheClassItFailedInside() {
        NoSuchFieldException thrown = new NoSuchFieldException();
        thrown.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("java.lang.Class", "getDeclaredField", null, 1),
            new StackTraceElement("org.jetbrains.kotlinx.lincheck.strategy.managed.Tracker", "fieldOf", null, 1),
            new StackTraceElement("sun.nio.ch.lincheck.Injections", "beforeReadField", null, 1),
            new StackTraceElement("jdk.internal.misc.Unsafe", "getLong", null, 1),
            new StackTraceElement("pgbefore.org.agrona.concurrent.UnsafeBuffer", "getInt", null, 1),
            new StackTraceElement("pgbefore.org.agrona.concurrent.status.CountersManager", "appendToLabel", null, 1)
        });
        String answer = Thrown.answer(thrown);
        assertEquals(
                "threw java.lang.NoSuchFieldException (by the engine's own code inside org.agrona.concurrent.UnsafeBuffer,"
                        + " at org.jetbrains.kotlinx.lincheck.strategy.managed.Tracker.fieldOf)",
                answer);
        assertEquals(Optional.of("org.agrona.concurrent.UnsafeBuffer"), Thrown.engineInside(answer));
        assertEquals(Optional.of(answer), EngineAnswers.engineAnswer(failing(List.of(answer), List.of())));
        assertEquals(Optional.empty(), Thrown.engineInside("threw java.lang.NoSuchFieldException"));
        assertEquals(
                true,
                OneStepWhereTheEngineFails.named(
                        List.of("org.agrona.concurrent.UnsafeBuffer"), "pgbefore.org.agrona.concurrent.UnsafeBuffer"),
                "the before build's class, relocated, is the same class");
    }

    /**
     * Model checking calls {@code obj.hashCode()} for the subject through its own stand-in: on a null {@code obj} the
     * NullPointerException is the subject's, as it would be without the engine (Micrometer's registry, corpus R13).
     */
    @Test
    void aNullPointerExceptionTheEnginesStandInForHashCodeThrowsIsTheSubjects() {
        NullPointerException thrown = new NullPointerException();
        thrown.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("sun.nio.ch.lincheck.Injections", "hashCodeDeterministic", null, 1),
            new StackTraceElement("io.micrometer.core.instrument.MeterRegistry", "getOrCreateMeter", null, 1)
        });
        assertEquals("threw java.lang.NullPointerException", Thrown.answer(thrown));
        IllegalStateException engines = new IllegalStateException();
        engines.setStackTrace(thrown.getStackTrace());
        assertEquals(
                "threw java.lang.IllegalStateException (by the engine's own code inside"
                        + " io.micrometer.core.instrument.MeterRegistry, at sun.nio.ch.lincheck.Injections.hashCodeDeterministic)",
                Thrown.answer(engines),
                "only the NullPointerException of a null receiver is the call's own");
    }
}
