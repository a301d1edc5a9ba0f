package dev.provingground.counter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PR's code (Venice #2672): one AtomicInteger per instance, created once by
 * {@code computeIfAbsent}, then updated without the map's lock; the decrement floors at zero in one
 * atomic {@code getAndUpdate}. Eviction is upstream's, ported to the atomic map: drop a counter whose
 * value is zero.
 *
 * <p>Finding (docs/findings.md, F1): {@code onSend} increments a counter it looked up earlier; eviction
 * can remove that counter in between, and the increment lands on a counter nobody will read again.
 */
public class AtomicFloorCounters implements PendingRequestCounters {

    protected final ConcurrentMap<String, AtomicInteger> counters = new ConcurrentHashMap<>();
    protected final int blockThreshold;
    protected final UnmatchedCompletionReporter reporter;

    public AtomicFloorCounters(CounterSetup setup) {
        this.blockThreshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public void onSend(String instance) {
        counters.computeIfAbsent(instance, k -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter == null) { // upstream: "counter doesn't exist"
            reporter.unmatchedCompletion(instance);
            return;
        }
        int previous = counter.getAndUpdate(v -> Math.max(0, v - 1));
        if (previous == 0) { // upstream: "counter is 0"
            reporter.unmatchedCompletion(instance);
        }
    }

    @Override
    public int pending(String instance) {
        AtomicInteger counter = counters.get(instance);
        return counter == null ? 0 : counter.get();
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
        for (String instance : counters.keySet()) {
            if (!liveInstances.contains(instance)) {
                counters.computeIfPresent(instance, (k, counter) -> counter.get() == 0 ? null : counter);
            }
        }
    }
}
