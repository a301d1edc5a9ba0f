package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.kotlinx.lincheck.execution.HBClock;
import org.jetbrains.kotlinx.lincheck.execution.ResultWithClock;
import org.jetbrains.kotlinx.lincheck.util.ValueResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A race met once is sought again as a race ({@link OwnAnswers}, {@link Linearizability#reproduces}): a run that
 * answers as the history did counts only when no sequential run of the specification explains it; sought as a history
 * ({@link Linearizability#produces}), any run that answers so counts. The specification's judgement here is a
 * counter's, one increment at a time, written out (Lincheck's own verifier needs its agent, which runs in the checks'
 * JVMs, not in this one).
 */
class SoughtAsARaceTest {

    /** The specification: one counter, one call at a time. */
    public static final class Counter {
        private int value;

        public int incrementAndGet() {
            return ++value;
        }
    }

    /** Linearizability by {@link Counter}: two increments, one after the other, answer 1 and 2. */
    private static final org.jetbrains.lincheck.datastructures.verifier.Verifier ONE_AT_A_TIME = (scenario, result) -> {
        List<String> answers = new java.util.ArrayList<>();
        ProducesHistory.History.of(result).threads().forEach(answers::addAll);
        return answers.stream().sorted().toList().equals(List.of("1", "2"));
    };

    @AfterEach
    void forget() {
        ProducesHistory.seek(null);
    }

    @Test
    void aHistoryNoSequentialRunGivesIsMetAsARace() throws Exception {
        ProducesHistory.History lost = history(1, 1); // two increments, both answered 1: an update lost
        ProducesHistory.seek(lost, true);
        assertFalse(verifier().verifyResults(bothIncrement(), result(1, 1)), "the lost update is met again as a race");
        assertTrue(verifier().verifyResults(bothIncrement(), result(1, 2)), "another history is not the one sought");
    }

    @Test
    void aHistoryASequentialRunGivesIsNoRaceThoughItIsMet() throws Exception {
        ProducesHistory.History inOrder = history(1, 2);
        ProducesHistory.seek(inOrder, true);
        assertTrue(
                verifier().verifyResults(bothIncrement(), result(1, 2)),
                "one increment after the other answers so: not a race, whatever the threads did");
        ProducesHistory.seek(inOrder, false);
        assertFalse(
                verifier().verifyResults(bothIncrement(), result(1, 2)),
                "sought as a history (another side's), any run that answers so counts");
    }

    private static ProducesHistory verifier() {
        return new ProducesHistory(ONE_AT_A_TIME);
    }

    private static ExecutionScenario bothIncrement() throws NoSuchMethodException {
        Actor increment =
                new Actor(Counter.class.getMethod("incrementAndGet"), List.of(), false, false, false, false, false);
        return new ExecutionScenario(List.of(), List.of(List.of(increment), List.of(increment)), List.of(), null);
    }

    private static ProducesHistory.History history(int first, int second) {
        return ProducesHistory.History.of(result(first, second));
    }

    private static ExecutionResult result(int first, int second) {
        return new ExecutionResult(List.of(), List.of(clocked(first), clocked(second)), List.of());
    }

    private static List<ResultWithClock> clocked(int answer) {
        return List.of(new ResultWithClock(new ValueResult(answer), new HBClock(new int[2])));
    }
}
