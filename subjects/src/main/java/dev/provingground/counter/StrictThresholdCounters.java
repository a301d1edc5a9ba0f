package dev.provingground.counter;

/**
 * Known-bad: an instance counts as blocked only above the threshold, not at it (off by one).
 * Breaks: {@link CounterProperty#AGREES_WITH_MODEL}.
 */
public class StrictThresholdCounters extends RetiringAtomicCounters {

    public StrictThresholdCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public boolean isBlocked(String instance) {
        return pending(instance) > blockThreshold;
    }
}
