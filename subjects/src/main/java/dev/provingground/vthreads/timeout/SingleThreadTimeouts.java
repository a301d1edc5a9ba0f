package dev.provingground.vthreads.timeout;

/**
 * The helper's first version in the PR: the same, on a scheduler of one thread. A dependent of a
 * timed-out future runs on that thread (upstream's dependents did costly cleanup there), and every
 * other timeout waits behind it. Review caught it ("shouldn't we have more pool size than 1?").
 */
public class SingleThreadTimeouts extends SharedSchedulerTimeouts {

    public SingleThreadTimeouts(TimeoutSetup setup) {
        super(setup);
    }

    @Override
    protected int threads() {
        return 1;
    }
}
