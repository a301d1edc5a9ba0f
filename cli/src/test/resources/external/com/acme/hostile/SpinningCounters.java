package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

/** Hostile: onComplete spins forever. Expected: SPINNING cells (or HUNG where an engine cannot tell), within their bounds. */
public class SpinningCounters extends SynchronizedCounters {

    private volatile boolean never;

    public SpinningCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onComplete(String instance) {
        while (!never) Thread.onSpinWait();
    }
}
