package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

/** Hostile: pending() exits the JVM with status 3. Expected: EXITED cells naming status 3 and this frame. */
public class ExitingCounters extends SynchronizedCounters {

    public ExitingCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public int pending(String instance) {
        System.exit(3);
        return 0;
    }
}
