package pairs.reach;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** {@link ListQuotas} whose take holds no lock: two takes of one tier both hand out slot 1. */
public class LooseListQuotas {
    private static final List<Integer> LIMITS = new CopyOnWriteArrayList<>(List.of(2, 3));
    private final int[] taken = new int[LIMITS.size()];

    public int take(int tier) {
        int limit = LIMITS.get(tier);
        if (taken[tier] >= limit) return -1;
        return ++taken[tier];
    }

    public synchronized int taken(int tier) {
        return taken[tier];
    }
}
