package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Known-bad: no floor at all. An unmatched completion is still reported, but the count goes to -1 and
 * the next send brings it back to 0 instead of 1. Wrong even on one thread.
 * Breaks: {@link CounterProperty#NEVER_NEGATIVE}.
 */
public class NoFloorCounters extends RetiringAtomicCounters {

    public NoFloorCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter == null) {
            reporter.unmatchedCompletion(instance);
            return;
        }
        if (counter.getAndUpdate(v -> v == RETIRED ? RETIRED : v - 1) <= 0) {
            reporter.unmatchedCompletion(instance);
        }
    }
}
