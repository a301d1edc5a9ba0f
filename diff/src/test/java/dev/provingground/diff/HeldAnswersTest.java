package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/**
 * What a run's calls answered stays reachable to the run's end ({@link HeldAnswers}): a class that keeps what it hands out
 * by weak reference answers a later call by its own state, never by what the garbage collector did between two calls.
 * The mechanism of corpus R08 (log4j's {@code LoggerContext}: "Non-determinism found", the side sent to real threads).
 */
class HeldAnswersTest {

    /** A registry that hands out an object a name makes, and keeps it only by weak reference. */
    public static final class WeakRegistry {
        private final Map<String, WeakReference<Object>> made = new ConcurrentHashMap<>();

        public Object get(String name) {
            WeakReference<Object> kept = made.get(name);
            Object o = kept == null ? null : kept.get();
            if (o == null) {
                o = new Object();
                made.put(name, new WeakReference<>(o));
            }
            return o;
        }

        /** How many of the objects handed out are still alive, after a collection. */
        public int live() {
            System.gc();
            return (int) made.values().stream().filter(r -> r.get() != null).count();
        }
    }

    @Test
    void aSequencesAnswersAreHeldToItsEnd() throws Exception {
        WeakRegistry registry = new WeakRegistry();
        HeldAnswers held = new HeldAnswers();
        Method get = WeakRegistry.class.getMethod("get", String.class);
        Method live = WeakRegistry.class.getMethod("live");
        Operations.Op getA = new Operations.Op("get", List.of("java.lang.String"), List.of("a"));
        Operations.Op liveNow = new Operations.Op("live", List.of(), List.of());
        Outcomes.call(registry, Made.Objects.NONE, getA, get, false, held);
        assertEquals("1", Outcomes.call(registry, Made.Objects.NONE, liveNow, live, false, held));
        assertEquals(2, held.size()); // the object, and live()'s own answer
    }

    @Test
    void aModelCheckedCallsAnswerIsHeldToItsRunsEnd() throws Exception {
        List<Operations.Op> ops = List.of(
                new Operations.Op("get", List.of("java.lang.String"), List.of("a")),
                new Operations.Op("live", List.of(), List.of()));
        Method[] methods = ops.stream().map(op -> op.on(WeakRegistry.class)).toArray(Method[]::new);
        DirectCall[] calls =
                java.util.Arrays.stream(methods).map(DirectCall::of).toArray(DirectCall[]::new);
        DiffOperations.Role role =
                new DiffOperations.Role(null, ops, methods, calls, new Outcomes.Handle[ops.size()], null, Set.of());
        WeakRegistry registry = new WeakRegistry();
        HeldAnswers held = new HeldAnswers();
        Dispatch.call(role, Made.Objects.NONE, registry, 0, new GivenArrays(), held);
        assertEquals("1", Dispatch.call(role, Made.Objects.NONE, registry, 1, new GivenArrays(), held));
    }

    @Test
    void noneHoldsNothing() {
        HeldAnswers.NONE.hold(new Object());
        assertEquals(0, HeldAnswers.NONE.size());
    }
}
