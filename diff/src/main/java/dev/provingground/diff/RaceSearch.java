package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks 2 and 3, looking past a race that was already there. When the after side fails, its failing scenario
 * is replayed on the before side (model checking and real threads, {@link Linearizability#run} with a
 * scenario): passed there, it is a race the PR brings. Failed there too, the history itself is judged: the before
 * side is searched for the after side's very answers on that scenario ({@link ProducesHistory}, five times the
 * budget). Never produced there (and produced again on the after side), the history is the PR's, beside the
 * before side's own race. Produced there, it is shared: looked past, and the search goes on in the same methods
 * with that history accepted, the same answers to the same methods called otherwise, and every history in which a
 * call of the same method throws as one of its calls threw ({@link KnownHistories}, at most {@value #HISTORIES}); past
 * those, or with no history to judge (a hang), without one method of the after side's history (the one with fewest
 * calls; or, when every thread calls an object a method made, the calls on objects of that class: {@link LookPast}), at
 * most {@value #ROUNDS} rounds, all within the look-past budget ({@link DiffRequest#lookPastSeconds}).
 * Passed there, the history is sought there too in the same way before it is called the PR's (F34, {@link SharedHistory}).
 * The before side's own search runs once, when the looking is over and the after side showed no race of the PR's (a
 * race of the PR's is the verdict whatever else the before side does); a scenario it fails alone is replayed on the after
 * side before the PR is said to fix a race.
 */
final class RaceSearch {

    static final int ROUNDS = 4;
    /** How many histories both builds give the search looks past before it looks past a method instead. */
    static final int HISTORIES = 4;

    /** How the outcomes are to be read, beyond each side's own. */
    enum Reading {
        /** Each side's outcome as it is. */
        AS_SEEN,
        /**
         * The after side's failing scenario passed on the before side and on the after side's own replay too, and its
         * history, sought again with five times the budget ({@link OwnAnswers}), was not met as a race on the after side
         * or was given by the before side too: a race met once, whose direction no replay can tell, is not counted as
         * the PR's.
         */
        UNCONFIRMED,
        /**
         * Both sides fail the after side's scenario, but the before side never answers as the after side's history did (and
         * the after side does again): that history is the PR's, beside a race the before side has of its own.
         */
        NEW_HISTORY,
        /**
         * The after side fails the before side's answers on a scenario, and passes it by its own (model checking and real
         * threads): what it answers differs from the before side's, as one call at a time does, and is no race.
         */
        SEQUENTIAL
    }

    /** The two checks' last outcomes (a replay that passed stands in for the side that passed it), what was looked past, and how to read them. */
    record Result(Seen after, Seen before, List<LookedPast> lookedPast, MethodChoice choice, Reading reading) {
        Result(Seen after, Seen before, List<LookedPast> lookedPast, MethodChoice choice) {
            this(after, before, lookedPast, choice, Reading.AS_SEEN);
        }
    }

    private RaceSearch() {}

    static Result run(
            Builds builds,
            MethodChoice choice,
            Operations operations,
            Generators generators,
            Class<?> afterApi,
            Class<?> beforeApiType)
            throws BadInput {
        List<LookedPast> lookedPast = new ArrayList<>();
        if (choice.sameCode()) { // the before side's own search would be the same search on the same bytecode: run once
            Seen once = Linearizability.run(builds, choice, "after", builds.afterJudgedBy());
            return new Result(
                    once,
                    new Seen(
                            once.outcome(),
                            0,
                            "the same bytecode as the after side in every method called and in how it is"
                                    + " built: the search above is its own too",
                            once.evidence()),
                    lookedPast,
                    choice);
        }
        long deadline = System.nanoTime() + builds.request().lookPastSeconds() * 1_000_000_000L;
        List<String> known =
                new ArrayList<>(); // histories both builds give: looked past, the search going on in the same methods
        int round = 0;
        ResumePoint resume = null; // where the round after a history looked past begins (ResumePoint)
        Result thereBefore = null; // the answer the last round, the pairs on real threads alone, stands in front of
        while (true) {
            Seen after = Linearizability.lookingPast(builds, choice, "after", builds.afterJudgedBy(), known, resume);
            if (thereBefore != null && !fails(after)) return LastRound.metNothingNew(thereBefore, after);
            Optional<String> afterScenario = fails(after) ? ScenarioText.in(after.evidence()) : Optional.empty();
            if (judged(after) && afterScenario.isPresent() && !choice.changed().isEmpty()) {
                // The after side fails: its scenario, replayed on the before side, tells a race the PR brings from one
                // already there, in seconds; the before side's own search runs once, when the looking is over, and
                // only when no race of the PR's was found.
                // The checks that follow the failure, one after another, each leave half of what is left to the
                // next (Builds#leavingHalfForTheNext): budgeted here, once, for the whole chain.
                Builds followUps = builds.leavingHalfForTheNext();
                Seen replayed = Linearizability.run(followUps, choice, "before", "before", afterScenario.get());
                if (!judged(replayed)) return new Result(after, replayed, lookedPast, choice);
                boolean lookPastMore = thereBefore == null && known.size() < HISTORIES && System.nanoTime() < deadline;
                if (fails(replayed)) {
                    // Judged by the history, not the method: when the before side never answers as the after side's
                    // history did on the same scenario (and the after side does again), that history is the PR's,
                    // whatever race the before side has.
                    Optional<String> history = SharedHistory.of(after);
                    Seen sought =
                            SharedHistory.seek(history, followUps, choice, "before", "before", afterScenario.get());
                    Optional<Seen> notJudged = historyNotJudged(replayed, sought);
                    if (notJudged.isPresent()) return new Result(after, notJudged.get(), lookedPast, choice);
                    if (sought != null && sought.outcome() == Outcome.PASSED) {
                        Optional<Result> brought = newHistory(
                                followUps,
                                choice,
                                after,
                                replayed,
                                sought,
                                afterScenario.get(),
                                history.get(),
                                lookedPast);
                        if (brought.isPresent()) return brought.get();
                    }
                    if (lookPastMore && sought != null && sought.outcome() == Outcome.FAILED) {
                        resume = SharedHistory.lookPast(
                                known,
                                lookedPast,
                                operations,
                                after,
                                history.get(),
                                "the before side answers so too on the same scenario");
                        continue;
                    }
                    Optional<LookPast> drop = LookPast.in(afterScenario.get(), operations, choice, afterApi);
                    boolean roundsLeft = round + 1 < ROUNDS;
                    round++;
                    boolean more =
                            thereBefore == null && roundsLeft && drop.isPresent() && System.nanoTime() < deadline;
                    if (more) {
                        String it = drop.get().pronoun();
                        lookedPast.add(LookedPast.gonePast(drop.get().named()
                                + ": the before side fails the after side's scenario with " + it + " too ("
                                + after.summary() + ")"));
                        choice = drop.get()
                                .from(
                                        choice,
                                        "its race was there before the PR: the before side fails the after side's"
                                                + " scenario with " + it);
                        if (!choice.focus().isEmpty()) {
                            operations = Operations.of(afterApi, beforeApiType, generators, choice);
                            resume = null; // another list of operations: the round begins at the first run
                            continue;
                        }
                    } else if (drop.isPresent() && thereBefore == null) {
                        // what the lines above looked past, histories and methods alike: not the rounds, which
                        // count the methods alone (corpus R23 said "after 4 rounds" of four histories and no round)
                        lookedPast.add(LookedPast.howItEnded("stopped looking past after " + lookedPast.size()
                                + (lookedPast.size() == 1 ? " history or method" : " histories or methods")
                                + " looked past"
                                + (!roundsLeft
                                        ? " (at most " + ROUNDS + " rounds)"
                                        : " (the look-past budget, "
                                                + builds.request().lookPastSeconds() + " s, -Dpg.diff.lookPastSeconds)")
                                + ": the history it stopped at is in both builds"));
                    }
                    Result shared = new Result(
                            after,
                            new Seen(
                                    replayed.outcome(),
                                    replayed.millis(),
                                    "fails the after side's scenario too (replayed): " + replayed.summary(),
                                    replayed.evidence()),
                            lookedPast,
                            choice);
                    if (thereBefore != null || !LastRound.owed(after)) return shared;
                    // The pairs on real threads have not run since the model checking of the pairs met this history:
                    // they run once more, past it and every history looked past, before "there before" is said.
                    thereBefore = shared;
                    if (sought != null && sought.outcome() == Outcome.FAILED)
                        known.add(KnownHistories.entry(afterScenario.get(), history.get()));
                    resume = ResumePoint.pairsOnRealThreadsOnly();
                    lookedPast.add(LookedPast.howItEnded(LastRound.WORDS));
                    continue;
                }
                // The before side passed the scenario: before it counts as the PR's, the after side must fail it again
                // by its own sequential answers (a race of its own, met again), not only by the before side's (a
                // difference in what it answers, or a race met once by luck).
                Optional<Result> notARace =
                        OwnAnswers.judge(followUps, choice, after, replayed, afterScenario.get(), lookedPast);
                if (notARace.isPresent()) return notARace.get();
                // A race of the after side's own, met on real threads, is the PR's when the before side never answers
                // as its history did, sought with five times the budget: its replay passing may be luck (F34).
                Optional<String> history = SharedHistory.metOnRealThreads(after);
                Seen sought = SharedHistory.seek(history, followUps, choice, "before", "before", afterScenario.get());
                if (sought != null && !judged(sought))
                    return new Result(after, SharedHistory.notJudged(replayed, sought, "after"), lookedPast, choice);
                if (sought != null && fails(sought)) {
                    if (!lookPastMore)
                        return new Result(after, SharedHistory.givenToo(replayed, sought, "after"), lookedPast, choice);
                    resume = SharedHistory.lookPast(
                            known,
                            lookedPast,
                            operations,
                            after,
                            history.get(),
                            "the before side passed its replay of the same scenario, but answers so too when the history"
                                    + " is sought with five times the budget");
                    continue;
                }
                // The PR's, whatever else the before side does (its own search: corpus R02's 347 s of 407).
                return BeforeSideSearch.notNeeded(after, replayed, sought, lookedPast, choice);
            }
            return BeforeSideSearch.run(builds, choice, after, lookedPast, known);
        }
    }

    /**
     * The after side's failing history, which the before side never produced ({@code sought} passed): when the after side
     * produces it again, the result that says the history is the PR's; no verdict when its search for it could not be
     * judged (cut at its bound); empty when it does not give it again (not reproduced).
     */
    private static Optional<Result> newHistory(
            Builds builds,
            MethodChoice choice,
            Seen after,
            Seen replayed,
            Seen sought,
            String scenario,
            String history,
            List<LookedPast> lookedPast) {
        Seen own = Linearizability.produces(builds, choice, "after", builds.afterJudgedBy(), scenario, history);
        if (!judged(own)) { // whether the after side gives it again is not known: nor is whether it is the PR's
            Seen cut = SharedHistory.noVerdict(
                    replayed.millis() + sought.millis() + own.millis(),
                    "fails the after side's scenario with a race of its own, and " + sought.summary()
                            + ", but the after side's own search for that history could not be judged (" + own.summary()
                            + ")",
                    replayed.evidence() + "\n\nthe after side's history, sought here:\n" + sought.evidence()
                            + "\n\nthe after side's own search for it:\n" + own.evidence());
            return Optional.of(new Result(after, cut, lookedPast, choice));
        }
        if (own.outcome() != Outcome.FAILED) return Optional.empty();
        Optional<Result> difference = OwnAnswers.difference(builds, choice, after, replayed, scenario, lookedPast);
        if (difference.isPresent()) return difference;
        return Optional.of(new Result(
                after,
                new Seen(
                        Outcome.FAILED,
                        replayed.millis() + sought.millis(),
                        "fails the after side's scenario with a race of its own (" + replayed.summary() + "), but "
                                + sought.summary(),
                        replayed.evidence() + "\n\nthe after side's history, sought here:\n" + sought.evidence()
                                + "\n\nthe after side's own search for it:\n" + own.evidence()),
                lookedPast,
                choice,
                Reading.NEW_HISTORY));
    }

    /**
     * The before side fails the after side's scenario too ({@code replayed}), but the search for the after side's own
     * answers on it ({@code sought}) ran to no answer (cut at its bound, or a harness error): whether the before side
     * ever gives that history is not known, so neither is whether it is the PR's. That is no verdict, with its cause,
     * never "there before": log4j's LoggerContext (corpus R08), whose after side threw
     * {@code ConcurrentModificationException} from {@code close()}, read "there before" exit 0 because the before side
     * had a race of its own on the scenario while the search for that exception was cut at its bound. Empty when the
     * history was judged, or there was none to judge.
     */
    static Optional<Seen> historyNotJudged(Seen replayed, Seen sought) {
        if (sought == null || judged(sought)) return Optional.empty();
        return Optional.of(SharedHistory.noVerdict(
                replayed.millis() + sought.millis(),
                "fails the after side's scenario too (" + replayed.summary()
                        + "), but whether it ever answers as the after side's history did could not be judged ("
                        + sought.summary() + "): that history may be the PR's",
                replayed.evidence() + "\n\nthe after side's history, sought here:\n" + sought.evidence()));
    }

    /** A check that ran to an answer (passed, failed or hung), not a harness error. */
    static boolean judged(Seen s) {
        return s.outcome() == Outcome.PASSED || fails(s);
    }

    /** A check that failed: a race met (FAILED) or a call that never returned (HUNG). */
    static boolean fails(Seen s) {
        return s.outcome() == Outcome.FAILED || s.outcome() == Outcome.HUNG;
    }
}
