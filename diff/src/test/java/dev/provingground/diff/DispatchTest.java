package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A Lincheck operation's call ({@link Dispatch}) answers, call for call, what a sequential call ({@link Outcomes#call})
 * answers: values, "void", exceptions, a walk that throws, a chained call, a call of four arguments, a call compared by
 * kind. And the steps model checking leaves unanalysed are the ones {@link Dispatch#applied} names.
 */
class DispatchTest {

    public interface Counter {
        void increment();

        long count();
    }

    public interface Shelf {
        void put(String item);

        int size();

        String joined(String a, String b, String c, String d);

        Iterator<String> items();

        Counter counter(String name);

        long stamp();

        void refuse();
    }

    public static final class ListShelf implements Shelf {
        private final List<String> items = new ArrayList<>();
        private final Map<String, Counter> counters = new HashMap<>();

        public void put(String item) {
            items.add(item);
        }

        public int size() {
            return items.size();
        }

        public String joined(String a, String b, String c, String d) {
            return a + b + c + d + items.size();
        }

        public Iterator<String> items() {
            Iterator<String> it = items.iterator();
            if (!items.isEmpty()) items.add("late"); // a walk of the answer throws
            return it;
        }

        public Counter counter(String name) {
            return counters.computeIfAbsent(name, n -> new Counter() {
                long n;

                public void increment() {
                    n++;
                }

                public long count() {
                    return n;
                }
            });
        }

        public long stamp() {
            return System.nanoTime();
        }

        public void refuse() {
            throw new IllegalStateException("refused");
        }
    }

    @Test
    void everyCallAnswersAsASequentialCallDoes() throws BadInput {
        List<Operations.Op> ops = Operations.of(
                        Shelf.class,
                        Shelf.class,
                        Generators.NONE,
                        MethodChoice.all(Shelf.class).chosen())
                .ops();
        Method[] methods = ops.stream().map(op -> op.on(Shelf.class)).toArray(Method[]::new);
        DirectCall[] calls = new DirectCall[ops.size()];
        Outcomes.Handle[] handles = new Outcomes.Handle[ops.size()];
        for (int i = 0; i < ops.size(); i++) {
            calls[i] = DirectCall.of(methods[i]);
            if (ops.get(i).then() == null) continue;
            Method m = ops.get(i).answering(Shelf.class);
            handles[i] = new Outcomes.Handle(m, DirectCall.of(m));
        }
        Set<String> byKind = Set.of("stamp()");
        DiffOperations.Role role = new DiffOperations.Role(null, ops, methods, calls, handles, null, byKind);
        Shelf dispatched = new ListShelf();
        Shelf called = new ListShelf();
        List<String> seen = new ArrayList<>();
        for (int round = 0; round < 2; round++) { // the second round on a shelf that holds items
            for (int i = 0; i < ops.size(); i++) {
                Operations.Op op = ops.get(i);
                String expected = Outcomes.call(
                        called,
                        Made.Objects.NONE,
                        op,
                        methods[i],
                        calls[i],
                        handles[i],
                        byKind.contains(op.signature()),
                        new HeldAnswers());
                String answer =
                        Dispatch.call(role, Made.Objects.NONE, dispatched, i, new GivenArrays(), new HeldAnswers());
                assertEquals(expected, answer, op.toString());
                seen.add(op + " = " + answer);
            }
        }
        String all = String.join("\n", seen);
        for (String kind : List.of(
                "void",
                "threw java.lang.IllegalStateException",
                "threw " + ConcurrentModificationException.class.getName(),
                "returned",
                "\"aaaa0\"")) assertTrue(all.contains(kind), kind + " among the answers:\n" + all);
        assertTrue(ops.stream().anyMatch(op -> op.then() != null), "a chained call among " + ops);
    }

    /** A rename of a step would leave it analysed, its reads switch points again, and no test would see it but this. */
    @Test
    void theUnanalysedStepsAreDispatchsOwnStaticMethods() {
        for (String step : List.of("prepare", "thrown", "answer")) {
            List<Method> named = java.util.Arrays.stream(Dispatch.class.getDeclaredMethods())
                    .filter(m -> m.getName().equals(step))
                    .toList();
            assertEquals(1, named.size(), step);
            assertTrue(Modifier.isStatic(named.get(0).getModifiers()), step);
        }
        assertEquals(
                List.of("answer", "prepare", "thrown"),
                java.util.Arrays.stream(Dispatch.class.getDeclaredMethods())
                        .filter(m -> Dispatch.UNANALYSED.contains(m.getName()))
                        .map(Method::getName)
                        .sorted()
                        .toList());
    }
}
