package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A class keyed by its arguments' class names gets those names as its most typical strings ({@link ClassNameKeys}). */
class ClassNameKeysTest {

    /** Consumers by the simple name of the events' class. */
    public static class BySimpleName {
        private final Map<String, List<Consumer<Object>>> consumers = new HashMap<>();

        public void register(String type, Consumer<Object> consumer) {
            consumers.computeIfAbsent(type, k -> new ArrayList<>()).add(consumer);
        }

        public int publish(Object event) {
            return consumers
                    .getOrDefault(event.getClass().getSimpleName(), List.of())
                    .size();
        }
    }

    /** Counts by the qualified name of the values' class, in a helper its public method calls. */
    public static class ByName {
        private final Map<String, Integer> counts = new HashMap<>();

        public void count(Object value) {
            counts.merge(key(value), 1, Integer::sum);
        }

        public int of(String type) {
            return counts.getOrDefault(type, 0);
        }

        private static String key(Object value) {
            return value.getClass().getName();
        }
    }

    /** A map of strings that asks no object its class. */
    public static class Plain {
        private final Map<String, String> map = new HashMap<>();

        public void put(String key, String value) {
            map.put(key, value);
        }
    }

    private static Operations operations(Class<?> c) throws BadInput {
        return Operations.of(c, c, Generators.NONE, MethodChoice.all(c).chosen());
    }

    @Test
    void theNameAClassAsksIsTheMostTypicalString() throws BadInput {
        Operations ops = operations(BySimpleName.class);
        assertEquals(
                "register(\"String\", Consumer#0)",
                ops.representative("register(java.lang.String,java.util.function.Consumer)")
                        .orElseThrow()
                        .toString());
        assertEquals(
                "publish(\"a\")",
                ops.representative("publish(java.lang.Object)").orElseThrow().toString());
    }

    @Test
    void aQualifiedNameAskedInAHelperIsFollowed() throws Exception {
        assertEquals(
                List.of("java.lang.String"),
                ClassNameKeys.of(ByName.class, List.of(ByName.class.getMethod("count", Object.class))));
        assertEquals(
                "of(\"java.lang.String\")",
                operations(ByName.class)
                        .representative("of(java.lang.String)")
                        .orElseThrow()
                        .toString());
    }

    @Test
    void aClassThatAsksNoClassItsNameKeepsTheStrings() throws BadInput {
        Operations ops = operations(Plain.class);
        assertEquals(
                "put(\"a\", \"a\")",
                ops.representative("put(java.lang.String,java.lang.String)")
                        .orElseThrow()
                        .toString());
        assertEquals(
                0,
                ops.ops().stream()
                        .filter(op -> op.arguments().stream().anyMatch(ClassNameKeys.NAMES::contains))
                        .count());
    }
}
