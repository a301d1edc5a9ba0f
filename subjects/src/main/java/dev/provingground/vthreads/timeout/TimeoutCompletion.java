package dev.provingground.vthreads.timeout;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Completes a future with a fallback value if nothing completes it in time (Decaton's Java-8 helper for
 * {@code CompletableFuture.completeOnTimeout}, a Java 9 method).
 *
 * <p>The promise: {@code cf} ends with exactly one of its real result or {@code value}; a real result
 * is never overwritten; dependents run exactly once; once {@code cf} completes before its timeout, the
 * timer task leaves the scheduler's queue; and a slow dependent running on the timer thread after one
 * timeout does not hold back another future's timeout.
 *
 * <p>Subjects take their timer from the {@link TimeoutSetup} they are built with, so a check can count,
 * mock or fire it by hand. A subject that schedules on a timer of its own (the JDK's own
 * {@code completeOnTimeout}) is still checked for what needs no injected timer; the checks that fire
 * the timer by hand report it as not applicable, with the reason.
 */
public interface TimeoutCompletion {

    /** Arranges for {@code cf} to be completed with {@code value} after {@code timeout}; returns {@code cf}. */
    <T> CompletableFuture<T> completeOnTimeout(CompletableFuture<T> cf, T value, long timeout, TimeUnit unit);
}
