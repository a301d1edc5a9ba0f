package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

import java.util.concurrent.locks.LockSupport;

/** Hostile: the first onSend of each instance blocks forever (parked). Expected: HUNG cells, within their bounds. */
public class BlockingCounters extends SynchronizedCounters {

    public BlockingCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onSend(String instance) {
        while (true) LockSupport.park(this); // never returns, not even when unparked or interrupted
    }
}
