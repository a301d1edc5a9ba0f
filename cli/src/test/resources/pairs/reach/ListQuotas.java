package pairs.reach;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * {@link Quotas} whose limits are in a JDK list, read at the caller's index: {@code CopyOnWriteArrayList.get} reads its
 * array before any check of the index, so take(-1) and take(2^30) read past an array of the JDK's. Every call that
 * changes state holds the lock.
 */
public class ListQuotas {
    private static final List<Integer> LIMITS = new CopyOnWriteArrayList<>(List.of(2, 3));
    private final int[] taken = new int[LIMITS.size()];

    /** The tier's next slot, from 1, or -1 when the tier is used up. */
    public synchronized int take(int tier) {
        int limit = LIMITS.get(tier);
        if (taken[tier] >= limit) return -1;
        return ++taken[tier];
    }

    public synchronized int taken(int tier) {
        return taken[tier];
    }
}
