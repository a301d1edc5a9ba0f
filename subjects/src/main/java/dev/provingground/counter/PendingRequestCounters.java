package dev.provingground.counter;

import java.util.Set;

/**
 * The counter-floor contract: per server instance, a count of in-flight requests (Venice fast client,
 * InstanceHealthMonitor). An instance whose count reaches the block threshold is "blocked".
 *
 * <p>Implementations have a public constructor taking a {@link CounterSetup}.
 *
 * <p>Linearizable: every per-instance operation. Not linearizable by design:
 * {@link #blockedInstanceCount()} iterates a concurrent map and is exact only when no update runs
 * beside it (like {@code ConcurrentHashMap.size()}); it is checked sequentially and at quiescence.
 */
public interface PendingRequestCounters {

    /** A request was sent to {@code instance}: its count goes up by one. */
    void onSend(String instance);

    /**
     * A request to {@code instance} completed (or timed out): its count goes down by one, never below
     * zero. A completion with no matching send (the count is zero or absent) changes nothing and is
     * reported once to the {@link UnmatchedCompletionReporter}.
     */
    void onComplete(String instance);

    /** In-flight requests of {@code instance}; zero for an unknown instance. */
    int pending(String instance);

    /** {@code pending(instance) >= blockThreshold}. */
    boolean isBlocked(String instance);

    /** How many instances are blocked (weakly consistent: see the class comment). */
    int blockedInstanceCount();

    /**
     * Evicts the idle counters of instances that left the live set: every instance not in
     * {@code liveInstances} whose count is zero is dropped. A counter with requests in flight stays.
     */
    void retainLive(Set<String> liveInstances);
}
