package dev.provingground.vthreads.timeout;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The Java-8 helper as Decaton merged it after review: a scheduler of min(8, cores) daemon threads with
 * remove-on-cancel; the timer task completes the future only if it is not done; any completion
 * cancels the timer task. Upstream's scheduler is one static field; here each instance builds its own
 * from the injected factory, so checks do not share timers.
 *
 * <p>Each known-bad variant extends this class and changes one method.
 */
public class SharedSchedulerTimeouts implements TimeoutCompletion {

    private final ScheduledThreadPoolExecutor scheduler;

    public SharedSchedulerTimeouts(TimeoutSetup setup) {
        scheduler =
                setup.schedulers().create(threads(), daemonThreads(getClass().getSimpleName()));
        configure(scheduler);
    }

    /** Review moved this from 1 to min(8, cores): dependents of a timed-out future run on these threads. */
    protected int threads() {
        return Math.min(8, Runtime.getRuntime().availableProcessors());
    }

    protected void configure(ScheduledThreadPoolExecutor scheduler) {
        scheduler.setRemoveOnCancelPolicy(true);
    }

    @Override
    public <T> CompletableFuture<T> completeOnTimeout(CompletableFuture<T> cf, T value, long timeout, TimeUnit unit) {
        if (cf.isDone()) {
            return cf;
        }
        ScheduledFuture<?> timer = scheduler.schedule(() -> onTimeout(cf, value), timeout, unit);
        cf.whenComplete((result, error) -> onCompletion(timer));
        return cf;
    }

    protected <T> void onTimeout(CompletableFuture<T> cf, T value) {
        if (!cf.isDone()) {
            cf.complete(value);
        }
    }

    protected void onCompletion(ScheduledFuture<?> timer) {
        if (!timer.isDone()) {
            timer.cancel(false);
        }
    }

    private static ThreadFactory daemonThreads(String name) {
        AtomicInteger n = new AtomicInteger();
        return task -> {
            Thread t = new Thread(task, name + "-timer-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }
}
