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
            Builds builds, MethodChoice choice, Seen after, Seen replayed, String scenario, List<String> lookedPast) {
        Seen itself = byItsOwnAnswers(builds, choice, scenario);
        if (judged(itself) && fails(itself)) return Optional.empty();
        Seen own = Linearizability.run(builds, choice, "after", "before", scenario);
        if (!judged(own)) return Optional.empty();
        if (!fails(own)) {
            return Optional.of(new RaceSearch.Result(
                    after,
                    new Seen(
                            Outcome.PASSED,
                            replayed.millis() + own.millis(),
                            "passes the scenario the after side failed;"
                                    + " the after side's own replay of it passed too (model checking and real threads): not reproduced, not counted as the PR's",
                            replayed.evidence() + "\n\nthe after side's own replay:\n" + own.evidence()),
                    lookedPast,
                    choice,
                    RaceSearch.Reading.UNCONFIRMED));
        }
        return passedByItsOwn(itself, after, replayed, lookedPast, choice);
    }

    /**
     * A history the after side gives and the before side never does ({@link RaceSearch.Reading#NEW_HISTORY}): empty when
     * the after side fails its scenario by its own answers too (a race of its own); else the result that says the
     * history is a difference in what it answers.
     */
    static Optional<RaceSearch.Result> difference(
            Builds builds, MethodChoice choice, Seen after, Seen replayed, String scenario, List<String> lookedPast) {
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
            Seen itself, Seen after, Seen replayed, List<String> lookedPast, MethodChoice choice) {
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
