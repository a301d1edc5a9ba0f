package dev.provingground.vthreads.timeout;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Delayed;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A timer the check fires by hand: {@code schedule(Runnable, ...)} records the task and starts no
 * thread; {@link #fire()} runs every task that is neither cancelled nor started, on the calling thread,
 * as the timer thread would once the delay passed. Its tasks behave as the JDK's: {@code cancel}
 * succeeds until the task has finished, and a task already running runs to its end.
 */
public final class ManualScheduler extends ScheduledThreadPoolExecutor {

    private final List<ManualTask> tasks = new CopyOnWriteArrayList<>();

    public ManualScheduler() {
        super(1);
    }

    @Override
    public ScheduledFuture<?> schedule(Runnable command, long delay, TimeUnit unit) {
        ManualTask task = new ManualTask(command, unit.toNanos(delay));
        tasks.add(task);
        return task;
    }

    @Override
    public <V> ScheduledFuture<V> schedule(Callable<V> callable, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("ManualScheduler fires only schedule(Runnable, delay, unit)");
    }

    @Override
    public ScheduledFuture<?> scheduleAtFixedRate(Runnable command, long initialDelay, long period, TimeUnit unit) {
        throw new UnsupportedOperationException("ManualScheduler fires only schedule(Runnable, delay, unit)");
    }

    @Override
    public ScheduledFuture<?> scheduleWithFixedDelay(Runnable command, long initialDelay, long delay, TimeUnit unit) {
        throw new UnsupportedOperationException("ManualScheduler fires only schedule(Runnable, delay, unit)");
    }

    /** How many tasks were ever scheduled. */
    public int scheduled() {
        return tasks.size();
    }

    /** How many tasks are neither cancelled nor run. */
    public long pending() {
        return tasks.stream().filter(t -> !t.isDone()).count();
    }

    /** Runs every task not cancelled and not yet started, as the timer thread would when their delay passed. */
    public void fire() {
        for (ManualTask task : tasks) {
            task.run();
        }
    }

    private static final class ManualTask implements ScheduledFuture<Object>, Runnable {
        private static final int NEW = 0, DONE = 1, CANCELLED = 2;

        private final Runnable command;
        private final long delayNanos;
        private final AtomicInteger state = new AtomicInteger(NEW);
        private final AtomicBoolean started = new AtomicBoolean();

        ManualTask(Runnable command, long delayNanos) {
            this.command = command;
            this.delayNanos = delayNanos;
        }

        @Override
        public void run() {
            if (state.get() != NEW || !started.compareAndSet(false, true)) return;
            command.run();
            state.compareAndSet(NEW, DONE);
        }

        @Override
        public boolean cancel(boolean mayInterruptIfRunning) {
            return state.compareAndSet(NEW, CANCELLED);
        }

        @Override
        public boolean isCancelled() {
            return state.get() == CANCELLED;
        }

        @Override
        public boolean isDone() {
            return state.get() != NEW;
        }

        @Override
        public Object get() {
            throw new UnsupportedOperationException("ManualScheduler's tasks have no result");
        }

        @Override
        public Object get(long timeout, TimeUnit unit) {
            throw new UnsupportedOperationException("ManualScheduler's tasks have no result");
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(delayNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(getDelay(TimeUnit.NANOSECONDS), other.getDelay(TimeUnit.NANOSECONDS));
        }
    }
}
