package dev.provingground.vthreads.timeout;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * The reference: the JDK's own {@code CompletableFuture.completeOnTimeout} (Java 9+), which the PR's
 * first draft called before review pointed out that Decaton still supports Java 8. It schedules on the
 * JDK's timer (JDK 9-24: {@code CompletableFuture.Delayer}, one thread; JDK 25: the common pool's
 * delay scheduler, one thread), which the caller cannot inject: the setup is ignored, and the checks
 * that fire the timer by hand report this subject as not applicable. Finding F8: a dependent of a
 * timed-out future runs on that one thread.
 */
public class JdkCompleteOnTimeout implements TimeoutCompletion {

    public JdkCompleteOnTimeout(TimeoutSetup setup) {}

    @Override
    public <T> CompletableFuture<T> completeOnTimeout(CompletableFuture<T> cf, T value, long timeout, TimeUnit unit) {
        return cf.completeOnTimeout(value, timeout, unit);
    }
}
