package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A method called as compiled code calls it answers as through reflection: its value boxed, void as null, its own exception as itself. */
class DirectCallTest {

    public static final class Tally {
        private int n;

        public synchronized void add(int k) {
            n += k;
        }

        public synchronized int total() {
            return n;
        }

        public String name(String prefix, long id) {
            return prefix + id;
        }

        public void fail() {
            throw new UnsupportedOperationException("no");
        }
    }

    @Test
    void answersAsReflectionDoes() throws Throwable {
        Tally t = new Tally();
        assertNull(DirectCall.of(Tally.class.getMethod("add", int.class)).call(t, new Object[] {3}));
        assertEquals(3, DirectCall.of(Tally.class.getMethod("total")).call(t, new Object[0]));
        assertEquals(
                "a7",
                DirectCall.of(Tally.class.getMethod("name", String.class, long.class))
                        .call(t, new Object[] {"a", 7L}));
        assertThrows(
                UnsupportedOperationException.class,
                () -> DirectCall.of(Tally.class.getMethod("fail")).call(t, new Object[0]));
    }

    @Test
    void anOperationAnswersInTheSameWordsThroughIt() throws Exception {
        Operations.Op fail = new Operations.Op("fail", List.of(), List.of());
        var m = Tally.class.getMethod("fail");
        assertEquals(
                "threw java.lang.UnsupportedOperationException",
                Outcomes.call(new Tally(), Made.Objects.NONE, fail, m, DirectCall.of(m), false));
        assertEquals(
                Outcomes.call(new Tally(), fail, m),
                Outcomes.call(new Tally(), Made.Objects.NONE, fail, m, DirectCall.of(m), false));
    }
}
