package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Known-bad: the floor as check-then-act. Two completions of the last request both see 1, both pass
 * the check, and both decrement: the count reaches -1.
 * Breaks: {@link CounterProperty#NEVER_NEGATIVE}.
 */
public class CheckThenDecrementCounters extends RetiringAtomicCounters {

    public CheckThenDecrementCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onComplete(String instance) {
        AtomicInteger counter = counters.get(instance);
        if (counter != null && counter.get() > 0) {
            counter.decrementAndGet();
        } else {
            reporter.unmatchedCompletion(instance);
        }
    }
}
