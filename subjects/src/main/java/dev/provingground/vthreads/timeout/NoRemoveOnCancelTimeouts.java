package dev.provingground.vthreads.timeout;

import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * Known-bad: cancels the timer task but leaves the executor's default policy, under which a cancelled
 * task stays in the queue until its delay passes. With long timeouts and many early completions the
 * queue grows without bound.
 */
public class NoRemoveOnCancelTimeouts extends SharedSchedulerTimeouts {

    public NoRemoveOnCancelTimeouts(TimeoutSetup setup) {
        super(setup);
    }

    @Override
    protected void configure(ScheduledThreadPoolExecutor scheduler) {}
}
