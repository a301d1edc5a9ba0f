package pairs.giveback;

/**
 * The same, the slot read and then emptied in two steps: two allocs at once can both read the kept buffer before either
 * empties the slot, and both callers then write into one buffer. Only a buffer of the recycler's own size is handed out,
 * which no built-in array argument is.
 */
public class LooseSlotRecycler {
    static final int SIZE = 200;
    private final char[][] slots = new char[2][];

    public char[] alloc(int slot) {
        char[] buffer = slots[slot];
        if (buffer == null || buffer.length < SIZE) return new char[SIZE];
        slots[slot] = null;
        return buffer;
    }

    public void release(int slot, char[] buffer) {
        slots[slot] = buffer;
    }
}
