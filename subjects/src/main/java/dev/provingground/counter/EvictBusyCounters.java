package dev.provingground.counter;

import java.util.Set;

/**
 * Known-bad: eviction drops every instance outside the live set, idle or not. Requests still in
 * flight to a departed instance vanish from its count, and their completions are reported as
 * unmatched. Wrong even on one thread.
 * Breaks: {@link CounterProperty#EVICTION_KEEPS_IN_FLIGHT}.
 */
public class EvictBusyCounters extends RetiringAtomicCounters {

    public EvictBusyCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void retainLive(Set<String> liveInstances) {
        counters.keySet().retainAll(liveInstances);
    }
}
