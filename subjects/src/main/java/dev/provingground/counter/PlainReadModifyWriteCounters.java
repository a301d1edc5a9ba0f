package dev.provingground.counter;

/**
 * Known-bad: the boxed map updated by a plain read-modify-write (get, then put) instead of
 * {@code compute}. Two concurrent updates read the same value and one overwrites the other.
 * Breaks: {@link CounterProperty#NO_LOST_UPDATE}; a lost decrement can also swallow a report.
 */
public class PlainReadModifyWriteCounters extends ComputeCounters {

    public PlainReadModifyWriteCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onSend(String instance) {
        counters.put(instance, counters.getOrDefault(instance, 0) + 1);
    }

    @Override
    public void onComplete(String instance) {
        int count = counters.getOrDefault(instance, 0);
        if (count == 0) {
            reporter.unmatchedCompletion(instance);
            counters.put(instance, 0);
        } else {
            counters.put(instance, count - 1);
        }
    }
}
