package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/** A reporter that counts unmatched completions, for the concurrent engines. */
public final class CountingReporter implements UnmatchedCompletionReporter {

    private final AtomicInteger reports = new AtomicInteger();

    @Override
    public void unmatchedCompletion(String instance) {
        reports.incrementAndGet();
    }

    public int reports() {
        return reports.get();
    }
}
