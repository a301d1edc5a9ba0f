package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.jetbrains.lincheck.StandInScheduler;
import org.junit.jupiter.api.Test;

/**
 * A deadlock of the engine's making, read from the threads: a thread blocked on a monitor whose holder the engine's
 * scheduler parked (docs/findings.md, F18), and not a subject's own wait. Every wait here is bounded and says what did
 * not happen.
 */
class EngineDeadlockTest {

    private final Object monitor = new Object();

    @Test
    void aThreadBlockedOnAMonitorWhoseHolderTheEngineParkedIsTheEnginesDeadlock() throws Exception {
        CountDownLatch parked = new CountDownLatch(1);
        Thread holder = daemon("pg-test-holder", () -> {
            synchronized (monitor) {
                StandInScheduler.awaitTurn(parked);
            }
        });
        try {
            assertTrue(parked.await(10, TimeUnit.SECONDS), "the holder never parked with the monitor held");
            blockOnTheMonitorOf(holder);
            Optional<String> deadlock = EngineDeadlock.now();
            assertTrue(deadlock.isPresent(), "no deadlock seen");
            assertTrue(
                    deadlock.get()
                            .startsWith("Lincheck's model checking parked pg-test-holder at a switch point in "
                                    + EngineDeadlockTest.class.getName() + ".lambda$"),
                    deadlock.get());
            assertTrue(deadlock.get().endsWith(", which pg-test-blocked waits for where the engine does not see it"));
        } finally {
            StandInScheduler.release(holder);
        }
    }

    @Test
    void aThreadBlockedOnAMonitorItsHolderKeepsInTheSubjectsOwnWaitIsNot() throws Exception {
        CountDownLatch parked = new CountDownLatch(1);
        AtomicBoolean let = new AtomicBoolean();
        Thread holder = daemon("pg-test-holder", () -> {
            synchronized (monitor) {
                parked.countDown();
                while (!let.get()) LockSupport.park(); // the subject's own wait, holding its monitor
            }
        });
        try {
            assertTrue(parked.await(10, TimeUnit.SECONDS), "the holder never took the monitor");
            blockOnTheMonitorOf(holder);
            assertEquals(Optional.empty(), EngineDeadlock.now());
        } finally {
            let.set(true);
            LockSupport.unpark(holder);
        }
    }

    /** A second thread blocked on the monitor {@code holder} keeps, once both are seen: it BLOCKED, the holder WAITING. */
    private void blockOnTheMonitorOf(Thread holder) {
        Thread blocked = daemon("pg-test-blocked", () -> {
            synchronized (monitor) {
                monitor.notifyAll();
            }
        });
        awaitState(blocked, Thread.State.BLOCKED);
        awaitState(holder, Thread.State.WAITING);
    }

    private static Thread daemon(String name, Runnable body) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /** Waits, bounded, for a thread to reach a state; fails naming what it is doing instead. */
    private static void awaitState(Thread t, Thread.State state) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (t.getState() != state) {
            if (System.nanoTime() > deadline) {
                StringBuilder stack = new StringBuilder();
                for (StackTraceElement e : t.getStackTrace())
                    stack.append("\n    at ").append(e);
                throw new AssertionError(
                        t.getName() + " is " + t.getState() + ", not " + state + " after 10 s:" + stack);
            }
            Thread.onSpinWait();
        }
    }
}
