package dev.provingground.counter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PR's optimization, repaired (finding F1): eviction first retires an idle counter with one CAS
 * (0 to {@link #RETIRED}) and only then removes it from the map. A sender that finds its counter
 * retired helps remove it and retries on a fresh one, so no increment lands on a dropped counter.
 * The hot path keeps the PR's point: no map lock and no allocation per update.
 *
 * <p>The known-bad counter subjects extend this class and change one method each, so each breaks
 * exactly the property its catalog entry names.
 */
public class RetiringAtomicCounters implements PendingRequestCounters {

    /** The value of a counter eviction has claimed; it is never incremented again. */
    protected static final int RETIRED = Integer.MIN_VALUE;

    protected final ConcurrentMap<String, AtomicInteger> counters = new ConcurrentHashMap<>();
    protected final int blockThreshold;
    protected final UnmatchedCompletionReporter reporter;

    public RetiringAtomicCounters(CounterSetup setup) {
        this.blockThreshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public void onSend(String instance) {
        while (true) {
            AtomicInteger counter = counters.computeIfAbsent(instance, k -> new AtomicInteger());
            int previous = counter.getAndUpdate(v -> v == RETIRED ? RETIRED : v + 1);
            if (previous != RETIRED) return;
            counters.remove(instance, counter); // help the evictor, then retry on a fresh counter
        }
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter == null) {
            reporter.unmatchedCompletion(instance);
            return;
        }
        int previous = counter.getAndUpdate(v -> v > 0 ? v - 1 : v);
        if (previous <= 0) { // zero, or retired: either way no send is waiting for this completion
            reporter.unmatchedCompletion(instance);
        }
    }

    @Override
    public int pending(String instance) {
        AtomicInteger counter = counters.get(instance);
        int count = counter == null ? 0 : counter.get();
        return count == RETIRED ? 0 : count;
    }

    @Override
    public boolean isBlocked(String instance) {
        return pending(instance) >= blockThreshold;
    }

    @Override
    public int blockedInstanceCount() {
        int blocked = 0;
        for (AtomicInteger counter : counters.values()) {
            if (counter.get() >= blockThreshold) blocked++;
        }
        return blocked;
    }

    @Override
    public void retainLive(Set<String> liveInstances) {
        for (var entry : counters.entrySet()) {
            AtomicInteger counter = entry.getValue();
            if (!liveInstances.contains(entry.getKey()) && counter.compareAndSet(0, RETIRED)) {
                counters.remove(entry.getKey(), counter);
            }
        }
    }
}
