package pairs.counter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/** Venice before PR #2672: ConcurrentHashMap.compute on a boxed count, floored at zero. */
public class ComputeCounters {
    private final ConcurrentMap<String, Integer> counters = new ConcurrentHashMap<>();
    private final AtomicInteger unmatched = new AtomicInteger();

    public void onSend(String instance) {
        counters.compute(instance, (k, v) -> v == null ? 1 : v + 1);
    }

    public void onComplete(String instance) {
        counters.compute(instance, (k, v) -> {
            if (v == null || v == 0) {
                unmatched.incrementAndGet();
                return 0;
            }
            return v - 1;
        });
    }

    public int pending(String instance) {
        return counters.getOrDefault(instance, 0);
    }

    public int unmatchedCompletions() {
        return unmatched.get();
    }

    public void retainLive(Set<String> liveInstances) {
        for (String instance : counters.keySet()) {
            if (!liveInstances.contains(instance)) counters.computeIfPresent(instance, (k, count) -> count == 0 ? null : count);
        }
    }
}
