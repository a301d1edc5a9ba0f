package dev.provingground.vthreads.timeout;

import java.util.concurrent.CompletableFuture;

/**
 * Known-bad: the timer task completes with {@code obtrudeValue}. Between its "not done yet" check and
 * the obtrude, a real completion can land, and the obtrude then overwrites it after its dependents
 * saw the real value.
 */
public class ObtrudingTimeouts extends SharedSchedulerTimeouts {

    public ObtrudingTimeouts(TimeoutSetup setup) {
        super(setup);
    }

    @Override
    protected <T> void onTimeout(CompletableFuture<T> cf, T value) {
        if (!cf.isDone()) {
            cf.obtrudeValue(value);
        }
    }
}
