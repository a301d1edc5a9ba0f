package dev.provingground.pool;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * A wait for progress that tells a spin from a slow machine by the work the waiting threads do, not by the
 * clock alone. A pool that waits as it should parks (or unmounts) its waiters, which then burn no CPU however
 * long they wait; one that spins burns CPU all the while. So a wait ends early, as a spin, once the watched
 * threads have burnt {@link #SPIN_CPU_MILLIS} of CPU with no progress, and otherwise at the scenario's bound.
 * On a busy machine a descheduled waiter burns nothing, so load cannot make a parked waiter look like a spinner;
 * a spinner is named once it has spun that long, instead of after the whole bound (5 s a known-bad cell before).
 */
final class SpinWatch {

    /** CPU the watched threads may burn waiting with no progress before the wait is called a spin. */
    static final long SPIN_CPU_MILLIS = 1_000;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private SpinWatch() {}

    /** How a wait ended: what it waited for happened, the waiters spun, or the bound passed. */
    enum Ended {
        DONE,
        SPUN,
        BOUND
    }

    /**
     * Waits until {@code remaining} (what is still to happen) reaches 0, at most {@code boundSeconds},
     * polling every 10 ms; ends as {@link Ended#SPUN} once the threads {@code watched} names (read at each
     * poll: carriers come and go) have together burnt {@link #SPIN_CPU_MILLIS} of CPU since {@code remaining}
     * last moved.
     */
    static Ended await(LongSupplier remaining, Supplier<List<Thread>> watched, long boundSeconds)
            throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(boundSeconds);
        long left = remaining.getAsLong();
        long since = cpuNanos(watched.get());
        CountDownLatch never = new CountDownLatch(1);
        while (left > 0) {
            long now = remaining.getAsLong();
            if (now != left) {
                left = now;
                since = cpuNanos(watched.get());
                continue;
            }
            if (spun(cpuNanos(watched.get()) - since)) return Ended.SPUN;
            if (System.nanoTime() > deadline) return Ended.BOUND;
            never.await(10, TimeUnit.MILLISECONDS); // a bounded poll
        }
        return Ended.DONE;
    }

    /** Whether waiters that burnt {@code cpuNanos} of CPU with no progress spin. */
    static boolean spun(long cpuNanos) {
        return cpuNanos >= TimeUnit.MILLISECONDS.toNanos(SPIN_CPU_MILLIS);
    }

    /** The CPU the threads have burnt so far; a thread that ended, or whose time cannot be read, adds nothing. */
    static long cpuNanos(List<Thread> threads) {
        if (!THREADS.isThreadCpuTimeSupported()) return 0;
        long sum = 0;
        for (Thread t : threads) {
            long nanos = THREADS.getThreadCpuTime(t.threadId());
            if (nanos > 0) sum += nanos;
        }
        return sum;
    }

    /** The platform threads that carry this JVM's virtual threads. */
    static List<Thread> carriers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getClass().getName().equals("jdk.internal.misc.CarrierThread"))
                .toList();
    }
}
