package pairs.counter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Venice PR #2672: an AtomicInteger per instance, floored at zero; eviction drops a counter at zero. */
public class AtomicFloorCounters {
    private final ConcurrentMap<String, AtomicInteger> counters = new ConcurrentHashMap<>();
    private final AtomicInteger unmatched = new AtomicInteger();

    public void onSend(String instance) {
        counters.computeIfAbsent(instance, k -> new AtomicInteger()).incrementAndGet();
    }

    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter == null) {
            unmatched.incrementAndGet();
            return;
        }
        if (counter.getAndUpdate(v -> Math.max(0, v - 1)) == 0) unmatched.incrementAndGet();
    }

    public int pending(String instance) {
        AtomicInteger counter = counters.get(instance);
        return counter == null ? 0 : counter.get();
    }

    public int unmatchedCompletions() {
        return unmatched.get();
    }

    public void retainLive(Set<String> liveInstances) {
        for (String instance : counters.keySet()) {
            if (!liveInstances.contains(instance)) counters.computeIfPresent(instance, (k, c) -> c.get() == 0 ? null : c);
        }
    }
}
