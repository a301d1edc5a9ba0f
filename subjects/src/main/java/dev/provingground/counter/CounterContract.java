package dev.provingground.counter;

import static dev.provingground.counter.CounterProperty.*;
import static dev.provingground.verdict.CatalogEntry.Role.*;
import static dev.provingground.verdict.Expected.broken;
import static dev.provingground.verdict.Expected.sound;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Expected;
import java.util.List;

/** The counter-floor contract and its catalog: every subject with the verdict the checks must reach. */
public final class CounterContract implements Contracts.Provider {

    /** For the registry ({@link Contracts}): contracts register themselves, the harness names none. */
    public CounterContract() {}

    @Override
    public Contract<?, ?> contract() {
        return CONTRACT;
    }

    /** Every check of the contract, engine:check, as the matrix's columns; the verdict step holds the run to it. */
    static final List<String> CHECKS = List.of(
            "jcstress:CompleteVsCompleteLitmus",
            "jcstress:SendVsCompleteLitmus",
            "jcstress:SendVsEvictLitmus",
            "jcstress:SendVsSendLitmus",
            "lincheck:model-checking",
            "lincheck:stress",
            "properties:count-never-negative",
            "properties:eviction-keeps-counters-in-flight",
            "properties:pending-and-blocked-agree-with-model",
            "properties:reporter-called-exactly-for-unmatched-completions",
            "jmh:alloc-per-request");

    public static final Contract<PendingRequestCounters, CounterSetup> CONTRACT = new Contract<>(
            "counter",
            PendingRequestCounters.class,
            CounterSetup.class,
            () -> new CounterSetup(2, UnmatchedCompletionReporter.IGNORE),
            List.of(CounterProperty.values()),
            CHECKS,
            List.of(
                    entry(
                            ComputeCounters.class,
                            BEFORE,
                            broken(ALLOCATION_FREE),
                            "upstream today: boxed Integer under ConcurrentHashMap.compute; a new Integer per update once counts pass 127, what the PR removes"),
                    entry(
                            AtomicFloorCounters.class,
                            PR,
                            broken(EVICTION_KEEPS_IN_FLIGHT),
                            "PR #2672: AtomicInteger via computeIfAbsent, getAndUpdate floor; finding F1: a send racing eviction is lost"),
                    entry(
                            RetiringAtomicCounters.class,
                            REPAIRED,
                            sound(),
                            "the PR repaired: eviction retires a counter by CAS before removing it"),
                    entry(
                            CheckThenDecrementCounters.class,
                            KNOWN_BAD,
                            broken(NEVER_NEGATIVE),
                            "floor as check-then-decrement"),
                    entry(
                            NoFloorCounters.class,
                            KNOWN_BAD,
                            broken(NEVER_NEGATIVE).alsoFails(AGREES_WITH_MODEL, UNMATCHED_REPORTED_ONCE),
                            "no floor: a completion decrements below zero"),
                    entry(GetThenPutCounters.class, KNOWN_BAD, broken(NO_LOST_UPDATE), "lazy creation by get-then-put"),
                    entry(
                            PlainReadModifyWriteCounters.class,
                            KNOWN_BAD,
                            broken(NO_LOST_UPDATE).alsoFails(UNMATCHED_REPORTED_ONCE),
                            "boxed map updated by get-then-put instead of compute"),
                    entry(
                            UpdateAndGetFloorCounters.class,
                            KNOWN_BAD,
                            broken(UNMATCHED_REPORTED_ONCE),
                            "floor by updateAndGet: reports legal completions that empty the counter"),
                    entry(
                            EvictBusyCounters.class,
                            KNOWN_BAD,
                            broken(EVICTION_KEEPS_IN_FLIGHT).alsoFails(UNMATCHED_REPORTED_ONCE, AGREES_WITH_MODEL),
                            "eviction drops every departed instance, busy or idle"),
                    entry(
                            StrictThresholdCounters.class,
                            KNOWN_BAD,
                            broken(AGREES_WITH_MODEL),
                            "blocked only above the threshold (off by one)")));

    private static CatalogEntry entry(
            Class<? extends PendingRequestCounters> subject,
            CatalogEntry.Role role,
            Expected expected,
            String summary) {
        return new CatalogEntry(subject, role, expected, summary);
    }
}
