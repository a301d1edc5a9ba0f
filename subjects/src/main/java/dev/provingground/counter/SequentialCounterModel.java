package dev.provingground.counter;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The specification: a single-threaded model of the contract, obviously right. Checks compare
 * subjects against it. Note that eviction has no visible effect here: dropping a counter at zero is
 * the same as never having had it, so a correct {@code retainLive} never changes any answer.
 */
public final class SequentialCounterModel implements PendingRequestCounters {

    private final Map<String, Integer> counts = new HashMap<>();
    private final int blockThreshold;
    private final UnmatchedCompletionReporter reporter;

    public SequentialCounterModel(CounterSetup setup) {
        this.blockThreshold = setup.blockThreshold();
        this.reporter = setup.reporter();
    }

    @Override
    public void onSend(String instance) {
        counts.merge(instance, 1, Integer::sum);
    }

    @Override
    public void onComplete(String instance) {
        int count = pending(instance);
        if (count == 0) {
            reporter.unmatchedCompletion(instance);
        } else {
            counts.put(instance, count - 1);
        }
    }

    @Override
    public int pending(String instance) {
        return counts.getOrDefault(instance, 0);
    }

    @Override
    public boolean isBlocked(String instance) {
        return pending(instance) >= blockThreshold;
    }

    @Override
    public int blockedInstanceCount() {
        return (int) counts.values().stream().filter(c -> c >= blockThreshold).count();
    }

    @Override
    public void retainLive(Set<String> liveInstances) {
        counts.entrySet().removeIf(e -> !liveInstances.contains(e.getKey()) && e.getValue() == 0);
    }
}
