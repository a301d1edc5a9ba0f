package dev.provingground.diff;

/**
 * The bounds check each array access of a subject's own code makes first in the checks' JVMs, written into its class
 * files by {@link BoundsChecks}: it throws what the JVM's own check would, {@link ArrayIndexOutOfBoundsException} with
 * the JVM's words, but before the access itself, where Lincheck's model checking reads the element to snapshot it with
 * no bounds check of its own and crashes its JVM or writes past the array (docs/findings.md, F14). So a call that reads
 * or writes past an array of the subject's is made in every check; only a read past a JDK class's array ({@code
 * CopyOnWriteArrayList.get} on an empty list), whose code is not rewritten, is still left out ({@link
 * PastArrays#readsPastAnArray}). Its frame, first in the exception's stack, says that the check was made here.
 */
public final class ArrayBounds {

    private ArrayBounds() {}

    /**
     * Throws the JVM's exception when {@code index} is outside {@code array}; nothing when {@code array} is null, whose
     * access throws the JVM's own NullPointerException right after.
     */
    public static void check(Object array, int index) {
        if (array == null) return;
        int length = java.lang.reflect.Array.getLength(array);
        if (index < 0 || index >= length)
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + length);
    }
}
