package dev.provingground.lincheck;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        assertEquals("Invalid execution results: evictDeparted(): void || onSend(): void / onComplete(): 1",
                LincheckCheck.summarize(message));
    }
}
