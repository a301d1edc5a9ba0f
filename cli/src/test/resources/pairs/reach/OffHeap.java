package pairs.reach;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * A counter kept off the heap and read through {@code Unsafe} with no base object, as Agrona's {@code UnsafeBuffer} reads a
 * direct buffer (corpus R02, {@code ConcurrentCountersManager}). Each call is locked: nothing races. Under model
 * checking, Lincheck takes such a read for a static field's and looks the field up: the call answers
 * {@code NoSuchFieldException}, which no interleaving of the subject's code gives.
 */
public class OffHeap {
    private static final Unsafe UNSAFE = unsafe();
    private final long address = UNSAFE.allocateMemory(8);

    public OffHeap() {
        UNSAFE.putLong(null, address, 0L);
    }

    private static Unsafe unsafe() {
        try {
            Field f = Unsafe.class.getDeclaredField("theUnsafe");
            f.setAccessible(true);
            return (Unsafe) f.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public synchronized long add(int n) {
        long next = UNSAFE.getLong(null, address) + n;
        UNSAFE.putLong(null, address, next);
        return next;
    }

    public synchronized long get() {
        return UNSAFE.getLong(null, address);
    }
}
