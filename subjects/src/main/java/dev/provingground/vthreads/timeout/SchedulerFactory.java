package dev.provingground.vthreads.timeout;

import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;

/**
 * Where a timeout subject gets its timer: the subject chooses the number of threads and the policies
 * (that is what the subjects differ in); the caller chooses what is built, so a check can hand out a
 * real executor and look at its queue, a Mockito mock, or a {@link ManualScheduler} it fires by hand.
 */
@FunctionalInterface
public interface SchedulerFactory {

    /** Real timers: {@code new ScheduledThreadPoolExecutor(threads, threadFactory)}. */
    SchedulerFactory REAL = ScheduledThreadPoolExecutor::new;

    ScheduledThreadPoolExecutor create(int threads, ThreadFactory threadFactory);
}
