package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.kotlinx.lincheck.execution.HBClock;
import org.jetbrains.kotlinx.lincheck.execution.ResultWithClock;
import org.jetbrains.kotlinx.lincheck.util.ValueResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A call that threw in a history both builds give is a failure both builds have: every history in which a call of the
 * same method throws an exception of the same kind is looked past, not that one history only (corpus R22's shape,
 * fixture pairs.shared.Index -> LooseIndex).
 */
class SharedFailureTest {

    private static final String NPE = "threw java.lang.NullPointerException";

    private final List<Operations.Op> ops = List.of(
            new Operations.Op("add", List.of("java.lang.String"), List.of("a")),
            new Operations.Op("add", List.of("java.lang.String"), List.of("b")),
            new Operations.Op("remove", List.of("java.lang.String"), List.of("a")),
            new Operations.Op("find", List.of("java.lang.String"), List.of("a")));

    @AfterEach
    void forget() {
        KnownHistories.failing = Set.of();
    }

    @Test
    void aCallThatThrewInTheThreadsOrAfterThemIsAFailureOfItsMethodAndKind() {
        ProducesHistory.History shared = new ProducesHistory.History(
                List.of(NPE), // a set-up call's exception is no race: one call at a time gives it
                List.of(List.of("threw java.lang.ArrayIndexOutOfBoundsException"), List.of("true")),
                List.of("false", "threw java.lang.IllegalStateException" + Thrown.BY_THE_ENGINE + ")"));
        List<String> failures =
                KnownHistories.failures(List.of(KnownHistories.entry("1/0|2/3,1", shared.encode())), ops).stream()
                        .map(Object::toString)
                        .toList();
        assertEquals(List.of("add threw java.lang.IndexOutOfBoundsException beside remove"), failures);
    }

    @Test
    void aHistoryInWhichTheSameMethodThrowsTheSameKindBesideTheSameMethodsIsLookedPastAndAnyOtherJudged()
            throws Exception {
        KnownHistories.failing =
                Set.of(new KnownHistories.Failure("add", NPE, new java.util.TreeSet<>(List.of("remove"))));
        Class<?> operations = GeneratedOperations.define("Operations_shared", false, ops);
        ExecutionScenario addBesideRemove = scenario(operations, List.of(1), List.of(2), List.of(3));
        assertTrue(KnownHistories.failsAsBothBuildsDo(addBesideRemove, result(List.of(NPE), List.of("true"), "false")));
        assertFalse(
                KnownHistories.failsAsBothBuildsDo(addBesideRemove, result(List.of("true"), List.of(NPE), "false")),
                "remove throwing is not add's failure");
        assertFalse(
                KnownHistories.failsAsBothBuildsDo(
                        addBesideRemove,
                        result(List.of("true"), List.of("true"), "threw java.lang.IllegalStateException")),
                "another kind is another failure");
        assertTrue(
                KnownHistories.failsAsBothBuildsDo(
                        scenario(operations, List.of(1), List.of(3, 2), List.of()),
                        result(List.of(NPE), List.of("false", "true"))),
                "add throwing beside remove and find is add throwing beside remove");
        assertFalse(
                KnownHistories.failsAsBothBuildsDo(
                        scenario(operations, List.of(1), List.of(3), List.of()), result(List.of(NPE), List.of("true"))),
                "add throwing beside find alone is another failure");
    }

    private ExecutionScenario scenario(
            Class<?> operations, List<Integer> first, List<Integer> second, List<Integer> then)
            throws NoSuchMethodException {
        return new ExecutionScenario(
                List.of(actor(operations, 0)),
                List.of(actors(operations, first), actors(operations, second)),
                actors(operations, then),
                null);
    }

    private List<Actor> actors(Class<?> operations, List<Integer> calls) throws NoSuchMethodException {
        List<Actor> out = new java.util.ArrayList<>();
        for (int i : calls) out.add(actor(operations, i));
        return out;
    }

    private Actor actor(Class<?> operations, int i) throws NoSuchMethodException {
        return SystematicScenarios.actor(operations, ops, i);
    }

    /** A Lincheck result of the two threads' answers and those after them, in the verifier's words. */
    private static ProducesHistory.History result(List<String> first, List<String> second, String... then) {
        return ProducesHistory.History.of(new ExecutionResult(
                List.of(new ValueResult("true")),
                List.of(clocked(first), clocked(second)),
                java.util.Arrays.stream(then).map(ValueResult::new).toList()));
    }

    private static List<ResultWithClock> clocked(List<String> answers) {
        return answers.stream()
                .map(a -> new ResultWithClock(new ValueResult(a), new HBClock(new int[2])))
                .toList();
    }
}
