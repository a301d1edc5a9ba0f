package pairs.reach;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * A long kept off the heap, read and written through {@code Unsafe} with no base object, as Agrona's {@code UnsafeBuffer}
 * reads a direct buffer (corpus R02). Under model checking, Lincheck takes such an access for a static field's and
 * looks the field up: inside this class, the engine's own code throws.
 */
public class OffHeapCell {
    private static final Unsafe UNSAFE = unsafe();
    private final long address = UNSAFE.allocateMemory(8);

    public OffHeapCell() {
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

    public long get() {
        return UNSAFE.getLongVolatile(null, address);
    }

    public void put(long value) {
        UNSAFE.putLongVolatile(null, address, value);
    }
}
