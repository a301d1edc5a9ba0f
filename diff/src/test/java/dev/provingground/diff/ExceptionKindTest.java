package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The same race in a linked list and in an array answers an exception of one kind: a history sought on the other side,
 * or looked past, takes an exception for its kind (corpus R11's real fix, fixture pairs.kind.Slots -> ArraySlots).
 */
class ExceptionKindTest {

    @Test
    void anExceptionIsTakenForItsMostGeneralClassBelowRuntimeException() {
        assertEquals(
                "threw java.lang.IndexOutOfBoundsException",
                Thrown.kind("threw java.lang.ArrayIndexOutOfBoundsException"));
        assertEquals(
                "threw java.lang.IndexOutOfBoundsException", Thrown.kind("threw java.lang.IndexOutOfBoundsException"));
        assertEquals("threw java.lang.NullPointerException", Thrown.kind("threw java.lang.NullPointerException"));
        assertEquals("threw java.lang.IllegalArgumentException", Thrown.kind("threw java.lang.NumberFormatException"));
        assertEquals("threw java.io.IOException", Thrown.kind("threw java.io.FileNotFoundException"));
        assertEquals("threw java.lang.LinkageError", Thrown.kind("threw java.lang.NoClassDefFoundError"));
    }

    @Test
    void anyOtherAnswerIsItself() {
        assertEquals("1", Thrown.kind("1"));
        assertEquals(
                "threw pairs.NoSuchException", Thrown.kind("threw pairs.NoSuchException"), "a class not loaded here");
        String engines = "threw java.lang.ArrayIndexOutOfBoundsException" + Thrown.BY_THE_ENGINE;
        assertEquals(engines, Thrown.kind(engines), "the engine's own answer stays the engine's");
    }

    @Test
    void aHistoryLookedPastIsComparedByKinds() {
        ProducesHistory.History linked = new ProducesHistory.History(
                List.of("void"),
                List.of(List.of("true"), List.of("threw java.lang.IndexOutOfBoundsException")),
                List.of());
        ProducesHistory.History array = new ProducesHistory.History(
                List.of("void"),
                List.of(List.of("true"), List.of("threw java.lang.ArrayIndexOutOfBoundsException")),
                List.of());
        assertEquals(linked.kinds(), array.kinds());
        Set<String> known =
                KnownHistories.decode(KnownHistories.encode(List.of(KnownHistories.entry("s", array.encode()))));
        assertEquals(Set.of(KnownHistories.entry("s", linked.encode())), known);
    }
}
