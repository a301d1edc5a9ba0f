package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;

/**
 * The sequential check makes both sides' calls at once ({@link BoundedCalls#answersOnBoth}): a call that returns on
 * neither side costs its bound once, not once a side. Shown without a clock: each side's call waits for a partner on
 * the other side, and answers "met" only when the two calls are made at once, "alone" when its wait for one ends.
 */
class BothSidesAtOnceTest {

    /** Shared by both sides here (one class, one loader): the calls of the two sides meet in it. */
    private static final Exchanger<String> MEETING = new Exchanger<>();

    /** A subject whose one call waits for the other side's. */
    public static final class Subject {
        public String meet() throws InterruptedException {
            try {
                return MEETING.exchange("here", 20, TimeUnit.SECONDS).equals("here") ? "met" : "?";
            } catch (TimeoutException alone) {
                return "alone";
            }
        }
    }

    @Test
    void bothSidesCallsAreMadeAtOnce() throws BadInput {
        OneClassSides sides = OneClassSides.of(Subject.class);
        BoundedCalls calls = new BoundedCalls(60_000, Set.of());

        BoundedCalls.Both answers = calls.answersOnBoth(
                sides.before(),
                Subject.class,
                sides.after(),
                Subject.class,
                sides.operations().ops());

        assertEquals(List.of("\"met\""), answers.before(), "the before side's call met the after side's");
        assertEquals(List.of("\"met\""), answers.after(), "the after side's call met the before side's");
    }
}
