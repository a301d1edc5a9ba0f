package org.jetbrains.lincheck;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

/**
 * Stands for Lincheck's scheduler in the diff's own tests (its package is Lincheck's; it is not Lincheck's class): a
 * thread parked here, waiting for a turn that never comes while it holds a monitor, is what a deadlock of the engine's
 * making looks like in the threads ({@code EngineDeadlock}).
 */
public final class StandInScheduler {

    private static volatile boolean released;

    private StandInScheduler() {}

    /** Says it is parked ({@code parked}), then parks until {@link #release}. */
    public static void awaitTurn(CountDownLatch parked) {
        parked.countDown();
        while (!released) LockSupport.park();
    }

    public static void release(Thread parked) {
        released = true;
        LockSupport.unpark(parked);
    }
}
