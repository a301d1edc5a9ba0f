package dev.provingground.counter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Before the PR (what upstream runs today): boxed {@code Integer} counts in a ConcurrentHashMap, every
 * update under {@code compute}, so each update holds the bin lock and, once a count passes 127, boxes
 * a new Integer (16 B).
 */
public class ComputeCounters implements PendingRequestCounters {

    protected final ConcurrentMap<String, Integer> counters = new ConcurrentHashMap<>();
    protected final int blockThreshold;
    protected final UnmatchedCompletionReporter reporter;

    public ComputeCounters(CounterSetup setup) {
        this.blockThreshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public void onSend(String instance) {
        counters.compute(instance, (k, v) -> v == null ? 1 : v + 1);
    }

    @Override
    public void onComplete(String instance) {
        counters.compute(instance, (k, v) -> {
            if (v == null || v == 0) { // upstream: "counter doesn't exist" / "counter is 0"
                reporter.unmatchedCompletion(k);
                return 0;
            }
            return v - 1;
        });
    }

    @Override
    public int pending(String instance) {
        return counters.getOrDefault(instance, 0);
    }

    @Override
    public boolean isBlocked(String instance) {
        return pending(instance) >= blockThreshold;
    }

    @Override
    public int blockedInstanceCount() {
        int blocked = 0;
        for (int count : counters.values()) {
            if (count >= blockThreshold) blocked++;
        }
        return blocked;
    }

    @Override
    public void retainLive(Set<String> liveInstances) {
        for (String instance : counters.keySet()) {
            if (!liveInstances.contains(instance)) {
                counters.computeIfPresent(instance, (k, count) -> count == 0 ? null : count);
            }
        }
    }
}
