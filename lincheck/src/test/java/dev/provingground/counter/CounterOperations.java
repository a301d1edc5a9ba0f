package dev.provingground.counter;

import dev.provingground.lincheck.LincheckCheck;
import java.util.Set;
import org.jetbrains.lincheck.datastructures.Operation;

/**
 * Lincheck's operations class for the counter contract: one instance ("a"), every per-instance
 * operation and eviction. A completion returns how many reports it made itself (0 or 1), so the
 * report is attributed to the completion that owes it; when the report becomes visible to other
 * threads is not part of the contract (see docs/findings.md, F0). {@code blockedInstanceCount} is
 * left out on purpose: it iterates the map and is not linearizable by design (contract javadoc).
 */
public class CounterOperations {

    private final CountingReporter reporter = new CountingReporter();
    private final PendingRequestCounters counters;

    public CounterOperations() {
        this(setup -> LincheckCheck.subjectUnderCheck(CounterContract.CONTRACT, setup));
    }

    /** The same operations over another implementation: the sequential specification is one. */
    protected CounterOperations(java.util.function.Function<CounterSetup, PendingRequestCounters> build) {
        counters = build.apply(new CounterSetup(2, reporter));
    }

    @Operation
    public void onSend() {
        counters.onSend("a");
    }

    @Operation
    public int onComplete() {
        int before = reporter.reportsByThisThread();
        counters.onComplete("a");
        return reporter.reportsByThisThread() - before;
    }

    @Operation
    public int pending() {
        return counters.pending("a");
    }

    @Operation
    public boolean isBlocked() {
        return counters.isBlocked("a");
    }

    @Operation
    public void evictDeparted() {
        counters.retainLive(Set.of());
    }

    /** The sequential specification Lincheck compares against: the same operations over the model. */
    public static class Spec extends CounterOperations {

        public Spec() {
            super(SequentialCounterModel::new);
        }
    }
}
