package dev.provingground.vthreads.timeout;

import dev.provingground.verdict.Reach;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * What the hand-fired checks need ({@code @Requires(InjectedTimer.class)}): a subject that schedules
 * its timer through {@link TimeoutSetup}'s factory.
 */
public final class InjectedTimer implements Reach {

    /** Empty if the subject's timer comes from the injected factory; otherwise why a hand-fired check cannot reach it. */
    @Override
    public Optional<String> unreachableIn(Class<?> subject) {
        ManualScheduler timer = new ManualScheduler();
        TimeoutCompletion completion =
                TimeoutContract.CONTRACT.create(subject, new TimeoutSetup((threads, factory) -> timer));
        CompletableFuture<String> probe = new CompletableFuture<>();
        completion.completeOnTimeout(probe, "timeout", 1, TimeUnit.HOURS);
        probe.complete("done");
        return timer.scheduled() > 0
                ? Optional.empty()
                : Optional.of(
                        "not applicable: " + subject.getSimpleName()
                                + " schedules on a timer of its own, not through TimeoutSetup's factory; this check fires the timer by hand and cannot reach it");
    }
}
