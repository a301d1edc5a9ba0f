package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Calls on the handle a call returns ({@link HandleCalls#of}): what they are, and what they answer. */
class HandleCallsTest {

    public interface Handle {
        void increment();

        long count();

        Iterator<String> tags();
    }

    public interface Registry {
        Handle counter(String name);

        Registry self();

        String name();
    }

    public static final class Counters implements Registry {
        private final Map<String, Handle> counters = new HashMap<>();

        @Override
        public Handle counter(String name) {
            if (name.isEmpty()) return null;
            return counters.computeIfAbsent(name, n -> new Handle() {
                long n;

                public void increment() {
                    n++;
                }

                public long count() {
                    return n;
                }

                public Iterator<String> tags() {
                    return List.<String>of().iterator();
                }
            });
        }

        @Override
        public Registry self() {
            return this;
        }

        @Override
        public String name() {
            return "counters";
        }
    }

    private static Operations operations() throws BadInput {
        return Operations.of(
                Registry.class,
                Registry.class,
                Generators.NONE,
                MethodChoice.all(Registry.class).chosen());
    }

    @Test
    void aHandleMethodIsCalledOnceAfterTheTypicalCallThatReturnsIt() throws BadInput {
        List<String> chained = operations().ops().stream()
                .filter(op -> op.then() != null)
                .map(Operations.Op::toString)
                .toList();
        // Not tags(): an iterator is a view; not self(): a fluent call returns the API itself; not name(): a value.
        assertEquals(List.of("counter(\"a\").count()", "counter(\"a\").increment()"), chained);
    }

    @Test
    void aChainedCallAnswersWhatTheHandleAnswers() throws BadInput {
        Operations ops = operations();
        Operations.Op increment = ops.ops().stream()
                .filter(op -> op.toString().equals("counter(\"a\").increment()"))
                .findFirst()
                .orElseThrow();
        Operations.Op count = ops.ops().stream()
                .filter(op -> op.toString().equals("counter(\"a\").count()"))
                .findFirst()
                .orElseThrow();
        Counters target = new Counters();
        assertEquals("void", Outcomes.call(target, increment, increment.on(Registry.class)));
        assertEquals("void", Outcomes.call(target, increment, increment.on(Registry.class)));
        assertEquals("2", Outcomes.call(target, count, count.on(Registry.class)));
        assertEquals(
                List.of(
                        "counter(java.lang.String)",
                        "counter(java.lang.String).count()",
                        "counter(java.lang.String).increment()"),
                ops.withHandles(List.of("counter(java.lang.String)")));
    }

    @Test
    void aHandleThatIsNullIsTheAnswer() throws BadInput {
        Operations.Op head = operations().ops().stream()
                .filter(op -> op.toString().equals("counter(\"\")"))
                .findFirst()
                .orElseThrow();
        Operations.Op chained = new Operations.Op(
                head.method(),
                head.parameterTypes(),
                head.arguments(),
                new Operations.Op("count", List.of(), List.of()));
        assertEquals("null", Outcomes.call(new Counters(), chained, chained.on(Registry.class)));
    }
}
