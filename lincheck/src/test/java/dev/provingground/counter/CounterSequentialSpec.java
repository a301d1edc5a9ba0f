package dev.provingground.counter;

import java.util.Set;

/** The sequential specification Lincheck compares against: the model, with the same operations. */
public class CounterSequentialSpec {

    private final CountingReporter reporter = new CountingReporter();
    private final SequentialCounterModel model = new SequentialCounterModel(new CounterSetup(2, reporter));

    public void onSend() {
        model.onSend("a");
    }

    public int onComplete() {
        int before = reporter.reports();
        model.onComplete("a");
        return reporter.reports() - before;
    }

    public int pending() {
        return model.pending("a");
    }

    public boolean isBlocked() {
        return model.isBlocked("a");
    }

    public void evictDeparted() {
        model.retainLive(Set.of());
    }
}
