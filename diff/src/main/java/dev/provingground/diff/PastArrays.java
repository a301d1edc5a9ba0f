package dev.provingground.diff;

/**
 * The calls whose answer was the JVM's bounds check of an array access, watched in the sequential check's JVM: the
 * calls Lincheck's model checking cannot make (docs/findings.md, F14), left out of the concurrent checks ({@link
 * ChoiceAfterSequential}).
 */
final class PastArrays {

    private PastArrays() {}

    /**
     * The calls that threw {@link ArrayIndexOutOfBoundsException} from an array access itself, not from a check of the
     * index before it ({@code CopyOnWriteArrayList.get(0)} on an empty list reads its array; an index past a table of the
     * subject's own, as jackson-core's {@code BufferRecycler} reads its buffer lengths at the caller's index, is checked
     * first since {@link ArrayBounds}), kept while {@link
     * #watched} is set: the sequential check's JVM, never the engines'. Lincheck's model checking (3.6, 3.7) cannot
     * make such a call: its memory snapshot reads, and later restores, the element through {@code Unsafe} before the
     * JVM's bounds check ({@code SnapshotTracker.trackArrayCell}), outside the array, and the JVM crashes (SIGSEGV in
     * {@code readArrayElementViaUnsafe}) or its heap is written past an array. So such a call is left out of the
     * concurrent checks, said so (docs/findings.md, F14).
     */
    static final java.util.Set<Operations.Op> CALLS = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Whether {@link #CALLS} is kept in this JVM. */
    static volatile boolean watched;

    /**
     * Whether {@code t} is the JVM's bounds check of an array access: an {@link ArrayIndexOutOfBoundsException} not thrown
     * by a check of the index first ({@code Objects.checkIndex}, whose exceptions come from {@code Preconditions}; the
     * {@link ArrayBounds} check written before each array access of the subject's own code, so that only a JDK class's
     * array is ever read past).
     */
    static boolean readsPastAnArray(Throwable t) {
        if (!(t instanceof ArrayIndexOutOfBoundsException)) return false;
        StackTraceElement[] at = t.getStackTrace();
        if (at.length == 0) return true;
        String where = at[0].getClassName();
        return !(where.equals("jdk.internal.util.Preconditions")
                || where.equals("java.util.Objects")
                || where.equals(ArrayBounds.class.getName()));
    }

    static void note(Operations.Op op, Throwable t) {
        if (watched && readsPastAnArray(t)) CALLS.add(op);
    }
}
