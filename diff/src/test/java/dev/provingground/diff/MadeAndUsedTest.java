package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * A changed method that makes an object races through the object it hands out (published before it is ready, a call on
 * it from another thread goes nowhere), and among a dozen changed factories the pairs of the factories themselves
 * filled the quick cap of 200 scenarios before any call on a made object ran twice at once (Micrometer's composite
 * registry, corpus R14): {@code [tally(k).increment()] || [tally(k).increment()]} is now among the first scenarios.
 */
class MadeAndUsedTest {

    /** What each factory makes: a count, and the call that changes it. */
    public static final class Tally {
        private long count;

        public void increment() {
            count++;
        }

        public long count() {
            return count;
        }
    }

    /** Twelve factories, all changed: each makes a tally under its own kind of name. */
    public static final class Registry {
        private final Map<String, Tally> made = new ConcurrentHashMap<>();

        private Tally make(String kind, String name) {
            return made.computeIfAbsent(kind + ":" + name, k -> new Tally());
        }

        public Tally counter(String name) {
            return make("counter", name);
        }

        public Tally gauge(String name) {
            return make("gauge", name);
        }

        public Tally timer(String name) {
            return make("timer", name);
        }

        public Tally summary(String name) {
            return make("summary", name);
        }

        public Tally histogram(String name) {
            return make("histogram", name);
        }

        public Tally meter(String name) {
            return make("meter", name);
        }

        public Tally rate(String name) {
            return make("rate", name);
        }

        public Tally level(String name) {
            return make("level", name);
        }

        public Tally watch(String name) {
            return make("watch", name);
        }

        public Tally probe(String name) {
            return make("probe", name);
        }

        public Tally flag(String name) {
            return make("flag", name);
        }

        public Tally span(String name) {
            return make("span", name);
        }

        /** How many meters were made: it sees every factory's call, and so every call on what one made. */
        public int size() {
            return made.size();
        }
    }

    private static final List<String> CHANGED = List.of(
            "counter(java.lang.String)",
            "flag(java.lang.String)",
            "gauge(java.lang.String)",
            "histogram(java.lang.String)",
            "level(java.lang.String)",
            "meter(java.lang.String)",
            "probe(java.lang.String)",
            "rate(java.lang.String)",
            "span(java.lang.String)",
            "summary(java.lang.String)",
            "timer(java.lang.String)",
            "watch(java.lang.String)");

    private static MethodChoice choice() {
        return new MethodChoice(CHANGED, List.of("size()"), List.of(), Map.of(), Map.of(), false);
    }

    @Test
    void aCallOnWhatAChangedFactoryMakesRunsTwiceAtOnceAmongTheFirstScenarios() throws Exception {
        Operations operations = Operations.of(Registry.class, Registry.class, Generators.NONE, choice());
        List<Operations.Op> ops = operations.ops();
        Class<?> opsClass = GeneratedOperations.define("Operations_MadeAndUsedTest", false, ops);
        Map<Integer, List<Integer>> seen =
                SeenBy.forPairs(operations, choice(), Registry.class, SeenByFixtures.builds(Registry.class));
        int increment = SeenByFixtures.representative(operations, "counter(java.lang.String).increment()");
        int count = SeenByFixtures.representative(operations, "counter(java.lang.String).count()");
        assertTrue(
                seen.getOrDefault(increment, List.of()).contains(count),
                "the count sees the increment: " + SeenBy.words(seen, ops));

        String wanted = "/" + increment + "|" + increment + "/";
        List<String> made = SeenByFixtures.encoded(
                SystematicScenarios.of(operations, choice(), Registry.class, opsClass, 200, seen));
        int at = made.indexOf(
                made.stream().filter(s -> s.startsWith(wanted)).findFirst().orElse(""));
        assertTrue(
                at >= 0 && at < 10,
                "the increment beside itself is among the first ten of " + made.size() + " scenarios, not at " + at);

        List<String> before =
                SeenByFixtures.encoded(SystematicScenarios.of(operations, choice(), Registry.class, opsClass, 200));
        assertTrue(
                before.stream().noneMatch(s -> s.startsWith(wanted)),
                "with nothing seen, the factories' own pairs fill the cap: " + before.size());

        // a read of what a factory made is seen only as the making is (size), and is no use that races
        List<List<Integer>> uses = SystematicScenarios.madeAndUsed(operations, choice(), seen);
        assertTrue(uses.contains(List.of(increment, increment)), uses.toString());
        assertTrue(!uses.contains(List.of(count, count)), "the count is only a read: " + uses);
        assertTrue(
                seen.getOrDefault(count, List.of()).stream()
                        .anyMatch(r -> ops.get(r).method().equals("size")),
                "the size sees the count's making of the tally: " + SeenBy.words(seen, ops));
    }
}
