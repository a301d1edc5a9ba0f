package dev.provingground.pool;

import java.util.concurrent.locks.ReentrantLock;

/**
 * The PR (Penna 0.7.1): a ring of slots, each a context and a ReentrantLock. acquire spins over the
 * ring with {@code tryLock} from slot 0 until one succeeds; release unlocks. No back-off, no parking.
 *
 * <p>What the checks found (docs/findings.md, F4 to F6): ReentrantLock is reentrant, so a nested
 * acquire on the thread holding slot i gets slot i again (two leases, one context); an acquirer on a
 * full ring spins, and on virtual threads it keeps its carrier, so a holder that unmounted never gets
 * back to release: with one carrier the pool livelocks; a release from another thread throws
 * IllegalMonitorStateException, and a double release by a thread that re-acquired the slot unlocks the
 * new hold.
 */
public class TryLockRingPool implements ContextPool {

    private final ReentrantLock[] locks;
    private final RingLease[] leases;
    private final int mask;

    public TryLockRingPool(PoolSetup setup) {
        int n = setup.capacity();
        if (Integer.bitCount(n) != 1) throw new IllegalArgumentException("capacity must be a power of two: " + n);
        mask = n - 1;
        locks = new ReentrantLock[n];
        leases = new RingLease[n];
        for (int i = 0; i < n; i++) {
            locks[i] = new ReentrantLock();
            leases[i] = new RingLease(this, i, new LogContext(setup.sink()));
        }
    }

    /** Where the scan starts: slot 0 in 0.7.1. */
    protected int start() {
        return 0;
    }

    @Override
    public int capacity() {
        return locks.length;
    }

    @Override
    public Lease acquire() {
        int index = start() & mask;
        while (!locks[index].tryLock()) {
            index = (index + 1) & mask;
        }
        leases[index].context().reset();
        return leases[index];
    }

    void release(int index) {
        locks[index].unlock();
    }

    /** The slot itself is the lease, as Penna's record with its self-reference. */
    private record RingLease(TryLockRingPool pool, int selfReference, LogContext context) implements Lease {
        @Override
        public void close() {
            pool.release(selfReference);
        }
    }
}
