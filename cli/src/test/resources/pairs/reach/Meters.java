package pairs.reach;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/** A registry of counters by name, as a metrics library's: one counter a name, counted atomically. */
public class Meters {
    private final ConcurrentHashMap<String, Counter> counters = new ConcurrentHashMap<>();

    public Counter counter(String name) {
        return counters.computeIfAbsent(name, n -> new Counter() {
            private final AtomicLong count = new AtomicLong();

            @Override
            public void increment() {
                count.incrementAndGet();
            }

            @Override
            public long count() {
                return count.get();
            }
        });
    }

    public int size() {
        return counters.size();
    }
}
