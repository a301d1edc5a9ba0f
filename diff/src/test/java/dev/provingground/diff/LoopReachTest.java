package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Operation;
import org.junit.jupiter.api.Test;

/**
 * How far past one loop the diff's model checking reaches (docs/findings.md, F31): a lost update just after a loop, in
 * both of two threads, under {@link LoopSwitches}. Once a loop runs as many turns as the setting, the engine switches its
 * thread out without a plan, and from that switch on it adds no switch point to its interleaving tree for the rest of the
 * invocation; only interleavings that plan a switch at each such forced one reach the code after the loop, and each of
 * them costs a level of the tree. So a lost update past a loop shorter than the setting is met within a few dozen
 * invocations, and one past a loop as long as the setting is not met within hundreds. The second test pins the engine's
 * limit: when a Lincheck upgrade makes it fail, the engine reaches further and F31's table (and the corpus) are to be
 * measured again.
 */
class LoopReachTest {

    /** The invocations the pairs' model checking gives one scenario, and more: the reach is not a matter of budget. */
    private static final int INVOCATIONS = 500;

    @Test
    void aLostUpdateJustPastALoopShorterThanTheSettingIsMet() {
        LincheckAssertionError failure = assertFails(ShortLoopThenLost.class);
        assertFalse(LincheckFailures.isHang(failure), failure.getMessage());
        ProducesHistory.History history = ProducesHistory.History.of(LincheckFailures.results(failure));
        assertEquals(
                List.of(List.of("0"), List.of("0")),
                history.threads(),
                "both threads read the counter before either wrote it");
        assertTrue(ShortLoopThenLost.made <= INVOCATIONS, "met only after " + ShortLoopThenLost.made + " test objects");
    }

    @Test
    void aLostUpdatePastALoopAsLongAsTheSettingIsOutOfReach() {
        try {
            check(LongLoopThenLost.class);
        } catch (LincheckAssertionError e) {
            fail("the engine now meets a race past a loop of " + LongLoopThenLost.TURNS
                    + " turns (F31's limit is gone): measure F31's table and the corpus again\n" + e.getMessage());
        }
        assertTrue(
                LongLoopThenLost.made >= INVOCATIONS,
                "the engine ran " + LongLoopThenLost.made + " test objects of the " + INVOCATIONS + " asked");
    }

    private static LincheckAssertionError assertFails(Class<?> fixture) {
        try {
            check(fixture);
        } catch (LincheckAssertionError e) {
            return e;
        }
        throw new AssertionError("model checking passed " + fixture.getSimpleName());
    }

    private static void check(Class<?> fixture) {
        LoopSwitches.applied(new ModelCheckingOptions())
                .iterations(1)
                .invocationsPerIteration(INVOCATIONS)
                .threads(2)
                .actorsPerThread(1)
                .actorsBefore(0)
                .actorsAfter(0)
                .check(fixture);
    }

    /** A loop of two turns fewer than the setting, then a read-modify-write that answers what it read. */
    public static final class ShortLoopThenLost {
        static final int TURNS = LoopSwitches.TURNS - 2;
        static int made;
        private final int[] table = new int[4 * LoopSwitches.TURNS];
        private int counter;

        public ShortLoopThenLost() {
            made++;
        }

        @Operation
        public int inc() {
            int sum = 0;
            for (int i = 0; i < TURNS; i++) sum += table[i];
            int read = counter;
            counter = read + 1 + sum;
            return read;
        }
    }

    /** The same after a loop as long as the setting: the engine switches the thread out at its last turn. */
    public static final class LongLoopThenLost {
        static final int TURNS = LoopSwitches.TURNS;
        static int made;
        private final int[] table = new int[4 * LoopSwitches.TURNS];
        private int counter;

        public LongLoopThenLost() {
            made++;
        }

        @Operation
        public int inc() {
            int sum = 0;
            for (int i = 0; i < TURNS; i++) sum += table[i];
            int read = counter;
            counter = read + 1 + sum;
            return read;
        }
    }
}
