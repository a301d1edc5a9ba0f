package pairs.reach;

/** {@link Quotas} whose take holds no lock: two takes of one tier both hand out slot 1. */
public class LooseQuotas {
    private static final int[] LIMITS = {2, 3};
    private final int[] taken = new int[LIMITS.length];

    public int take(int tier) {
        int limit = LIMITS[tier];
        if (taken[tier] >= limit) return -1;
        return ++taken[tier];
    }

    public synchronized int taken(int tier) {
        return taken[tier];
    }
}
