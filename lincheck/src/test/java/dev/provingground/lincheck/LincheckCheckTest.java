package dev.provingground.lincheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.counter.AtomicFloorCounters;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Expected;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.StressOptions;
import org.junit.jupiter.api.Test;

class LincheckCheckTest {

    @Test
    void summaryIsTheHeadlineAndTheFailingScenario() {
        String message = """
                = Invalid execution results =
                | -------------------------------------- |
                |       Thread 1        |    Thread 2    |
                | -------------------------------------- |
                | evictDeparted(): void | onSend(): void |
                | -------------------------------------- |
                | onComplete(): 1       |                |
                | -------------------------------------- |

                ---
                All operations above the horizontal line | ----- | happen before those below the line
                ---
                The following interleaving leads to the error:
                | ------ |
                | onSend() |
                """;
        assertEquals(
                "Invalid execution results: evictDeparted(): void || onSend(): void / onComplete(): 1",
                LincheckCheck.summarize(message));
    }

    /** The replay line reruns one method on one subject with the mode's own iteration counts. */
    @Test
    void replayNamesTheMethodTheSubjectAndTheModesCounts() {
        var subject = new CatalogEntry(AtomicFloorCounters.class, CatalogEntry.Role.PR, Expected.sound(), "a subject");
        String mc = LincheckCheck.replay(getClass(), "modelChecking", subject, new ModelCheckingOptions());
        String stress = LincheckCheck.replay(getClass(), "stress", subject, new StressOptions());

        assertTrue(
                mc.startsWith("./mvnw test -Dtest=LincheckCheckTest#modelChecking ")
                        && mc.contains(" -Dpg.subjects=dev.provingground.counter.AtomicFloorCounters")
                        && mc.contains(" -Dpg.lincheck.mc.iterations=")
                        && mc.contains(" -Dpg.lincheck.mc.invocations="),
                mc);
        assertTrue(
                stress.contains(" -Dpg.lincheck.iterations=")
                        && stress.contains(" -Dpg.lincheck.invocations=")
                        && !stress.contains(".mc."),
                stress);
    }
}
