package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

import java.util.ArrayList;
import java.util.List;

/** Hostile: every onSend keeps 64 MB for ever. Expected: OUT OF HEAP cells. */
public class LeakingCounters extends SynchronizedCounters {

    private static final List<byte[]> KEPT = new ArrayList<>();

    public LeakingCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onSend(String instance) {
        synchronized (KEPT) {
            KEPT.add(new byte[64 << 20]);
        }
        super.onSend(instance);
    }
}
