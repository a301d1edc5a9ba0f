package dev.provingground.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Counts deallocations, in total and per calling thread, for the concurrent engines: more than one
 * in total is a double free, and the per-thread count attributes a deallocation to the release
 * that made it.
 */
public final class CountingDeallocator implements Deallocator {

    private final AtomicInteger deallocations = new AtomicInteger();
    private final ThreadLocal<int[]> byThisThread = ThreadLocal.withInitial(() -> new int[1]);

    @Override
    public void deallocate() {
        deallocations.incrementAndGet();
        byThisThread.get()[0]++;
    }

    public int deallocations() {
        return deallocations.get();
    }

    /** Deallocations made so far by the calling thread. */
    public int deallocationsByThisThread() {
        return byThisThread.get()[0];
    }
}
