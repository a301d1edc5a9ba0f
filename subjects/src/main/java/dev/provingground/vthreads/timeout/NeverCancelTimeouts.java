package dev.provingground.vthreads.timeout;

import java.util.concurrent.ScheduledFuture;

/**
 * Known-bad: a completion never cancels the timer task. Every future completed early leaves its task
 * (holding the future and the value) in the queue until the timeout passes.
 */
public class NeverCancelTimeouts extends SharedSchedulerTimeouts {

    public NeverCancelTimeouts(TimeoutSetup setup) {
        super(setup);
    }

    @Override
    protected void onCompletion(ScheduledFuture<?> timer) {}
}
