package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A reporter that counts unmatched completions, in total and per calling thread, for the concurrent
 * engines: the per-thread count lets a check attribute a report to the completion that made it.
 */
public final class CountingReporter implements UnmatchedCompletionReporter {

    private final AtomicInteger reports = new AtomicInteger();
    private final ThreadLocal<int[]> byThisThread = ThreadLocal.withInitial(() -> new int[1]);

    @Override
    public void unmatchedCompletion(String instance) {
        reports.incrementAndGet();
        byThisThread.get()[0]++;
    }

    public int reports() {
        return reports.get();
    }

    /** Reports made so far by the calling thread. */
    public int reportsByThisThread() {
        return byThisThread.get()[0];
    }
}
