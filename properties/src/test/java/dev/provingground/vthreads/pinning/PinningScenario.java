package dev.provingground.vthreads.pinning;

import dev.provingground.verdict.Setting;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.locks.ReentrantLock;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingStream;

/**
 * One registry subject on virtual threads under a JFR recording stream, run by {@link PinningTest}
 * in a JVM of its own (class initialization happens once per JVM). {@value #THREADS} virtual
 * threads record {@value #RECORDS} times each; the blocking export is a 2 ms wait on an empty queue.
 * {@code jdk.VirtualThreadPinned} is enabled without its 20 ms threshold, with stacks; stopping the
 * stream delivers every event recorded (no periodic flush to wait for).
 */
final class PinningScenario {

    static final int THREADS = 8;
    static final int RECORDS = 5;
    static final long BOUND_SECONDS = Setting.PINNING_BOUND_SECONDS.or(10L);
    private static final int FRAMES = 14;

    private PinningScenario() {}

    /** The registry over a blocking export: a 2 ms wait on an empty queue. */
    static MetricsRegistry registry(Class<?> subject) {
        BlockingQueue<Object> nothing = new LinkedBlockingQueue<>();
        return PinningContract.CONTRACT.create(subject, new PinningSetup(() -> nothing.poll(2, TimeUnit.MILLISECONDS)));
    }

    /**
     * The pinned events, each with its stack, while the operations run; an AssertionError with every
     * thread's stack if they do not finish within {@code pg.pinning.boundSeconds}.
     */
    static List<String> pinnedEvents(MetricsRegistry registry) throws Exception {
        List<String> events = new CopyOnWriteArrayList<>();
        warmUpJdk(new LinkedBlockingQueue<>());
        try (RecordingStream stream = new RecordingStream()) {
            stream.enable("jdk.VirtualThreadPinned").withoutThreshold().withStackTrace();
            stream.onEvent("jdk.VirtualThreadPinned", e -> events.add(describe(e)));
            stream.startAsync();
            String stuck = runOnVirtualThreads(registry);
            if (stuck != null) throw new AssertionError(stuck);
            stream.stop();
        }
        return events;
    }

    /**
     * Initializes, before the recording starts, the JDK classes the operations go through: a
     * ReentrantLock a virtual thread queues on, a timed poll, a HashMap merge. Otherwise two virtual
     * threads reaching one of them first at the same time would have one wait for the other's class
     * initialization, which pins, and be counted against a subject that never blocks while pinned.
     * The subject's own classes are not touched: blocking in their initializers is what the check is for.
     */
    private static void warmUpJdk(BlockingQueue<Object> nothing) throws Exception {
        ReentrantLock lock = new ReentrantLock();
        lock.lock();
        Thread contender = Thread.ofVirtual().start(() -> {
            lock.lock();
            lock.unlock();
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!lock.hasQueuedThread(contender) && System.nanoTime() < deadline) Thread.onSpinWait();
        lock.unlock();
        contender.join(Duration.ofSeconds(BOUND_SECONDS));
        nothing.poll(1, TimeUnit.MILLISECONDS);
        new HashMap<String, Long>().merge("warm-up", 1L, Long::sum);
    }

    /** Null if every operation finished within the bound; otherwise what was stuck, with stacks. */
    private static String runOnVirtualThreads(MetricsRegistry registry) throws Exception {
        ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            futures.add(executor.submit(() -> {
                for (int i = 0; i < RECORDS; i++) registry.record("tasks", 1);
                return null;
            }));
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        for (Future<?> f : futures) {
            try {
                f.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                StringBuilder report = new StringBuilder("the " + THREADS * RECORDS + " records did not finish within "
                        + BOUND_SECONDS + " s (pg.pinning.boundSeconds); threads:");
                for (Map.Entry<Thread, StackTraceElement[]> t :
                        Thread.getAllStackTraces().entrySet()) {
                    report.append("\n")
                            .append(t.getKey())
                            .append(" ")
                            .append(t.getKey().getState());
                    for (StackTraceElement frame : t.getValue())
                        report.append("\n\tat ").append(frame);
                }
                return report.toString();
            }
        }
        executor.shutdown();
        long total = registry.total("tasks");
        if (total != THREADS * RECORDS) return "total after " + THREADS * RECORDS + " records of 1 was " + total;
        return null;
    }

    private static String describe(RecordedEvent e) {
        StringBuilder s = new StringBuilder("pinned for " + e.getDuration().toNanos() / 1_000 + " us");
        List<RecordedFrame> frames =
                e.getStackTrace() == null ? List.of() : e.getStackTrace().getFrames();
        for (RecordedFrame f : frames.subList(0, Math.min(FRAMES, frames.size()))) {
            s.append("\n\tat ")
                    .append(f.getMethod().getType().getName())
                    .append('.')
                    .append(f.getMethod().getName())
                    .append(':')
                    .append(f.getLineNumber());
        }
        return s.toString();
    }
}
