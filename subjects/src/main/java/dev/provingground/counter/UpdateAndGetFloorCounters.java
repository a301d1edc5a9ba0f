package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Known-bad: the floor with {@code updateAndGet} instead of {@code getAndUpdate}. The new value is 0
 * both after a legal 1-to-0 completion and after an unmatched one, so every completion that empties
 * the counter is reported. Wrong even on one thread.
 * Breaks: {@link CounterProperty#UNMATCHED_REPORTED_ONCE}.
 */
public class UpdateAndGetFloorCounters extends RetiringAtomicCounters {

    public UpdateAndGetFloorCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter == null || counter.updateAndGet(v -> v > 0 ? v - 1 : v) <= 0) {
            reporter.unmatchedCompletion(instance);
        }
    }
}
