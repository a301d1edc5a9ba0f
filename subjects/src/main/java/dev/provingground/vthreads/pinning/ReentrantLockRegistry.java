package dev.provingground.vthreads.pinning;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;

/** The PR: the same registry guarded by a ReentrantLock, on which a blocked virtual thread unmounts on every JDK. */
public class ReentrantLockRegistry implements MetricsRegistry {

    private final BlockingCall export;
    private final Map<String, Long> totals = new HashMap<>();
    private final ReentrantLock lock = new ReentrantLock();

    public ReentrantLockRegistry(PinningSetup setup) {
        this.export = setup.export();
    }

    @Override
    public void record(String name, long amount) throws InterruptedException {
        lock.lock();
        try {
            export.block();
            totals.merge(name, amount, Long::sum);
        } finally {
            lock.unlock();
        }
    }

    @Override
    public long total(String name) {
        lock.lock();
        try {
            return totals.getOrDefault(name, 0L);
        } finally {
            lock.unlock();
        }
    }
}
