package dev.provingground.pool;

/**
 * The PR's later form (Penna after 0.7.1): the same ring, scanned from the thread's hash instead of
 * slot 0, to spread threads over the slots. Same reentrancy and spinning as {@link TryLockRingPool}.
 */
public final class HashStartRingPool extends TryLockRingPool {

    public HashStartRingPool(PoolSetup setup) {
        super(setup);
    }

    @Override
    protected int start() {
        return Thread.currentThread().hashCode();
    }
}
