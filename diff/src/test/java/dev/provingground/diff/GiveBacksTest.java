package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;

/**
 * A recycler's own buffer given back to it ({@link GiveBacks}): the call that takes an array of the type
 * another method answers, made on that answer, as a set-up of the systematic scenarios and never raced.
 */
class GiveBacksTest {

    /** Hands out only a buffer of its own size: none of the built-in arrays (none, one or two items) comes back. */
    public static final class Recycler {
        private char[] kept;

        public char[] alloc(int slot) {
            char[] buffer = kept;
            kept = null;
            return buffer != null && buffer.length >= 200 ? buffer : new char[200];
        }

        public void release(int slot, char[] buffer) {
            kept = buffer;
        }
    }

    private static final String RELEASE = "release(int,[C)";
    private static final String ALLOC = "alloc(int)";

    private static Operations operations(MethodChoice choice) throws BadInput {
        return Operations.of(Recycler.class, Recycler.class, Generators.NONE, choice);
    }

    private static MethodChoice choice() {
        return new MethodChoice(List.of(ALLOC, RELEASE), List.of(), List.of(), Map.of(), Map.of(), false);
    }

    private static Operations.Op giveBack(Operations operations) {
        return operations.ops().stream()
                .filter(Operations.Op::givesBack)
                .findFirst()
                .orElseThrow();
    }

    @Test
    void theTakerIsCalledOnWhatTheMakerAnswers() throws BadInput {
        Operations operations = operations(choice());
        Operations.Op op = giveBack(operations);
        assertEquals("release(1, alloc(1))", op.toString());
        assertEquals(
                1, operations.ops().stream().filter(Operations.Op::givesBack).count());
        // never a pair's call: the representative and the acting call of release are built-in arrays
        assertFalse(operations.representative(RELEASE).orElseThrow().givesBack());
        assertFalse(operations.acting(RELEASE).orElseThrow().givesBack());

        Recycler recycler = new Recycler();
        Method release = op.on(Recycler.class);
        Object[] args = op.argumentsFor(release, Made.Objects.NONE, recycler);
        assertEquals(200, ((char[]) args[1]).length, "the recycler's own buffer");
        assertEquals("void", Outcomes.call(recycler, op, release));
        assertEquals(200, recycler.kept.length, "given back");
    }

    @Test
    void itIsASetUpOfTheSystematicPairsNotAnOperationOfRandomScenarios() throws Exception {
        Operations operations = operations(choice());
        int i = operations.ops().indexOf(giveBack(operations));
        Class<?> opsClass = GeneratedOperations.define("Operations_GiveBacksTest", false, operations.ops());
        assertNull(
                opsClass.getMethod(GeneratedOperations.name(operations.ops(), i))
                        .getAnnotation(Operation.class),
                "no random scenario draws it");
        assertTrue(opsClass.getMethod(GeneratedOperations.name(operations.ops(), 0))
                .isAnnotationPresent(Operation.class));

        List<ExecutionScenario> scenarios =
                SystematicScenarios.of(operations, choice(), Recycler.class, opsClass, 1000);
        List<String> encoded = scenarios.stream().map(ScenarioText::encode).toList();
        int alloc = operations.ops().indexOf(operations.representative(ALLOC).orElseThrow());
        String setUpThenTwoAllocs = i + "/" + alloc + "|" + alloc + "/";
        assertTrue(encoded.stream().anyMatch(e -> e.startsWith(setUpThenTwoAllocs)), encoded.toString());
        assertTrue(
                encoded.stream().noneMatch(e -> ScenarioText.parallelCalls(e).contains(i)), "never raced: " + encoded);
        // right after the simplest shape, before any thread makes two calls: model-checked before the run's bound
        int firstOnItsState = encoded.indexOf(
                encoded.stream().filter(e -> e.startsWith(i + "/")).findFirst().orElseThrow());
        int firstTwoCalls = encoded.indexOf(encoded.stream()
                .filter(e -> e.split("/", -1)[1].contains(","))
                .findFirst()
                .orElseThrow());
        assertTrue(firstOnItsState < firstTwoCalls, encoded.toString());
    }
}
