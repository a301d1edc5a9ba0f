package pairs.alias;

import java.util.Arrays;

/**
 * The same, the slot read and then emptied in two steps: two takes at once can both read the kept buffer before either
 * empties the slot, and both callers then write into one buffer. By content they answer what two new buffers would.
 */
public class LooseRecycler {
    static final int SIZE = 1;
    private volatile char[] kept;

    public char[] take() {
        char[] buffer = kept;
        if (buffer == null) return new char[SIZE];
        kept = null;
        return buffer;
    }

    public void give(char[] buffer) {
        if (buffer.length != SIZE) return;
        Arrays.fill(buffer, '\0');
        kept = buffer;
    }
}
