package dev.provingground.pool;

import dev.provingground.verdict.Setting;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The progress and release scenarios on one pool subject, each run by {@link PoolProgressTest} in a
 * JVM of its own. Every wait is bounded by {@code pg.pool.boundSeconds}, and ends sooner as a spin once the
 * waiting threads have burnt {@link SpinWatch#SPIN_CPU_MILLIS} of CPU with no progress; a scenario returns
 * what did not happen, with the state and top frames of every thread still stuck, or null when it held.
 *
 * <p>The pool's own size is filled: {@link ContextPool#capacity()} (Penna's real pool has 16 fixed
 * slots, whatever {@link PoolSetup} asks for).
 */
final class PoolScenario {

    static final long BOUND_SECONDS = Setting.POOL_BOUND_SECONDS.or(5L);

    private PoolScenario() {}

    /** The slots to fill: the pool's capacity, or 2 for a design with one context per thread. */
    static int slots(ContextPool pool) {
        return pool.capacity() == Integer.MAX_VALUE ? 2 : pool.capacity();
    }

    /**
     * Platform threads hold every slot; one more acquires. It must wait parked (WAITING), not
     * RUNNABLE, for as long as every slot is held, and get a slot once the holders release.
     */
    static String parkedWhenFull(ContextPool pool) throws Exception {
        int slots = slots(pool);
        CountDownLatch holding = new CountDownLatch(slots);
        CountDownLatch letGo = new CountDownLatch(1);
        for (int i = 0; i < slots; i++) {
            platform("holder-" + i, () -> {
                try (Lease lease = pool.acquire()) {
                    holding.countDown();
                    letGo.await();
                }
            });
        }
        if (!holding.await(BOUND_SECONDS, TimeUnit.SECONDS)) {
            return (slots - holding.getCount()) + " of " + slots + " threads took a slot of the " + slots
                    + " free ones within " + BOUND_SECONDS + " s";
        }
        CountDownLatch acquired = new CountDownLatch(1);
        Thread acquirer = platform("acquirer", () -> {
            try (Lease lease = pool.acquire()) {
                acquired.countDown();
            }
        });
        long begun = System.nanoTime();
        long deadline = begun + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (acquirer.getState() != Thread.State.WAITING && acquirer.getState() != Thread.State.TIMED_WAITING) {
            if (acquirer.getState() == Thread.State.TERMINATED && acquired.getCount() > 0) {
                letGo.countDown();
                return "with every slot held, acquire threw " + THROWN.get("acquirer") + " instead of waiting";
            }
            if (acquired.getCount() == 0) {
                if (pool.capacity() == Integer.MAX_VALUE) break; // one context per thread: nothing to wait for
                letGo.countDown();
                return "the acquirer got context " + (slots + 1) + " from a pool of " + pool.capacity()
                        + " with every slot held";
            }
            long burnt = SpinWatch.cpuNanos(List.of(acquirer));
            if (SpinWatch.spun(burnt)) {
                return "with every slot held the acquirer burnt " + millis(burnt) + " ms of CPU in "
                        + millis(System.nanoTime() - begun) + " ms and is still " + acquirer.getState()
                        + ": it spins instead of parking" + stack(acquirer);
            }
            if (System.nanoTime() > deadline) {
                return "with every slot held the acquirer is still " + acquirer.getState() + " after " + BOUND_SECONDS
                        + " s: it spins instead of parking" + stack(acquirer);
            }
            acquired.await(10, TimeUnit.MILLISECONDS); // bounded poll of the acquirer's state
        }
        letGo.countDown();
        if (!acquired.await(BOUND_SECONDS, TimeUnit.SECONDS)) {
            return "a slot was released but the acquirer did not proceed within " + BOUND_SECONDS + " s; it is "
                    + acquirer.getState() + stack(acquirer);
        }
        return null;
    }

    /**
     * A platform thread takes every slot and ends without releasing them: leaked, the pool is
     * exhausted. The main thread releases the first of those leases: that must not throw, and a new
     * acquirer must then get that slot, not one still leaked.
     */
    static String foreignRelease(ContextPool pool) throws Exception {
        int slots = slots(pool);
        CompletableFuture<List<Lease>> handed = new CompletableFuture<>();
        platform("acquirer-then-gone", () -> {
                    List<Lease> leases = new ArrayList<>();
                    try {
                        for (int i = 0; i < slots; i++) leases.add(pool.acquire());
                        handed.complete(leases);
                    } catch (Throwable e) {
                        handed.completeExceptionally(e);
                    }
                })
                .join();
        List<Lease> leases = handed.get(BOUND_SECONDS, TimeUnit.SECONDS);
        try {
            leases.get(0).close();
        } catch (RuntimeException e) {
            return "a release from another thread than the acquirer threw " + e;
        }
        CountDownLatch acquired = new CountDownLatch(1);
        AtomicReference<LogContext> got = new AtomicReference<>();
        Thread next = platform("next", () -> {
            try (Lease lease = pool.acquire()) {
                got.set(lease.context());
                acquired.countDown();
            }
        });
        if (!acquired.await(BOUND_SECONDS, TimeUnit.SECONDS)) {
            return "after another thread released a lease, an acquirer still has no slot after " + BOUND_SECONDS
                    + " s; it is " + next.getState() + stack(next);
        }
        if (pool.capacity() != Integer.MAX_VALUE
                && leases.subList(1, slots).stream().anyMatch(leaked -> leaked.context() == got.get())) {
            return "the new acquirer got the context of a lease still leaked";
        }
        return null;
    }

    /**
     * More virtual threads than slots (16 on 2), on the carriers this JVM was started with. Each
     * counts itself started, acquires, and while holding waits (unmounted) until all have started; so
     * all complete only if acquirers that find the pool full let the others run.
     */
    static String virtualThreads(ContextPool pool) throws Exception {
        int threads = 8 * slots(pool);
        CountDownLatch started = new CountDownLatch(threads);
        CountDownLatch done = new CountDownLatch(threads);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        List<Thread> all = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            all.add(Thread.ofVirtual().name("logger-" + i).start(() -> {
                try {
                    started.countDown();
                    try (Lease lease = pool.acquire()) {
                        started.await(); // blocks while holding: the virtual thread unmounts
                        lease.context().event(1, Thread.currentThread().getName());
                    }
                } catch (Throwable e) {
                    thrown.compareAndSet(null, e);
                } finally {
                    done.countDown();
                }
            }));
        }
        String carriers = System.getProperty("jdk.virtualThreadScheduler.parallelism", "default");
        long begun = System.nanoTime();
        SpinWatch.Ended ended = SpinWatch.await(done::getCount, SpinWatch::carriers, BOUND_SECONDS);
        if (ended != SpinWatch.Ended.DONE) {
            String how = ended == SpinWatch.Ended.SPUN
                    ? " while their carriers burnt " + SpinWatch.SPIN_CPU_MILLIS
                            + " ms of CPU with none completing (in " + millis(System.nanoTime() - begun) + " ms)"
                    : " within " + BOUND_SECONDS + " s";
            StringBuilder report = new StringBuilder(threads - done.getCount() + " of " + threads
                    + " virtual threads completed" + how + " on " + carriers + " carrier(s), "
                    + (threads - started.getCount()) + " started; livelock or starvation. Not completed:");
            for (Thread t : all) {
                if (t.isAlive())
                    report.append("\n  ")
                            .append(t.getName())
                            .append(' ')
                            .append(t.getState())
                            .append(stack(t));
            }
            return report.toString();
        }
        if (thrown.get() != null) return "a virtual thread's acquire or release threw " + thrown.get();
        return null;
    }

    private static final java.util.Map<String, Throwable> THROWN = new java.util.concurrent.ConcurrentHashMap<>();

    private interface Body {
        void run() throws Exception;
    }

    private static Thread platform(String name, Body body) {
        Thread t = new Thread(
                () -> {
                    try {
                        body.run();
                    } catch (Exception | Error e) {
                        THROWN.put(name, e);
                    }
                },
                name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    private static String stack(Thread t) {
        StringBuilder out = new StringBuilder();
        StackTraceElement[] frames = t.getStackTrace();
        if (frames.length == 0 && t.getState() == Thread.State.RUNNABLE) return " (scheduled, never ran)";
        for (int i = 0; i < Math.min(8, frames.length); i++)
            out.append("\n      at ").append(frames[i]);
        return out.toString();
    }
}
