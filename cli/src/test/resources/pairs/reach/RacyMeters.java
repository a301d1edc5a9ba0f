package pairs.reach;

import java.util.concurrent.ConcurrentHashMap;

/**
 * {@link Meters} whose counters count with a read and a write, unlocked: two increments of one counter at once can
 * count one. The registry's own methods are as sound as before; the race is in the handle it returns.
 */
public class RacyMeters {
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public Counter counter(String name) {
        return counters.computeIfAbsent(name, n -> new Counter() {
            private volatile long count;

            @Override
            public void increment() {
                count = count + 1;
            }

            @Override
            public long count() {
                return count;
            }
        });
    }

    public int size() {
        return counters.size();
    }
}
