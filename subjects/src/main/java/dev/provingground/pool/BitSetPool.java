package dev.provingground.pool;

import java.util.BitSet;

/**
 * Known-bad: the blog's first attempt, a BitSet of taken slots with {@code nextClearBit} and no
 * synchronization. Two threads can read the same clear bit and take the same context; on a full pool
 * {@code nextClearBit} runs past the end and acquire throws instead of waiting; a double release
 * clears the bit of whoever holds the slot now.
 */
public final class BitSetPool implements ContextPool {

    private final BitSetLease[] leases;
    private final BitSet allocations;

    public BitSetPool(PoolSetup setup) {
        int n = setup.capacity();
        leases = new BitSetLease[n];
        allocations = new BitSet(n);
        for (int i = 0; i < n; i++) leases[i] = new BitSetLease(this, i, new LogContext(setup.sink()));
    }

    @Override
    public int capacity() {
        return leases.length;
    }

    @Override
    public Lease acquire() {
        int index = allocations.nextClearBit(0);
        allocations.set(index);
        leases[index].context().reset();
        return leases[index];
    }

    void release(int index) {
        allocations.clear(index);
    }

    private record BitSetLease(BitSetPool pool, int selfReference, LogContext context) implements Lease {
        @Override
        public void close() {
            pool.release(selfReference);
        }
    }
}
