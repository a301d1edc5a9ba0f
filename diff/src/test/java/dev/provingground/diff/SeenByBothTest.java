package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A look-up beside a remove races only on an element an add put there first, and among many changed methods that pair
 * on an add's state came past the quick cap of 200 scenarios: it is now among the changed methods' own pairs, on the
 * state a call both of them see (Spectator's query index, corpus R22: {@code findMatches} beside {@code remove} after an
 * {@code add}).
 */
class SeenByBothTest {

    /** Eleven methods, all changed: a look-up and a remove see an add, and eight more crowd the pairs. */
    public static final class Index {
        private final Map<String, Integer> entries = new HashMap<>();
        private long version;

        public boolean add(String key, int value) {
            version++;
            return entries.put(key, value) == null;
        }

        public boolean remove(String key) {
            version++;
            return entries.remove(key) != null;
        }

        public Integer find(String key) {
            return entries.get(key);
        }

        public void clear() {
            entries.clear();
        }

        public void bump() {
            version++;
        }

        public void touch(String key) {
            entries.computeIfPresent(key, (k, v) -> v);
        }

        public void rewind(int by) {
            version -= by;
        }

        public void compact() {
            entries.values().removeIf(v -> v == null);
        }

        public void mark(String key) {
            if (key == null) throw new IllegalArgumentException();
        }

        public void reset(long to) {
            version = to;
        }

        public void shrink(int to) {
            if (to < 0) throw new IllegalArgumentException();
        }
    }

    private static final List<String> CHANGED = List.of(
            "add(java.lang.String,int)",
            "bump()",
            "clear()",
            "compact()",
            "find(java.lang.String)",
            "mark(java.lang.String)",
            "remove(java.lang.String)",
            "reset(long)",
            "rewind(int)",
            "shrink(int)",
            "touch(java.lang.String)");

    private static MethodChoice choice() {
        return new MethodChoice(CHANGED, List.of(), List.of(), Map.of(), Map.of(), false);
    }

    @Test
    void theLookUpBesideTheRemoveIsMadeOnTheAddsStateAmongTheFirstScenarios() throws Exception {
        Operations operations = Operations.of(Index.class, Index.class, Generators.NONE, choice());
        List<Operations.Op> ops = operations.ops();
        Class<?> opsClass = GeneratedOperations.define("Operations_SeenByBothTest", false, ops);
        Map<Integer, List<Integer>> seen =
                SeenBy.forPairs(operations, choice(), Index.class, SeenByFixtures.builds(Index.class));
        int add = SeenByFixtures.representative(operations, "add(java.lang.String,int)");
        int find = SeenByFixtures.representative(operations, "find(java.lang.String)");
        int remove = SeenByFixtures.representative(operations, "remove(java.lang.String)");
        assertTrue(
                seen.getOrDefault(add, List.of()).containsAll(List.of(find, remove)),
                "the look-up and the remove both see the add: " + SeenBy.words(seen, ops));

        String wanted = add + "/" + Math.min(find, remove) + "|" + Math.max(find, remove) + "/";
        List<String> made =
                SeenByFixtures.encoded(SystematicScenarios.of(operations, choice(), Index.class, opsClass, 200, seen));
        int at = indexOf(made, wanted);
        assertTrue(
                at >= 0 && at < 10,
                "the pair on the add's state is among the first ten of " + made.size() + " scenarios, not at " + at);

        List<String> before =
                SeenByFixtures.encoded(SystematicScenarios.of(operations, choice(), Index.class, opsClass, 200));
        assertTrue(
                indexOf(before, wanted) < 0,
                "with nothing seen, the set-ups of every method in turn leave it past the cap: " + before.size());
    }

    private static int indexOf(List<String> scenarios, String prefix) {
        for (int i = 0; i < scenarios.size(); i++) if (scenarios.get(i).startsWith(prefix)) return i;
        return -1;
    }
}
