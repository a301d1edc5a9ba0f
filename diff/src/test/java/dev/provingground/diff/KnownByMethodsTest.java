package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A history both builds give is looked past by its answers to its methods, not by its calls' arguments or overloads: the
 * same answers to the same methods called otherwise are the same history (corpus R23's shape: logback's {@code
 * LoggerContext} warned twice beside itself in the pairs of five overloads of {@code getLogger(...).debug}, one
 * looked-past history each, and the search had none left for the PR's own race).
 */
class KnownByMethodsTest {

    private final List<Operations.Op> ops = List.of(
            new Operations.Op("start", List.of(), List.of()),
            new Operations.Op("log", List.of("java.lang.String"), List.of("a")),
            new Operations.Op("log", List.of("java.lang.String", "java.lang.Object"), List.of("b", "c")),
            new Operations.Op("warnings", List.of(), List.of()),
            new Operations.Op("reset", List.of(), List.of()));

    /** Two first logs of one name met and warned twice: the answers of the shared race. */
    private static ProducesHistory.History warnedTwice(String then) {
        return new ProducesHistory.History(List.of("void"), List.of(List.of("void"), List.of("void")), List.of(then));
    }

    @AfterEach
    void forget() {
        KnownHistories.lookPast("-", List.of());
    }

    @Test
    void theSameAnswersToTheSameMethodsWithOtherArgumentsAreTheKnownHistory() {
        KnownHistories.lookPast(KnownHistories.entry("0/1|1/3", warnedTwice("2").encode()), ops);
        assertTrue(KnownHistories.isKnown("0/1|1/3", warnedTwice("2")), "the very history");
        assertTrue(
                KnownHistories.isKnown("0/2|2/3", warnedTwice("2")),
                "the other overload beside itself answering alike");
        assertTrue(
                KnownHistories.isKnown("0/1|2/3", warnedTwice("2")), "one overload beside the other answering alike");
    }

    @Test
    void otherAnswersOrOtherMethodsAreJudged() {
        KnownHistories.lookPast(KnownHistories.entry("0/1|1/3", warnedTwice("2").encode()), ops);
        assertFalse(KnownHistories.isKnown("0/2|2/3", warnedTwice("3")), "other answers to the same methods");
        assertFalse(KnownHistories.isKnown("0/2|4/3", warnedTwice("2")), "log beside reset: other methods");
        assertFalse(KnownHistories.isKnown("0/2,2|2/3", warnedTwice("2")), "another thread's calls");
    }

    @Test
    void nothingIsKnownWhenNothingIsLookedPast() {
        assertFalse(KnownHistories.isKnown("0/1|1/3", warnedTwice("2")));
    }

    @Test
    void aScenarioIsNamedByItsCallsMethodNames() {
        List<String> names = ops.stream().map(KnownHistories::names).toList();
        assertEquals("start / log | log; reset / warnings#h", KnownHistories.byMethods("0/2|1,4/3#h", names));
        assertEquals(
                "getLogger.debug",
                KnownHistories.names(new Operations.Op(
                        "getLogger",
                        List.of("java.lang.String"),
                        List.of("a"),
                        new Operations.Op(
                                "debug", List.of("java.lang.String", "java.lang.Object"), List.of("a", "b")))));
    }
}
