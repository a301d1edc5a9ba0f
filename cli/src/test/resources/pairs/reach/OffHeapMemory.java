package pairs.reach;

import java.lang.reflect.Field;
import sun.misc.Unsafe;

/**
 * A long kept off the heap, read and written through {@code Unsafe} with no base object, in a class its users hold a
 * subclass of: Agrona's {@code UnsafeBuffer} inherits the reads of {@code AbstractMutableDirectBuffer} (corpus R02). The
 * engine's own code throws inside this class, while the object a call is made on is of the subclass.
 */
public abstract class OffHeapMemory {
    private static final Unsafe UNSAFE = unsafe();
    private final long address = UNSAFE.allocateMemory(8);

    protected OffHeapMemory() {
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
