package com.acme;

import dev.provingground.counter.CounterSetup;
import dev.provingground.counter.PendingRequestCounters;
import dev.provingground.counter.UnmatchedCompletionReporter;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A reviewer's broken counter: the floor is checked apart from the decrement, so two completions
 * of the last request can both pass it. Expected: the checks aimed at NEVER_NEGATIVE fail.
 */
public class RacyFloorCounters implements PendingRequestCounters {

    private final ConcurrentMap<String, AtomicInteger> counts = new ConcurrentHashMap<>();
    private final int threshold;
    private final UnmatchedCompletionReporter reporter;

    public RacyFloorCounters(CounterSetup setup) {
        this.threshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public void onSend(String instance) {
        counts.computeIfAbsent(instance, k -> new AtomicInteger()).incrementAndGet();
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger count = counts.get(instance);
        if (count != null && count.get() > 0) {
            count.decrementAndGet();
        } else {
            reporter.unmatchedCompletion(instance);
        }
    }

    @Override
    public int pending(String instance) {
        AtomicInteger count = counts.get(instance);
        return count == null ? 0 : count.get();
    }

    @Override
    public boolean isBlocked(String instance) {
        return pending(instance) >= threshold;
    }

    @Override
    public int blockedInstanceCount() {
        return (int) counts.values().stream().filter(c -> c.get() >= threshold).count();
    }

    @Override
    public void retainLive(Set<String> liveInstances) {
        // keeps every counter: never drops one that has requests in flight
    }
}
