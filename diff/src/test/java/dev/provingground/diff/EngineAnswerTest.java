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
        return new Seen(
                Outcome.FAILED, 1, "not linearizable", "a table\n" + SystematicScenarios.HISTORY + h.encode() + "\n");
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
}
