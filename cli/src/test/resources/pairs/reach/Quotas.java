package pairs.reach;

/**
 * Per-tier quotas, each tier's limit in a table of the class read at the caller's index, as jackson-core's
 * BufferRecycler reads its buffer lengths: take(-1) and take(2^30) read past the table. Every call that changes
 * state holds the lock.
 */
public class Quotas {
    private static final int[] LIMITS = {2, 3};
    private final int[] taken = new int[LIMITS.length];

    /** The tier's next slot, from 1, or -1 when the tier is used up. */
    public synchronized int take(int tier) {
        int limit = LIMITS[tier];
        if (taken[tier] >= limit) return -1;
        return ++taken[tier];
    }

    public synchronized int taken(int tier) {
        return taken[tier];
    }
}
