package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

/** Hostile: the constructor throws. Expected: one line naming "boom", exit 2, before anything runs. */
public class ThrowingConstructorCounters extends SynchronizedCounters {

    public ThrowingConstructorCounters(CounterSetup setup) {
        super(setup);
        throw new IllegalStateException("boom");
    }
}
