package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.junit.jupiter.api.Test;

/** The scenarios model-checked by design: each pair of a changed method and a chosen one, in two threads and in three. */
class SystematicScenariosTest {

    public static final class Tally {
        private int n;

        public void add() {
            n++;
        }

        public int total() {
            return n;
        }
    }

    @Test
    void twoChangedCallsAtOnceBesideAThirdAreAmongThem() throws Exception {
        MethodChoice choice =
                new MethodChoice(List.of("add()"), List.of("total()"), List.of(), Map.of(), Map.of(), false);
        Operations operations = Operations.of(Tally.class, Tally.class, Generators.NONE, choice);
        Class<?> opsClass = GeneratedOperations.define("Operations_SystematicScenariosTest", false, operations.ops());
        List<ExecutionScenario> scenarios = SystematicScenarios.of(operations, choice, Tally.class, opsClass, 200);
        List<String> encoded = scenarios.stream().map(ScenarioText::encode).toList();
        // add is call 0, total call 1: [add] || [add] || [total], and [add] || [add] || [add] for the pair of add with
        // itself
        assertTrue(encoded.contains("/0|0|1/1"), encoded.toString());
        assertTrue(encoded.contains("/0|0|0/1"), encoded.toString());
        assertEquals(encoded.size(), encoded.stream().distinct().count(), "no scenario twice: " + encoded);
        ExecutionScenario three = ScenarioText.decode("/0|0|1/1", operations.ops(), opsClass);
        assertEquals(3, three.getParallelExecution().size(), "a scenario of three threads is replayed as one");
    }

    /**
     * When how the object is built differs, every method counts as changed; the pairs of the one whose own code changed
     * come first in every shape, before any pair of those changed by the build alone (its second shape within a cap
     * that the others' first shapes would fill).
     */
    @Test
    void theMethodsWhoseOwnCodeChangedHaveEveryShapeFirst() throws Exception {
        MethodChoice choice = new MethodChoice(
                List.of("add()", "total()"),
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                true,
                List.of(),
                Map.of(),
                List.of("total()"),
                List.of());
        assertEquals(List.of(List.of("add()"), List.of("total()")), choice.focusTiers());
        MethodChoice throughItsHandle = new MethodChoice(
                List.of("add()", "total()"),
                List.of(),
                List.of(),
                Map.of(),
                Map.of(),
                false,
                List.of(),
                Map.of(),
                List.of(),
                List.of("total()"));
        assertEquals(
                List.of(List.of("add()"), List.of("total()")),
                throughItsHandle.focusTiers(),
                "a call changed only through the handle it returns comes after those whose own code changed");
        Operations operations = Operations.of(Tally.class, Tally.class, Generators.NONE, choice);
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_Tiers", false, operations.ops());
        List<String> encoded = SystematicScenarios.of(operations, choice, Tally.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        // add is call 0, total call 1: [add, total] || [total, add] (a second shape of add's) comes before [total] ||
        // [total] (the first of total's own pair)
        assertTrue(encoded.indexOf("/0,1|1,0/1") < encoded.indexOf("/1|1/1"), encoded.toString());
        assertTrue(encoded.indexOf("/1|1/1") > 0, encoded.toString());
    }

    public static final class Marker {
        private volatile String[] parents = new String[0];

        public void addParents(String... more) {
            String[] next = java.util.Arrays.copyOf(parents, parents.length + more.length);
            System.arraycopy(more, 0, next, parents.length, more.length);
            parents = next;
        }

        public int parents() {
            return parents.length;
        }
    }

    /** An adder's typical call passes an empty array, which adds nothing: its call with one element is paired too. */
    @Test
    void anAdderIsPairedWithOneElementNotOnlyNone() throws Exception {
        MethodChoice choice = new MethodChoice(
                List.of("addParents([Ljava.lang.String;)"), List.of("parents()"), List.of(), Map.of(), Map.of(), false);
        Operations operations = Operations.of(Marker.class, Marker.class, Generators.NONE, choice);
        assertEquals(
                "addParents([])",
                operations
                        .representative("addParents([Ljava.lang.String;)")
                        .orElseThrow()
                        .toString());
        Operations.Op acting =
                operations.acting("addParents([Ljava.lang.String;)").orElseThrow();
        assertEquals("addParents([\"a\"])", acting.toString());
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_Marker", false, operations.ops());
        int i = operations.ops().indexOf(acting);
        List<String> encoded = SystematicScenarios.of(operations, choice, Marker.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        assertTrue(
                encoded.stream().anyMatch(e -> e.startsWith("/" + i + "|" + i + "/")),
                "two adds of one element at once: " + encoded);
    }

    public static final class Slots {
        private final java.util.List<String> names = new java.util.ArrayList<>();

        public synchronized void add(String name) {
            names.add(name);
        }

        public synchronized boolean remove(String name) {
            return names.remove(name);
        }

        public void replace(String name, String with) {
            int i;
            synchronized (this) {
                i = names.indexOf(name);
            }
            if (i >= 0)
                synchronized (this) {
                    names.set(i, with);
                }
        }
    }

    /**
     * A race that needs state in place (replace beside remove of a name an add put there first) has a scenario of its own:
     * on a fresh instance neither call finds anything to race on.
     */
    @Test
    void aPairRunsOnTheStateASetUpCallPutsInPlace() throws Exception {
        MethodChoice choice = new MethodChoice(
                List.of("replace(java.lang.String,java.lang.String)"),
                List.of(),
                List.of("add(java.lang.String)", "remove(java.lang.String)"),
                Map.of(),
                Map.of(),
                false);
        Operations operations = Operations.of(Slots.class, Slots.class, Generators.NONE, choice);
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_Slots", false, operations.ops());
        int add = index(operations, "add(java.lang.String)");
        int remove = index(operations, "remove(java.lang.String)");
        int replace = index(operations, "replace(java.lang.String,java.lang.String)");
        List<String> encoded = SystematicScenarios.of(operations, choice, Slots.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        String setUp = add + "/" + Math.min(replace, remove) + "|" + Math.max(replace, remove) + "/";
        assertTrue(encoded.stream().anyMatch(e -> e.startsWith(setUp)), "add, then replace || remove: " + encoded);
        assertEquals(encoded.size(), encoded.stream().distinct().count(), "no scenario twice: " + encoded);
    }

    private static int index(Operations operations, String signature) {
        return operations.ops().indexOf(operations.representative(signature).orElseThrow());
    }

    public static final class FirstNames {
        private final java.util.Set<String> admitted = new java.util.HashSet<>();

        public synchronized String admit(String name) {
            if (admitted.contains(name) || admitted.size() < 2 && admitted.add(name)) return name;
            return "--others--";
        }
    }

    /** What a race left is observed on the raced key and on another: a shared limit shows only there. */
    @Test
    void anObserverIsCalledOnAnotherKeyToo() throws Exception {
        MethodChoice choice =
                new MethodChoice(List.of("admit(java.lang.String)"), List.of(), List.of(), Map.of(), Map.of(), false);
        Operations operations = Operations.of(FirstNames.class, FirstNames.class, Generators.NONE, choice);
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_FirstNames", false, operations.ops());
        int typical = index(operations, "admit(java.lang.String)");
        int other = operations
                .ops()
                .indexOf(operations.other("admit(java.lang.String)").orElseThrow());
        assertTrue(other != typical, operations.ops().toString());
        List<String> encoded = SystematicScenarios.of(operations, choice, FirstNames.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        assertTrue(
                encoded.contains("/" + typical + "|" + typical + "/" + typical + "," + other),
                "admit(a) || admit(a), then admit(a) and admit(b): " + encoded);
    }

    /**
     * A method races itself on another key too: what keys share (a limit both admit past, a table two first puts each
     * allocate) shows only when the two calls name different keys.
     */
    @Test
    void aMethodRacesItselfOnAnotherKey() throws Exception {
        MethodChoice choice =
                new MethodChoice(List.of("admit(java.lang.String)"), List.of(), List.of(), Map.of(), Map.of(), false);
        Operations operations = Operations.of(FirstNames.class, FirstNames.class, Generators.NONE, choice);
        Class<?> opsClass = GeneratedOperations.define(
                "Operations_SystematicScenariosTest_FirstNamesOnTwoKeys", false, operations.ops());
        int typical = index(operations, "admit(java.lang.String)");
        int other = operations
                .ops()
                .indexOf(operations.other("admit(java.lang.String)").orElseThrow());
        List<String> encoded = SystematicScenarios.of(operations, choice, FirstNames.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        assertTrue(
                encoded.contains("/" + typical + "|" + other + "/" + typical + "," + other),
                "admit(a) || admit(b), then admit(a) and admit(b): " + encoded);
    }

    /** Nine methods, every one changed by the PR: an index whose remove races a look-up only on an entry an add put there. */
    public static final class Index {
        private final java.util.Map<String, String> entries = new java.util.HashMap<>();

        public synchronized void add(String key, String value) {
            entries.put(key, value);
        }

        public void remove(String key) {
            if (entries.containsKey(key)) entries.remove(key);
        }

        public String find(String key) {
            return entries.get(key);
        }

        public boolean contains(String key) {
            return entries.containsKey(key);
        }

        public int size() {
            return entries.size();
        }

        public boolean isEmpty() {
            return entries.isEmpty();
        }

        public synchronized void clear() {
            entries.clear();
        }

        public String first() {
            return entries.keySet().stream().sorted().findFirst().orElse(null);
        }

        public int count(String prefix) {
            return (int)
                    entries.keySet().stream().filter(k -> k.startsWith(prefix)).count();
        }
    }

    /**
     * With nine changed methods the pairs' later shapes on a fresh instance alone fill the quick cap of 200; the pairs on
     * the state a set-up call puts in place are taken in turn with them, so remove beside find on what add put there first
     * has its scenario within the cap (before, the set-ups came after every fresh shape, and no set-up was reached).
     */
    @Test
    void thePairsOnASetUpsStateAreWithinTheCapOfAClassOfManyChangedMethods() throws Exception {
        List<String> nine = List.of(
                "add(java.lang.String,java.lang.String)",
                "clear()",
                "contains(java.lang.String)",
                "count(java.lang.String)",
                "find(java.lang.String)",
                "first()",
                "isEmpty()",
                "remove(java.lang.String)",
                "size()");
        MethodChoice choice = new MethodChoice(nine, List.of(), List.of(), Map.of(), Map.of(), false);
        Operations operations = Operations.of(Index.class, Index.class, Generators.NONE, choice);
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_Index", false, operations.ops());
        int add = index(operations, "add(java.lang.String,java.lang.String)");
        int remove = index(operations, "remove(java.lang.String)");
        int find = index(operations, "find(java.lang.String)");
        List<String> encoded = SystematicScenarios.of(operations, choice, Index.class, opsClass, 200).stream()
                .map(ScenarioText::encode)
                .toList();
        assertEquals(200, encoded.size(), "more scenarios than the cap: " + encoded.size());
        String setUp = add + "/" + Math.min(remove, find) + "|" + Math.max(remove, find) + "/";
        assertTrue(encoded.stream().anyMatch(e -> e.startsWith(setUp)), "add, then remove || find: " + encoded);
        long fresh = encoded.stream().filter(e -> e.startsWith("/")).count();
        assertTrue(fresh >= 100, "the shapes on a fresh instance keep half the cap: " + fresh);
        assertEquals(encoded.size(), encoded.stream().distinct().count(), "no scenario twice: " + encoded);
    }

    /** A tree whose reset walks the children add appends, beside six methods the PR left alone. */
    public static final class Tree {
        private final java.util.List<String> children = new java.util.ArrayList<>();
        private final java.util.Map<String, String> notes = new java.util.HashMap<>();

        public synchronized boolean add(String name) {
            return !children.contains(name) && children.add(name);
        }

        public int reset() {
            int walked = 0;
            for (String child : children) walked += child.length();
            return walked;
        }

        public synchronized void note(String key, String value) {
            notes.put(key, value);
        }

        public synchronized String read(String key) {
            return notes.get(key);
        }

        public synchronized int notes() {
            return notes.size();
        }

        public synchronized boolean forget(String key) {
            return notes.remove(key) != null;
        }

        public synchronized boolean has(String key) {
            return notes.containsKey(key);
        }

        public synchronized void clear() {
            notes.clear();
        }
    }

    /**
     * Two changed methods meet before any changed one meets an unchanged one, and on a grown structure too: add("a") in
     * place, then add("b") beside reset() (a walk cut by an append; on a fresh tree reset walks nothing, and add("a")
     * twice appends once).
     */
    @Test
    void twoChangedMethodsMeetFirstOnAStructureGrownOnAnotherKey() throws Exception {
        MethodChoice choice = new MethodChoice(
                List.of("add(java.lang.String)", "reset()"),
                List.of(),
                List.of(
                        "note(java.lang.String,java.lang.String)",
                        "read(java.lang.String)",
                        "notes()",
                        "forget(java.lang.String)",
                        "has(java.lang.String)",
                        "clear()"),
                Map.of(),
                Map.of(),
                false);
        Operations operations = Operations.of(Tree.class, Tree.class, Generators.NONE, choice);
        Class<?> opsClass =
                GeneratedOperations.define("Operations_SystematicScenariosTest_Tree", false, operations.ops());
        int add = index(operations, "add(java.lang.String)");
        int other = operations
                .ops()
                .indexOf(operations.other("add(java.lang.String)").orElseThrow());
        int reset = index(operations, "reset()");
        List<ExecutionScenario> scenarios = SystematicScenarios.of(operations, choice, Tree.class, opsClass, 200);
        List<String> encoded = scenarios.stream().map(ScenarioText::encode).toList();
        String grown = add + "/" + other + "|" + reset + "/";
        int at = java.util.stream.IntStream.range(0, encoded.size())
                .filter(i -> encoded.get(i).startsWith(grown))
                .findFirst()
                .orElse(-1);
        assertTrue(at >= 0, "add(a), then add(b) || reset(): " + encoded);
        java.util.Set<Integer> changed = java.util.Set.of(add, other, reset);
        int firstUnchanged = java.util.stream.IntStream.range(0, encoded.size())
                .filter(i -> !changed.containsAll(ScenarioText.parallelCalls(encoded.get(i))))
                .findFirst()
                .orElse(encoded.size());
        assertTrue(
                at < firstUnchanged, "before any pair with an unchanged method (" + firstUnchanged + "): " + encoded);
        assertEquals(encoded.size(), encoded.stream().distinct().count(), "no scenario twice: " + encoded);
    }

    @Test
    void twoStreamsAreTakenInTurnUntilBothEnd() {
        assertEquals(List.of(1, 10, 2, 20, 3, 4), SystematicScenarios.inTurn(List.of(1, 2, 3, 4), List.of(10, 20)));
    }
}
