package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Two classes that answer alike are seen alike: an object that is no value is the API's return type. */
class OutcomesTest {

    public interface Counted {
        Counted retain();

        List<Integer> counts();
    }

    public static final class Before implements Counted {
        public Counted retain() {
            return this;
        }

        public List<Integer> counts() {
            return List.of(1, 2);
        }
    }

    public static final class After implements Counted {
        public Counted retain() {
            return this;
        }

        public List<Integer> counts() {
            return List.of(1, 2);
        }
    }

    @Test
    void anObjectThatIsNoValueIsTheKindTheApiDeclares() throws Exception {
        Operations.Op retain = new Operations.Op("retain", List.of(), List.of());
        assertEquals("a Counted", Outcomes.call(new Before(), retain, Before.class.getMethod("retain")));
        assertEquals("a Counted", Outcomes.call(new After(), retain, After.class.getMethod("retain")));
    }

    @Test
    void aValueIsItself() throws Exception {
        Operations.Op counts = new Operations.Op("counts", List.of(), List.of());
        assertEquals("[1, 2]", Outcomes.call(new After(), counts, After.class.getMethod("counts")));
    }

    /** A buffer of 2^20 bytes answers its first items and how many there are: an answer is never larger than the heap (R09). */
    @Test
    void aLongArrayAnswersItsFirstItemsAndItsLength() throws Exception {
        Operations.Op buffer = new Operations.Op("buffer", List.of(), List.of());
        Object target = new Object() {
            public byte[] buffer() {
                return new byte[1 << 20];
            }
        };
        String answer = Outcomes.call(target, buffer, target.getClass().getMethod("buffer"));
        assertEquals("[0 x" + Outcomes.SHOWN + ", ... 1048576 items]", answer);
    }

    /**
     * An iterable that allocates its buffer when walked ran out of heap in the call (its walk is the call's, as its caller
     * would make it), not in the harness: the call answers so, and is left out of the concurrent checks, instead of the
     * whole sequential check failing with no verdict (RxJava's {@code blockingIterable(int)}, corpus R17).
     */
    @Test
    void aWalkThatRunsOutOfHeapIsTheCallsAnswer() throws Exception {
        Operations.Op window = new Operations.Op("window", List.of("int"), List.of(Integer.MAX_VALUE - 1));
        Object target = new Object() {
            public Iterable<Object> window(int size) {
                return () -> java.util.Arrays.asList(new Object[size]).iterator();
            }
        };
        String answer = Outcomes.call(target, window, target.getClass().getMethod("window", int.class));
        assertEquals(true, answer.startsWith(Outcomes.OUT_OF_HEAP), answer);
    }

    /**
     * A run of equal items reads as one with its count, a control character by its code: a recycler's buffer of zeros is
     * one item, not a page; two arrays still answer alike exactly when their items are alike.
     */
    @Test
    void equalItemsInARowAreShownOnceWithTheirCount() {
        assertEquals("[\\u0000 x200]", Outcomes.show(new char[200]));
        assertEquals("[0, 0, 0, 0, 0, 0, 0]", Outcomes.show(new int[7]));
        int[] oneDiffers = new int[9];
        oneDiffers[8] = 1;
        assertEquals("[0 x8, 1]", Outcomes.show(oneDiffers));
        assertEquals("[1, 0 x8]", Outcomes.show(new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0}));
    }

    /** A class name in an answer is the same name on both sides: the before build's relocation prefix is not part of it. */
    @Test
    void aRelocatedClassNameInAnAnswerIsItsBuildsName() throws Exception {
        Operations.Op name = new Operations.Op("name", List.of(), List.of());
        Object relocated = new Object() {
            public java.util.Map<String, String> name() {
                return java.util.Map.of(
                        "BARE",
                        Relocation.PREFIX + "ch.qos.Converter",
                        "path",
                        Relocation.PREFIX.replace('.', '/') + "ch/qos/x");
            }
        };
        assertEquals(
                "{\"BARE\"=\"ch.qos.Converter\", \"path\"=\"ch/qos/x\"}",
                Outcomes.call(relocated, name, relocated.getClass().getMethod("name")));
    }

    private static Throwable thrown(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError("did not throw");
    }

    /**
     * An index past an array that the array access itself rejects (a table of the class, CopyOnWriteArrayList's array)
     * is the access Lincheck's model checking makes before the JVM's check (F14); an index rejected by a check first is
     * not.
     */
    @Test
    void anArrayReadPastItsEndIsToldFromAnIndexChecked() {
        int[] table = {1, 2};
        int[] at = {2};
        assertTrue(PastArrays.readsPastAnArray(thrown(() -> System.out.print(table[at[0]]))));
        assertTrue(PastArrays.readsPastAnArray(
                thrown(() -> new java.util.concurrent.CopyOnWriteArrayList<Integer>().get(0))));
        assertFalse(PastArrays.readsPastAnArray(thrown(() -> new java.util.ArrayList<Integer>().get(0))));
        assertFalse(PastArrays.readsPastAnArray(thrown(() -> List.of(1).get(3))));
        assertFalse(PastArrays.readsPastAnArray(thrown(() -> {
            throw new IllegalStateException();
        })));
    }
}
