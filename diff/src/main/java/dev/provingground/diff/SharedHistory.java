package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.List;
import java.util.Optional;

/**
 * Whether the before side gives the after side's failing history ({@link RaceSearch}), asked with five times the
 * budget ({@link Linearizability#produces}) before that history is called the PR's, and the words for a history both
 * builds give, looked past. A replay of the after side's scenario on the before side is one search at the search's
 * budget: a race in a narrow window, in code both builds share, can pass it by luck while the after side met it on real
 * threads and again on its own replay (docs/findings.md, F34: Logback's {@code LoggerContext}, the same bytecode in
 * both releases, read "a race the PR brings" on a lost update of its warning counter). The history itself is what is
 * judged: never given by the before side, it is the PR's; given there too, it is looked past as any history both builds
 * give.
 */
final class SharedHistory {

    private SharedHistory() {}

    /** The after side's failing history, when it has one (a hang has none). */
    static Optional<String> of(Seen after) {
        return after.outcome() == Outcome.FAILED ? ScenarioText.historyIn(after.evidence()) : Optional.empty();
    }

    /**
     * The after side's failing history, when it was met on real threads ({@link LincheckRuns#FOUND_BY}: a stress run, or a
     * hang's scenario run for real), where meeting it or not is luck: only such a history is sought on the before side
     * before it is called the PR's. One met by model checking was met by a systematic search that the before side's replay
     * repeats on the same scenario with four times a pair's invocations; seeking it again cost the corpus's bad PRs 10 to
     * 110 s each and turned two found races (R08, R13) into no verdict, the before side too slow on real threads for five
     * times the budget (docs/corpus/history.md, 2026-12-07).
     */
    static Optional<String> metOnRealThreads(Seen after) {
        boolean real = ScenarioText.lastLine(after.evidence(), LincheckRuns.FOUND_BY)
                .filter(SearchRuns::onRealThreads)
                .isPresent();
        return real ? of(after) : Optional.empty();
    }

    /**
     * The search for {@code history} on the {@code side} given, judged by {@code judgedBy}, on the {@code scenario} that
     * produced it, with five times the budget ({@link Linearizability#produces}); null when there is no history to seek.
     */
    static Seen seek(
            Optional<String> history,
            Builds builds,
            MethodChoice choice,
            String side,
            String judgedBy,
            String scenario) {
        return history.map(h -> Linearizability.produces(builds, choice, side, judgedBy, scenario, h))
                .orElse(null);
    }

    /** The words a side's outcome adds when it never gave the other side's history ({@code sought}; none when not sought). */
    static String neverGiven(Seen sought) {
        return sought == null ? "" : ", and never answers as its history did (" + sought.summary() + ")";
    }

    /** The evidence of the search for the {@code other} side's history ({@code sought}; none when not sought). */
    static String soughtEvidence(Seen sought, String other) {
        return sought == null
                ? ""
                : "\n\nthe " + other + " side's history, sought here with five times the budget:\n" + sought.evidence();
    }

    /**
     * A side passed the {@code other} side's scenario, replayed, but gives its history when it is sought with five times
     * the budget: the race is in both builds, and the replay's pass was luck.
     */
    static Seen givenToo(Seen replayed, Seen sought, String other) {
        return new Seen(
                Outcome.FAILED,
                replayed.millis() + sought.millis(),
                "passed the " + other + " side's scenario, replayed, but answers as its history did when it is sought"
                        + " with five times the budget (" + sought.summary() + "): the race is in both builds",
                sought.evidence() + "\n\nthe " + other + " side's scenario, replayed here first:\n"
                        + replayed.evidence());
    }

    /**
     * Whether a side gives the {@code other} side's history could not be judged ({@code sought}: cut at its bound, a
     * harness error): nor can whether the PR brings it (or fixes it). No verdict, with its cause.
     */
    static Seen notJudged(Seen replayed, Seen sought, String other) {
        return noVerdict(
                replayed.millis() + sought.millis(),
                "passes the scenario the " + other + " side fails, replayed, but whether it ever answers as the "
                        + other
                        + " side's history did could not be judged (" + sought.summary()
                        + "): that history may be the PR's doing",
                replayed.evidence() + "\n\nthe " + other + " side's history, sought here:\n" + sought.evidence());
    }

    /** A history's judgement that a search ran to no answer: a harness error, no verdict, its cause in {@code why}. */
    static Seen noVerdict(long millis, String why, String evidence) {
        return new Seen(Outcome.ERROR, millis, "harness error, no verdict: " + why, evidence);
    }

    /**
     * Looks past the after side's failing {@code history} on its scenario, which the before side gives too ({@code how}):
     * added to the {@code known} histories and the account; the point the next round of the after side's search resumes
     * at.
     */
    static ResumePoint lookPast(
            List<String> known,
            List<LookedPast> account,
            Operations operations,
            Seen after,
            String history,
            String how) {
        String scenario = ScenarioText.in(after.evidence()).orElseThrow();
        String entry = KnownHistories.entry(scenario, history);
        known.add(entry);
        account.add(lookedPast(entry, scenario, history, operations, how + " (" + after.summary() + ")"));
        return ResumePoint.after(after.evidence()).orElse(null);
    }

    /**
     * The account's line for a history both builds give, gone past: the history in words, {@code how} the before side
     * gave it, and the failures looked past with it ({@link KnownHistories#failures}).
     */
    private static LookedPast lookedPast(
            String entry, String scenario, String history, Operations operations, String how) {
        List<String> failures = KnownHistories.failures(List.of(entry), operations.ops()).stream()
                .map(Object::toString)
                .toList();
        return LookedPast.gonePast("the history "
                + DiffPage.History.of(scenario, history, operations.ops())
                        .map(DiffPage.History::words)
                        .orElseGet(() -> ProducesHistory.History.decode(history).describe())
                + ": " + how + "; the search goes on in the same methods, these answers to them called"
                + " otherwise (other arguments, another overload) looked past too"
                + (failures.isEmpty() ? "" : ", looking past every history in which " + String.join(" or ", failures)));
    }
}
