package dev.provingground.diff;

import static dev.provingground.diff.RaceSearch.fails;
import static dev.provingground.diff.RaceSearch.judged;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.List;
import java.util.Optional;

/**
 * Whether an after-side failure is a race, judged by the after side's own answers ({@link RaceSearch}). Check 2 judges
 * the after side's histories by the before side's sequential answers, so a call that answers otherwise one at a time
 * (a remove of what is not there: false after, an exception before) fails every scenario that makes it, whatever the
 * threads do. Its failing scenario is replayed on the after side against its own sequential answers (model checking and
 * real threads): failed there too, it is a race of the after side's, met again; passed there, it is a difference in what
 * the after side answers ({@link RaceSearch.Reading#SEQUENTIAL}), or, when the before side's answers no longer fail it
 * either, a race met once ({@link RaceSearch.Reading#UNCONFIRMED}). Disruptor's SequenceGroup (corpus R03) read "after is
 * not linearizable, before is" in both directions of its real fix, on a history no thread had changed.
 */
final class OwnAnswers {

    private OwnAnswers() {}

    /**
     * The after side's failing {@code scenario}, which the before side passed ({@code replayed}): empty when it is a race
     * of the after side's own (the search goes on as for a race); else the result that says what it is instead.
     */
    static Optional<RaceSearch.Result> judge(
            Builds builds,
            MethodChoice choice,
            Seen after,
            Seen replayed,
            String scenario,
            List<LookedPast> lookedPast) {
        Seen itself = byItsOwnAnswers(builds, choice, scenario);
        if (judged(itself) && fails(itself)) return Optional.empty();
        Seen own = Linearizability.run(builds, choice, "after", "before", scenario);
        if (!judged(own)) return Optional.of(notReplayed(after, replayed, own, lookedPast, choice));
        if (metAgainAsARace(own)) return Optional.empty();
        if (!fails(own) || !mayBeADifference(after))
            return Optional.of(soughtAgain(builds, choice, after, replayed, own, scenario, lookedPast));
        return passedByItsOwn(itself, after, replayed, lookedPast, choice);
    }

    /**
     * Whether a replay of the after side judged by the before side's answers met a race of the after side's again: it
     * failed with a history the after side's own sequential answers do not explain either ({@link OwnSequentialAnswers}).
     */
    static boolean metAgainAsARace(Seen replay) {
        return replay.outcome() == Outcome.FAILED && OwnSequentialAnswers.notExplained(replay.evidence());
    }

    /**
     * Whether an after-side failure may be read as a difference in what it answers, not a race: unless the after side's
     * own sequential answers were asked of its very history and explained none of it. A replay that did not meet the
     * history again says nothing of the history recorded (corpus R23: {@code reset()}'s
     * {@code ConcurrentModificationException} on real threads, read as a difference when the replay missed it).
     */
    static boolean mayBeADifference(Seen failure) {
        return !OwnSequentialAnswers.notExplained(failure.evidence());
    }

    /**
     * The after side's failing history, which its replay at the search's budget did not meet again ({@code own}), sought
     * again with five times the budget, the budget a side gets to give another side's history ({@link ProducesHistory}):
     * on the after side as a race (answers no sequential run of its own gives, {@link Linearizability#reproduces}), then
     * on the before side. Met on the after side and never on the before side, it is the PR's race, and the result says
     * how it was met again; else a race met once ({@link RaceSearch.Reading#UNCONFIRMED}), not counted. A race in a
     * narrow window (a list one call iterates while another adds to it, corpus R23: met by real threads once in the
     * 250 real runs the search gives its scenario, and not in the replay's thousand) needs more runs than a replay of the search's
     * budget gives; the price is two runs more, only when that replay missed.
     */
    private static RaceSearch.Result soughtAgain(
            Builds builds,
            MethodChoice choice,
            Seen after,
            Seen replayed,
            Seen own,
            String scenario,
            List<LookedPast> lookedPast) {
        Optional<String> history =
                after.outcome() == Outcome.FAILED ? ScenarioText.historyIn(after.evidence()) : Optional.empty();
        Seen again = history.isEmpty() ? null : Linearizability.reproduces(builds, choice, scenario, history.get());
        Seen sought = again == null || again.outcome() != Outcome.FAILED
                ? null
                : Linearizability.produces(builds, choice, "before", "before", scenario, history.get());
        long millis = replayed.millis()
                + own.millis()
                + (again == null ? 0 : again.millis())
                + (sought == null ? 0 : sought.millis());
        String evidence = replayed.evidence() + "\n\nthe after side's own replay, at the search's budget:\n"
                + own.evidence()
                + (again == null ? "" : "\n\nthe after side's history, sought again as a race:\n" + again.evidence())
                + (sought == null ? "" : "\n\nthe same history, sought on this side:\n" + sought.evidence());
        boolean confirmed = sought != null && sought.outcome() == Outcome.PASSED;
        String summary = confirmed
                ? "passes the scenario the after side failed, and never answers as its history did (" + sought.summary()
                        + "); the after side met its race again when it was sought with five times the budget ("
                        + again.summary() + ")"
                : "passes the scenario the after side failed; the after side's own replay of it "
                        + (fails(own)
                                ? "met only answers its own sequential runs explain"
                                : "passed too (model checking and real threads)")
                        + whyUnconfirmed(again, sought)
                        + ": not reproduced, not counted as the PR's";
        return new RaceSearch.Result(
                after,
                new Seen(Outcome.PASSED, millis, summary, evidence),
                lookedPast,
                choice,
                confirmed ? RaceSearch.Reading.AS_SEEN : RaceSearch.Reading.UNCONFIRMED);
    }

    /** Why a race met once stays unconfirmed after it was sought again ({@code again}, {@code sought}: null when not run). */
    private static String whyUnconfirmed(Seen again, Seen sought) {
        if (again == null) return "";
        if (!judged(again)) return "; its history could not be sought again (" + again.summary() + ")";
        if (sought == null)
            return "; its history, sought again as a race with five times the budget: not met (" + again.summary()
                    + ")";
        if (sought.outcome() == Outcome.FAILED)
            return "; its history, met again when sought with five times the budget, is one this side gives too ("
                    + sought.summary() + ")";
        return "; its history, met again when sought with five times the budget, could not be sought on this side ("
                + sought.summary() + ")";
    }

    /**
     * The after side's own replay of its failing scenario could not run ({@code own}, a harness error): the race is not
     * counted as met again, and the check says why (no verdict), never a race the PR brings on one meeting.
     */
    private static RaceSearch.Result notReplayed(
            Seen after, Seen replayed, Seen own, List<LookedPast> lookedPast, MethodChoice choice) {
        return new RaceSearch.Result(
                after,
                new Seen(
                        own.outcome(),
                        replayed.millis() + own.millis(),
                        "passes the scenario the after side failed; the after side's own replay of it could not run ("
                                + own.summary() + "): its race is not counted as met again",
                        replayed.evidence() + "\n\nthe after side's own replay:\n" + own.evidence()),
                lookedPast,
                choice);
    }

    /**
     * A history the after side gives and the before side never does ({@link RaceSearch.Reading#NEW_HISTORY}): empty when
     * the after side fails its scenario by its own answers too (a race of its own); else the result that says the
     * history is a difference in what it answers.
     */
    static Optional<RaceSearch.Result> difference(
            Builds builds,
            MethodChoice choice,
            Seen after,
            Seen replayed,
            String scenario,
            List<LookedPast> lookedPast) {
        if (!mayBeADifference(after)) return Optional.empty(); // no sequential run of its own explains it: a race
        return passedByItsOwn(byItsOwnAnswers(builds, choice, scenario), after, replayed, lookedPast, choice);
    }

    private static Seen byItsOwnAnswers(Builds builds, MethodChoice choice, String scenario) {
        return Linearizability.run(builds, choice, "after", "after", scenario);
    }

    /**
     * When the after side passed its scenario by its own answers ({@code itself}), the result that reads the failure as a
     * difference in what it answers ({@link RaceSearch.Reading#SEQUENTIAL}); empty when it failed there too, or could not
     * be judged.
     */
    private static Optional<RaceSearch.Result> passedByItsOwn(
            Seen itself, Seen after, Seen replayed, List<LookedPast> lookedPast, MethodChoice choice) {
        if (!judged(itself) || fails(itself)) return Optional.empty();
        return Optional.of(new RaceSearch.Result(
                new Seen(
                        after.outcome(),
                        after.millis() + itself.millis(),
                        "answers on a concurrent scenario what no sequential run of the before side gives, and by its own"
                                + " sequential answers passes that scenario (model checking and real threads): a difference"
                                + " in what it answers, not a race",
                        after.evidence() + "\n\nthe after side's scenario, judged by its own sequential answers:\n"
                                + itself.evidence()),
                replayed,
                lookedPast,
                choice,
                RaceSearch.Reading.SEQUENTIAL));
    }
}
