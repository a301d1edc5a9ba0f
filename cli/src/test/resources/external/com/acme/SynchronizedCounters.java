package com.acme;

import dev.provingground.counter.CounterSetup;
import dev.provingground.counter.PendingRequestCounters;
import dev.provingground.counter.UnmatchedCompletionReporter;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/** A reviewer's correct counter: a plain HashMap behind one lock. Expected: every check passes. */
public class SynchronizedCounters implements PendingRequestCounters {

    private final Map<String, Integer> counts = new HashMap<>();
    private final int threshold;
    private final UnmatchedCompletionReporter reporter;

    public SynchronizedCounters(CounterSetup setup) {
        this.threshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public synchronized void onSend(String instance) {
        counts.merge(instance, 1, Integer::sum);
    }

    @Override
    public synchronized void onComplete(String instance) {
        int count = counts.getOrDefault(instance, 0);
        if (count == 0) {
            reporter.unmatchedCompletion(instance);
        } else {
            counts.put(instance, count - 1);
        }
    }

    @Override
    public synchronized int pending(String instance) {
        return counts.getOrDefault(instance, 0);
    }

    @Override
    public synchronized boolean isBlocked(String instance) {
        return pending(instance) >= threshold;
    }

    @Override
    public synchronized int blockedInstanceCount() {
        return (int) counts.values().stream().filter(c -> c >= threshold).count();
    }

    @Override
    public synchronized void retainLive(Set<String> liveInstances) {
        counts.entrySet().removeIf(e -> !liveInstances.contains(e.getKey()) && e.getValue() == 0);
    }
}
