package com.acme.hostile;

import com.acme.SynchronizedCounters;
import dev.provingground.counter.CounterSetup;

/** Correct, but prints on every call, as a chatty logger would. Expected: every check passes. */
public class PrintingCounters extends SynchronizedCounters {

    public PrintingCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onSend(String instance) {
        System.out.println("onSend " + instance);
        super.onSend(instance);
    }

    @Override
    public void onComplete(String instance) {
        System.out.println("onComplete " + instance);
        super.onComplete(instance);
    }
}
