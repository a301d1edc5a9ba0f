package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The sequential check's probe of calls that never return ({@link BoundedCalls}): a reactive type hands out thirty
 * handles whose {@code blockingGet()} waits for a value a fresh subject never has. Waited out one after another, the
 * probe alone would cost thirty bounds a side (30 s at half a second), past the check's own bound of 20 s, and the
 * check would end HUNG with no verdict; each waiting call is left to wait while the next run, so the probe costs one
 * bound, and every such call is named a blocking call.
 */
class BlockingHandlesTest {

    /** What a handle gives: a value it waits for. */
    public interface Single {
        String blockingGet() throws InterruptedException;
    }

    /** A subject with no value yet: every handle's {@code blockingGet()} waits. */
    public static final class Subject {
        private final CountDownLatch valued = new CountDownLatch(1);
        private volatile String value = "";

        private final Single single = () -> {
            valued.await();
            return value;
        };

        public void onNext(String v) {
            value = v;
        }

        public String peek() {
            return value;
        }

        public Single first0() {
            return single;
        }

        public Single first1() {
            return single;
        }

        public Single first2() {
            return single;
        }

        public Single first3() {
            return single;
        }

        public Single first4() {
            return single;
        }

        public Single first5() {
            return single;
        }

        public Single first6() {
            return single;
        }

        public Single first7() {
            return single;
        }

        public Single first8() {
            return single;
        }

        public Single first9() {
            return single;
        }

        public Single first10() {
            return single;
        }

        public Single first11() {
            return single;
        }

        public Single first12() {
            return single;
        }

        public Single first13() {
            return single;
        }

        public Single first14() {
            return single;
        }

        public Single first15() {
            return single;
        }

        public Single first16() {
            return single;
        }

        public Single first17() {
            return single;
        }

        public Single first18() {
            return single;
        }

        public Single first19() {
            return single;
        }

        public Single first20() {
            return single;
        }

        public Single first21() {
            return single;
        }

        public Single first22() {
            return single;
        }

        public Single first23() {
            return single;
        }

        public Single first24() {
            return single;
        }

        public Single first25() {
            return single;
        }

        public Single first26() {
            return single;
        }

        public Single first27() {
            return single;
        }

        public Single first28() {
            return single;
        }

        public Single first29() {
            return single;
        }
    }

    @Test
    void manyBlockingCallsCostOneBoundNotOneEach() throws BadInput {
        OneClassSides sides = OneClassSides.of(Subject.class);
        Operations ops = sides.operations();
        SequentialEquivalence check =
                new SequentialEquivalence(sides.before(), Subject.class, sides.after(), Subject.class, 500, Set.of());

        SequentialEquivalence.Outcome outcome = check.bounded(ops.ops(), 1, 50, 4, 20);

        assertFalse(outcome.hung(), outcome.stuck());
        assertEquals(Optional.empty(), outcome.difference());
        Set<String> blocking =
                outcome.blocking().stream().map(Operations.Op::toString).collect(Collectors.toSet());
        assertEquals(30, blocking.size(), () -> "blocking calls: " + blocking);
        assertTrue(blocking.contains("first0().blockingGet()"), () -> "blocking calls: " + blocking);
    }
}
