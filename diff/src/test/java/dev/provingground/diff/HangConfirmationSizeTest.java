package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicInteger;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.StressOptions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A hang's confirmation inside the model checking of the pairs is sized to what is left of their net, so the real
 * threads' half of the side stays theirs: on log4j's {@code LoggerContext} (corpus R08) an unsized confirmation, a
 * thousand slow real runs of a pair with {@code close()}, took that half, and the pairs on real threads, which meet the
 * race, were cut at the side's bound. With nothing left of the cap only the timed slice runs; with no cap every
 * invocation asked runs. Counted by the test objects made (one an invocation), not by the clock. In a JVM of its own
 * (diff/pom.xml, tag own-jvm): Lincheck's stress runs re-transform every class loaded since the last one, one at a
 * time, and after the model-checking tests that took minutes.
 */
@Tag("own-jvm")
class HangConfirmationSizeTest {

    @BeforeEach
    @AfterEach
    void noSideDeadline() {
        SideDeadline.endingIn(-1, 300);
        Counter.made.set(0);
    }

    @Test
    void withNothingLeftOfItsCapOnlyTheTimedSliceRuns() throws Throwable {
        SizedStress.Ran ran = SizedStress.run(options(), 1_000_000, Counter.class, "the hang's confirmation", 0, 0);
        assertEquals(SizedStress.PROBE, ran.ran(), ran.words());
        assertTrue(
                Counter.made.get() < 10 * SizedStress.PROBE,
                Counter.made.get() + " test objects made for a slice of " + SizedStress.PROBE);
    }

    @Test
    void withNoCapEveryInvocationAskedRuns() throws Throwable {
        SizedStress.Ran ran =
                SizedStress.run(options(), 3 * SizedStress.PROBE, Counter.class, "a replay", 0, SideDeadline.NONE);
        assertTrue(ran.whole(), ran.words());
        assertTrue(Counter.made.get() >= 3 * SizedStress.PROBE, Counter.made.get() + " test objects made");
    }

    @Test
    void itsWordsSayHowFewRan() {
        var sized = new HangConfirmation(false, null, 140, 1_000);
        assertEquals("140 of 1000 invocations, sized to the net", sized.words("the net"));
        assertEquals("1000 invocations", new HangConfirmation(false, null, 1_000, 1_000).words("the net"));
    }

    private static StressOptions options() {
        StressOptions o = new StressOptions();
        o.iterations(1).threads(2).actorsPerThread(1).actorsBefore(0).actorsAfter(0);
        return o;
    }

    /** A sound counter: what is measured is how many invocations ran. */
    public static final class Counter {
        static final AtomicInteger made = new AtomicInteger();
        private final AtomicInteger value = new AtomicInteger();

        public Counter() {
            made.incrementAndGet();
        }

        @Operation
        public int inc() {
            return value.incrementAndGet();
        }
    }
}
