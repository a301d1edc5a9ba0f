package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** A map's views are called through their removals ({@link Views}), with a test that holds for the most typical values. */
class ViewsTest {

    private static Operations operations() throws BadInput {
        return Operations.of(
                ConcurrentMap.class,
                ConcurrentMap.class,
                Generators.NONE,
                MethodChoice.all(ConcurrentMap.class).chosen());
    }

    @Test
    void aViewIsCalledOnlyThroughItsRemovals() throws BadInput {
        List<String> views = operations().ops().stream()
                .filter(op -> List.of("keySet", "values", "entrySet").contains(op.method()))
                .map(Operations.Op::toString)
                .toList();
        // Never the view alone (what it holds is the map's, read live); an entry is never removed by a string.
        assertEquals(
                List.of(
                        "entrySet().removeIf(Predicate#0 holding \"a\" or 1)",
                        "keySet().remove(\"a\")",
                        "keySet().removeIf(Predicate#0 holding \"a\" or 1)",
                        "values().remove(\"a\")",
                        "values().removeIf(Predicate#0 holding \"a\" or 1)"),
                views.stream().sorted().toList());
    }

    @Test
    void aRemovalThroughAViewAnswersWhatItRemoved() throws BadInput {
        Operations ops = operations();
        Operations.Op removeIf = ops.ops().stream()
                .filter(op -> op.toString().startsWith("values().removeIf("))
                .findFirst()
                .orElseThrow();
        Map<String, String> map = new java.util.concurrent.ConcurrentHashMap<>(Map.of("a", "b", "b", "a"));
        java.lang.reflect.Method head = removeIf.on(ConcurrentMap.class);
        Made.Objects made = Made.Objects.forCalls(List.of(removeIf), List.of(head));
        assertEquals("true", Outcomes.call(map, made, removeIf, head, false));
        assertEquals(Map.of("a", "b"), map, "the value \"a\" removed, the value \"b\" kept");
        assertEquals("false", Outcomes.call(map, made, removeIf, head, false));
    }

    @Test
    void aTestHoldsForTheMostTypicalValuesOnly() {
        List<Object> tests = MadeDomains.of(Predicate.class).orElseThrow();
        assertEquals(2, tests.size());
        Predicate<?> holding = (Predicate<?>) Made.make((Made) tests.get(0), Predicate.class);
        @SuppressWarnings("unchecked")
        Predicate<Object> p = (Predicate<Object>) holding;
        assertTrue(p.test("a") && p.test(1) && p.test(1L) && p.test(Map.entry("b", "a")));
        assertFalse(p.test("b") || p.test(2) || p.test(0) || p.test(Map.entry("b", "b")));
        @SuppressWarnings("unchecked")
        Predicate<Object> nothing = (Predicate<Object>) Made.make((Made) tests.get(1), Predicate.class);
        assertFalse(nothing.test("a"), "the second holds for nothing");
    }
}
