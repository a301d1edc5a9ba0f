package pairs.giveback;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Buffers of its own size kept for reuse, one slot each of two kinds: release keeps what it is given; alloc hands out
 * the kept buffer, emptying the slot in the same step, when it is of the recycler's size, else a new one. A buffer
 * smaller than its size is never handed out again, so only a buffer alloc itself made can come back.
 */
public class SlotRecycler {
    static final int SIZE = 200;
    private final AtomicReferenceArray<char[]> slots = new AtomicReferenceArray<>(2);

    public char[] alloc(int slot) {
        char[] buffer = slots.getAndSet(slot, null);
        return buffer != null && buffer.length >= SIZE ? buffer : new char[SIZE];
    }

    public void release(int slot, char[] buffer) {
        slots.set(slot, buffer);
    }
}
