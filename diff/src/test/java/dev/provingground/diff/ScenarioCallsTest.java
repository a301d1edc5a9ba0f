package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A scenario's calls as {@link ScenarioText#encode} writes them ({@code init/thread|thread/post}) are read in one place,
 * {@link ScenarioText.Calls}: the replay, the regression test, the report's page and the histories looked past read
 * the same parts.
 */
class ScenarioCallsTest {

    @Test
    void theSetUpTheThreadsAndTheObserversAreEachTheirCalls() {
        ScenarioText.Calls calls = ScenarioText.Calls.parse("1,2/4,6|28/0,2");
        assertEquals(List.of(1, 2), calls.init());
        assertEquals(List.of(List.of(4, 6), List.of(28)), calls.threads());
        assertEquals(List.of(0, 2), calls.post());
        assertEquals(List.of(4, 6, 28), calls.parallel());
    }

    @Test
    void noSetUpAndNoObserversAreEmptyParts() {
        ScenarioText.Calls calls = ScenarioText.Calls.parse("/0|0|1/");
        assertEquals(List.of(), calls.init());
        assertEquals(List.of(List.of(0), List.of(0), List.of(1)), calls.threads());
        assertEquals(List.of(), calls.post());
    }

    @Test
    void aThreadWithNoCallIsKeptAsWritten() {
        assertEquals(
                List.of(List.of(3), List.of()), ScenarioText.Calls.parse("/3|/").threads());
    }

    @Test
    void aHistoryLookedPastIsItsScenarioAndItsAnswers() {
        KnownHistories.Entry entry =
                KnownHistories.Entry.of(KnownHistories.entry("0/1|1/3", "dm9pZA/dm9pZA|dm9pZA/Mg"));
        assertEquals("0/1|1/3", entry.scenario());
        assertEquals("dm9pZA/dm9pZA|dm9pZA/Mg", entry.history());
        assertEquals(List.of(List.of(1), List.of(1)), entry.calls().threads());
    }

    /**
     * A history looked past is named by its calls beside their answers: corpus R23's report named two histories in the
     * same words ("thread 1 [void]; thread 2 [void]"), though they were of other calls.
     */
    @Test
    void aHistoryIsNamedByItsCallsSoThatTwoOfTheSameAnswersReadApart() {
        List<Operations.Op> ops = List.of(
                new Operations.Op("reset", List.of(), List.of()),
                new Operations.Op("stop", List.of(), List.of()),
                new Operations.Op("size", List.of(), List.of()));
        String answers = "/dm9pZA|dm9pZA/Mg"; // no set-up / void | void / 2
        String one = DiffPage.History.of("/0|1/2", answers, ops).orElseThrow().words();
        String other = DiffPage.History.of("/0|0/2", answers, ops).orElseThrow().words();
        assertEquals("thread 1 [reset(): void]; thread 2 [stop(): void]; then [size(): 2]", one);
        assertEquals("thread 1 [reset(): void]; thread 2 [reset(): void]; then [size(): 2]", other);
    }

    @Test
    void textThatIsNotAScenarioIsSaidSo() {
        assertThrows(IllegalArgumentException.class, () -> ScenarioText.Calls.parse("1,2|3"));
        assertThrows(IllegalArgumentException.class, () -> KnownHistories.Entry.of("0/1|1/3"));
    }
}
