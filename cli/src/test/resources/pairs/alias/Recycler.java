package pairs.alias;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One buffer of the standard size kept for reuse: give clears a buffer of that size and keeps it; take hands out the
 * kept one, emptying the slot in the same step, or a new one. Every buffer take answers reads the same by content.
 */
public class Recycler {
    static final int SIZE = 1;
    private final AtomicReference<char[]> kept = new AtomicReference<>();

    public char[] take() {
        char[] buffer = kept.getAndSet(null);
        return buffer != null ? buffer : new char[SIZE];
    }

    public void give(char[] buffer) {
        if (buffer.length != SIZE) return;
        Arrays.fill(buffer, '\0');
        kept.set(buffer);
    }
}
