package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * What a round of the race search looks past when the before side fails the after side's scenario too: when every
 * thread calls a made object, the calls on objects of that class, the factory kept (logback's made loggers warn twice in
 * both releases, and looking past {@code getLogger} looked past the PR's own race beside {@code reset()}, corpus R23);
 * otherwise the method of the threads with fewest calls, as before.
 */
class LookPastTest {

    /** What the factory makes: two calls that change what the registry answers. */
    public static final class Log {
        private final Registry registry;

        Log(Registry registry) {
            this.registry = registry;
        }

        public void debug(String message) {
            registry.warned++;
        }

        public void info(String message) {
            registry.warned++;
        }
    }

    /** A factory of logs, a reset and a read. */
    public static final class Registry {
        private final Map<String, Log> made = new ConcurrentHashMap<>();
        int warned;

        public Log logger(String name) {
            return made.computeIfAbsent(name, k -> new Log(this));
        }

        public void reset() {
            made.clear();
        }

        public int warned() {
            return warned;
        }
    }

    private static final MethodChoice CHOICE = new MethodChoice(
            List.of("logger(java.lang.String)", "reset()"), List.of("warned()"), List.of(), Map.of(), Map.of(), false);

    private static String threads(Operations operations, String left, String right) {
        return "/" + SeenByFixtures.representative(operations, left) + "|"
                + SeenByFixtures.representative(operations, right) + "/";
    }

    @Test
    void callsOnAMadeObjectBesideEachOtherAreLookedPastAndTheFactoryKept() throws Exception {
        Operations operations = Operations.of(Registry.class, Registry.class, Generators.NONE, CHOICE);
        String scenario = threads(
                operations,
                "logger(java.lang.String).debug(java.lang.String)",
                "logger(java.lang.String).info(java.lang.String)");

        LookPast past =
                LookPast.in(scenario, operations, CHOICE, Registry.class).orElseThrow();

        assertTrue(past.method().isEmpty(), past.toString());
        assertTrue(past.named().startsWith("every call on a made Log"), past.named());
        MethodChoice next = past.from(CHOICE, "shared");
        Operations left = Operations.of(Registry.class, Registry.class, Generators.NONE, next);
        assertTrue(left.ops().stream().noneMatch(op -> op.then() != null), left.describe());
        assertTrue(
                left.ops().stream().anyMatch(op -> op.signature().equals("logger(java.lang.String)")),
                "the factory stays: " + left.describe());
        assertEquals(CHOICE.chosen(), next.chosen());
        assertTrue(next.leftOut().containsKey(past.named()), next.leftOut().toString());
    }

    @Test
    void aScenarioWithAPlainCallLooksPastTheMethodWithFewestCalls() throws Exception {
        Operations operations = Operations.of(Registry.class, Registry.class, Generators.NONE, CHOICE);
        String scenario = threads(operations, "logger(java.lang.String).debug(java.lang.String)", "reset()");

        LookPast past =
                LookPast.in(scenario, operations, CHOICE, Registry.class).orElseThrow();

        assertEquals(java.util.Optional.of("reset()"), past.method(), "reset() has one call, logger(String) many");
        assertFalse(past.from(CHOICE, "shared").chosen().contains("reset()"));
    }
}
