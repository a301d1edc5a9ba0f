package com.acme;

import dev.provingground.counter.CounterSetup;

import java.util.concurrent.locks.LockSupport;

/**
 * A reviewer's correct but slow counter: each send and completion holds the lock while it waits on a
 * slow sink (a metrics exporter, say: parked for a while, then the count changes). At almost any
 * moment its threads sit parked or blocked in its code, as a hung subject's do, but each call returns.
 * Expected: every check passes, each with its whole bound; none is cut short as HUNG.
 */
public class SlowCounters extends SynchronizedCounters {

    /** How long a call waits on the sink. */
    private static final long SINK_NANOS = 200_000;

    public SlowCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public synchronized void onSend(String instance) {
        LockSupport.parkNanos(this, SINK_NANOS);
        super.onSend(instance);
    }

    @Override
    public synchronized void onComplete(String instance) {
        LockSupport.parkNanos(this, SINK_NANOS);
        super.onComplete(instance);
    }
}
