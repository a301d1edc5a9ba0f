package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.lang.ref.WeakReference;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What a call answered is held for its run ({@link HeldAnswers}), in the sequential comparison and in a Lincheck
 * operation's call alike: a registry that holds what it hands out by weak references only, as log4j's logger registry
 * does (corpus R08), still lists it after the collector has run. Without the hold it forgets it, and the answer follows
 * the collector (the last test: the registry has teeth).
 */
class HeldAnswersTest {

    public interface Registry {
        Object named(String name);

        int live();
    }

    /** Holds the objects it hands out by weak references only. */
    public static final class WeakRegistry implements Registry {
        private final Map<String, WeakReference<Object>> byName = new HashMap<>();

        public synchronized Object named(String name) {
            WeakReference<Object> ref = byName.get(name);
            Object named = ref == null ? null : ref.get();
            if (named == null) byName.put(name, new WeakReference<>(named = new Object()));
            return named;
        }

        public synchronized int live() {
            return (int) byName.values().stream().filter(r -> r.get() != null).count();
        }
    }

    private final List<Operations.Op> ops = Operations.of(
                    Registry.class,
                    Registry.class,
                    Generators.NONE,
                    MethodChoice.all(Registry.class).chosen())
            .ops();
    private final Method[] methods =
            ops.stream().map(op -> op.on(Registry.class)).toArray(Method[]::new);
    private final int named = first("named");
    private final int live = first("live");

    HeldAnswersTest() throws BadInput {}

    @Test
    void aSequenceStillSeesWhatItsCallsWereGivenAfterACollection() {
        Registry registry = new WeakRegistry();
        HeldAnswers held = new HeldAnswers();
        sequential(registry, named, held);
        collect();
        assertEquals("1", sequential(registry, live, held));
        assertEquals(2, held.size(), "both answers held: the object named gave and the count live gave");
    }

    @Test
    void anOperationsCallStillSeesWhatItsCallsWereGivenAfterACollection() {
        DirectCall[] calls = new DirectCall[ops.size()];
        for (int i = 0; i < ops.size(); i++) calls[i] = DirectCall.of(methods[i]);
        DiffOperations.Role role =
                new DiffOperations.Role(null, ops, methods, calls, new Outcomes.Handle[ops.size()], null, Set.of());
        Registry registry = new WeakRegistry();
        GivenArrays arrays = new GivenArrays();
        HeldAnswers held = new HeldAnswers();
        Dispatch.call(role, Made.Objects.NONE, registry, named, arrays, held);
        collect();
        assertEquals("1", Dispatch.call(role, Made.Objects.NONE, registry, live, arrays, held));
    }

    @Test
    void withoutTheHoldTheRegistryForgetsWhatItGave() {
        Registry registry = new WeakRegistry();
        sequential(registry, named, new HeldAnswers());
        collect();
        assertEquals("0", sequential(registry, live, new HeldAnswers()));
    }

    private String sequential(Registry registry, int i, HeldAnswers held) {
        return Outcomes.call(registry, Made.Objects.NONE, ops.get(i), methods[i], null, null, false, held);
    }

    private int first(String method) {
        for (int i = 0; i < ops.size(); i++) if (ops.get(i).method().equals(method)) return i;
        throw new AssertionError("no call of " + method + " among " + ops);
    }

    /** Runs the collector until an object nothing holds is gone (a bounded number of tries), with it all that is weakly held. */
    private static void collect() {
        WeakReference<Object> heldByNothing = new WeakReference<>(new Object());
        for (int i = 0; i < 100 && heldByNothing.get() != null; i++) System.gc();
        assertNull(heldByNothing.get(), "the collector did not clear a weakly held object in 100 System.gc() calls");
    }
}
