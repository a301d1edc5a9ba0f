package dev.provingground.vthreads.timeout;

import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;
import static dev.provingground.vthreads.timeout.TimeoutProperty.NO_HEAD_OF_LINE;
import static dev.provingground.vthreads.timeout.TimeoutProperty.NO_LEAK;
import static dev.provingground.vthreads.timeout.TimeoutProperty.ONE_RESULT;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The timeout-completion contract and its catalog. */
public final class TimeoutContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public TimeoutContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:CompleteVsTimerLitmus",
            "lincheck:model-checking-2-threads",
            "properties:completion-cancels-the-timer-task",
            "properties:early-completions-leave-the-queue-empty",
            "properties:one-result-whichever-fires-first",
            "properties:slow-dependent-does-not-hold-back-another-timeout");

    public static final Contract<TimeoutCompletion, TimeoutSetup> CONTRACT = new Contract<>(
            "timeout",
            TimeoutCompletion.class,
            TimeoutSetup.class,
            TimeoutSetup::real,
            List.of(TimeoutProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            JdkCompleteOnTimeout.class,
                            BEFORE,
                            broken(NO_HEAD_OF_LINE),
                            "the JDK's CompletableFuture.completeOnTimeout, the PR's first draft; one timer thread runs dependents (finding F8)"),
                    entry(
                            SingleThreadTimeouts.class,
                            PR,
                            broken(NO_HEAD_OF_LINE),
                            "the Java-8 helper's first version: a scheduler of one thread"),
                    entry(
                            SharedSchedulerTimeouts.class,
                            REPAIRED,
                            sound(),
                            "the helper as merged after review: min(8, cores) daemon threads, remove-on-cancel, cancel on any completion"),
                    entry(
                            ObtrudingTimeouts.class,
                            KNOWN_BAD,
                            broken(ONE_RESULT),
                            "the timer completes with obtrudeValue"),
                    entry(
                            NeverCancelTimeouts.class,
                            KNOWN_BAD,
                            broken(NO_LEAK),
                            "a completion never cancels the timer task"),
                    entry(
                            NoRemoveOnCancelTimeouts.class,
                            KNOWN_BAD,
                            broken(NO_LEAK),
                            "cancels without remove-on-cancel")));

    private static CatalogEntry entry(
            Class<? extends TimeoutCompletion> subject, CatalogEntry.Role role, Expected expected, String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
