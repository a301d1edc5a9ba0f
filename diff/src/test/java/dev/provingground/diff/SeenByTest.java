package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The pairs' observers chosen for what they see: a lost append that only the label's reader shows is read after the
 * pair, though four changed getters come first among the methods that answer a value (Agrona's counters manager, corpus
 * R02).
 */
class SeenByTest {

    public static final class Labels {
        private String label = "";
        private long deadline;
        private long registration;
        private int owner;
        private int key;

        public void append(String suffix) {
            label = label.concat(suffix);
        }

        public long deadline() {
            return deadline;
        }

        public long registration() {
            return registration;
        }

        public int owner() {
            return owner;
        }

        public int key() {
            return key;
        }

        public String label() {
            return label;
        }
    }

    private static final List<String> CHANGED =
            List.of("append(java.lang.String)", "deadline()", "key()", "owner()", "registration()");

    private static MethodChoice choice() {
        return new MethodChoice(CHANGED, List.of("label()"), List.of(), Map.of(), Map.of(), false);
    }

    @Test
    void theLabelsReaderSeesAnAppendAndNoGetterDoes() throws Exception {
        Operations operations = Operations.of(Labels.class, Labels.class, Generators.NONE, choice());
        List<Operations.Op> ops = operations.ops();
        Map<Integer, List<Integer>> seen =
                SeenBy.forPairs(operations, choice(), Labels.class, SeenByFixtures.builds(Labels.class));

        int append = index(ops, "append(java.lang.String)");
        assertEquals(List.of("label()"), signatures(seen.get(append), ops), SeenBy.words(seen, ops));
        assertEquals(1, seen.size(), "nothing else changes what a reader answers: " + SeenBy.words(seen, ops));
    }

    @Test
    void thePairOfTwoAppendsEndsWithTheLabelRead() throws Exception {
        Operations operations = Operations.of(Labels.class, Labels.class, Generators.NONE, choice());
        List<Operations.Op> ops = operations.ops();
        Class<?> opsClass = GeneratedOperations.define("Operations_SeenByTest", false, ops);
        int append = index(ops, "append(java.lang.String)");
        int label = index(ops, "label()");
        String pair = "/" + append + "|" + append + "/";

        List<String> before =
                SeenByFixtures.encoded(SystematicScenarios.of(operations, choice(), Labels.class, opsClass, 200));
        List<String> now = SeenByFixtures.encoded(SystematicScenarios.of(
                operations,
                choice(),
                Labels.class,
                opsClass,
                200,
                SeenBy.forPairs(operations, choice(), Labels.class, SeenByFixtures.builds(Labels.class))));

        String twoAppends =
                now.stream().filter(s -> s.startsWith(pair)).findFirst().orElseThrow();
        assertTrue(
                List.of(twoAppends.substring(pair.length()).split(",")).contains(Integer.toString(label)), twoAppends);
        assertFalse(
                before.stream()
                        .filter(s -> s.startsWith(pair))
                        .anyMatch(s ->
                                List.of(s.substring(pair.length()).split(",")).contains(Integer.toString(label))),
                "the first four that answer a value alone never read the label: " + before);
    }

    /**
     * Probed once in the sequential check's JVM, what was seen reaches each engine's JVM by the calls' text, where the
     * operations may be another list: a call left out since drops, and the rest are found by their text.
     */
    @Test
    void whatWasSeenTravelsByTheCallsTextToAnotherListOfTheSameCalls() throws Exception {
        Operations operations = Operations.of(Labels.class, Labels.class, Generators.NONE, choice());
        List<Operations.Op> ops = operations.ops();
        Map<Integer, List<Integer>> seen =
                SeenBy.forPairs(operations, choice(), Labels.class, SeenByFixtures.builds(Labels.class));
        String word = SeenBy.encode(SeenBy.byText(seen, ops));

        assertEquals(seen, SeenBy.indices(SeenBy.decode(word), ops, java.util.Set.of()), word);
        assertEquals(
                Map.of(),
                SeenBy.indices(SeenBy.decode(word), ops, java.util.Set.of("label()")),
                "a reader compared by kind sees nothing");
        List<Operations.Op> fewer =
                ops.stream().filter(op -> !op.signature().equals("deadline()")).toList();
        Map<Integer, List<Integer>> there = SeenBy.indices(SeenBy.decode(word), fewer, java.util.Set.of());
        int append = index(fewer, "append(java.lang.String)");
        assertEquals(List.of("label()"), signatures(there.get(append), fewer), there.toString());
    }

    private static int index(List<Operations.Op> ops, String signature) {
        for (int i = 0; i < ops.size(); i++) if (ops.get(i).signature().equals(signature)) return i;
        throw new AssertionError("no call of " + signature + " in " + ops);
    }

    private static List<String> signatures(List<Integer> calls, List<Operations.Op> ops) {
        return calls == null
                ? List.of()
                : calls.stream().map(i -> ops.get(i).signature()).toList();
    }
}
