package dev.provingground.diff;

import static dev.provingground.diff.RaceSearch.fails;
import static dev.provingground.diff.RaceSearch.judged;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.List;
import java.util.Optional;

/**
 * The before side's own search ({@link RaceSearch}), run once the looking past is over (and not at all once the after
 * side showed a race the PR brings, {@link #notNeeded}), and what the two sides' searches
 * say together: a race in both builds, one the PR brings, or one the before side fails alone, replayed on the after side
 * before the PR is said to fix it (and, met on real threads, its history sought there with five times the budget: {@link
 * SharedHistory}).
 */
final class BeforeSideSearch {

    private BeforeSideSearch() {}

    /**
     * The result when the after side's race is the PR's ({@code after}: a race of its own, met again) and the before side
     * passed its scenario, replayed ({@code replayed}), and never gave its history, sought with five times the budget
     * ({@code sought}; null for a hang, which has none, {@link SharedHistory}): the before side's own search is not run,
     * for it could not change the verdict.
     */
    static RaceSearch.Result notNeeded(
            Seen after, Seen replayed, Seen sought, List<LookedPast> lookedPast, MethodChoice choice) {
        return new RaceSearch.Result(
                after,
                new Seen(
                        Outcome.PASSED,
                        replayed.millis() + (sought == null ? 0 : sought.millis()),
                        "passes the scenario the after side fails, replayed (model checking and real threads)"
                                + SharedHistory.neverGiven(sought)
                                + "; its own search was not run: a race the PR brings is the verdict, whatever else"
                                + " this side does",
                        replayed.evidence() + SharedHistory.soughtEvidence(sought, "after")),
                lookedPast,
                choice);
    }

    /**
     * The result of checks 2 and 3 from the after side's last search ({@code after}) and the
     * before side's own, which looks past the histories both builds give ({@code known}, {@link KnownHistories}) as the
     * after side's did: the before side alone gets the same search.
     */
    static RaceSearch.Result run(
            Builds builds, MethodChoice choice, Seen after, List<LookedPast> lookedPast, List<String> known) {
        Seen before = Linearizability.lookingPast(builds, choice, "before", "before", known, null);
        if (!judged(after) || !judged(before) || !fails(after) && !fails(before))
            return new RaceSearch.Result(after, before, lookedPast, choice);
        // Not one called method differs in bytecode between the builds: a race one side shows is in the other's
        // code too,
        // whatever a random scenario happened to meet (Guava's AtomicLongMap against itself once read "a race the
        // PR brings").
        if (choice.changed().isEmpty() && fails(after) != fails(before)) {
            Seen failing = fails(after) ? after : before;
            Seen shared = new Seen(
                    failing.outcome(),
                    failing.millis(),
                    "the same bytecode as the other side in every method called: its race (" + failing.summary()
                            + ") is in both builds",
                    failing.evidence());
            return fails(after)
                    ? new RaceSearch.Result(after, shared, lookedPast, choice)
                    : new RaceSearch.Result(shared, before, lookedPast, choice);
        }
        if (!fails(after)) { // the before side fails alone: replayed on the after side before it counts as fixed
            Optional<String> scenario = ScenarioText.in(before.evidence());
            if (scenario.isEmpty()) return new RaceSearch.Result(after, before, lookedPast, choice);
            Seen replayed = Linearizability.run(builds, choice, "after", builds.afterJudgedBy(), scenario.get());
            if (!judged(replayed) || fails(replayed))
                return new RaceSearch.Result(replayed, before, lookedPast, choice);
            // met on real threads, the before side's history is sought on the after side before the PR is said to fix
            // it: the after side's replay passing may be luck (F34, the other way round)
            Optional<String> history = SharedHistory.metOnRealThreads(before);
            Seen sought = SharedHistory.seek(history, builds, choice, "after", builds.afterJudgedBy(), scenario.get());
            if (sought != null && !judged(sought))
                return new RaceSearch.Result(
                        SharedHistory.notJudged(replayed, sought, "before"), before, lookedPast, choice);
            if (sought != null && fails(sought))
                return new RaceSearch.Result(
                        SharedHistory.givenToo(replayed, sought, "before"), before, lookedPast, choice);
            return new RaceSearch.Result(
                    new Seen(
                            Outcome.PASSED,
                            after.millis() + replayed.millis() + (sought == null ? 0 : sought.millis()),
                            after.summary()
                                    + "; and passes the scenario the before side fails, replayed (model checking"
                                    + " and real threads)" + SharedHistory.neverGiven(sought),
                            after.evidence() + "\n\nthe before side's failing scenario, replayed here:\n"
                                    + replayed.evidence() + SharedHistory.soughtEvidence(sought, "before")),
                    before,
                    lookedPast,
                    choice);
        }
        // The after side fails: alone, only with no scenario to replay (one it had was replayed on the before side,
        // passed there, and that search ended at once: notNeeded); with the before side, only when no called method
        // differs any more (look-past rounds dropped every changed one), where its scenario was never replayed. Both
        // sides are read as they are, never as a scenario the before side passes.
        return new RaceSearch.Result(after, before, lookedPast, choice);
    }
}
