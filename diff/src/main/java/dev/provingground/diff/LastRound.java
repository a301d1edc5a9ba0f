package dev.provingground.diff;

import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;

/**
 * The race search's last round ({@link RaceSearch}): once it stops looking past (its rounds or its budget spent) on a
 * history both builds give that the model checking of the pairs met, the pairs run once more on real threads alone,
 * past that history and every one looked past ({@link ResumePoint#pairsOnRealThreadsOnly}), before the search says
 * "there before". Each round stops at its first failing history, so when every history both builds give is met by the
 * model checking of the pairs, the pairs on real threads never run: logback's LoggerContext (corpus R23) spent its four
 * rounds on histories of {@code debug} and {@code callAppenders} that both builds give, and read "there before", while
 * the pairs on real threads, run on two of its methods, met the documented race ({@code reset()} beside
 * {@code getLogger}). A failure this round meets is judged as any other; none, and the search's answer stands.
 */
final class LastRound {

    private LastRound() {}

    /** What the search's account of what it looked past says of this round. */
    static final String WORDS = "the pairs run once more on real threads alone, past every history looked past, before"
            + " the search says the history it stopped at was there before the PR";

    /** Whether the last round is owed: the failure was met by the model checking of the pairs, before their run on real threads. */
    static boolean owed(Seen after) {
        return ScenarioText.lastLine(after.evidence(), LincheckRuns.FOUND_BY)
                .filter(ResumePoint.MODEL_CHECKED_PAIRS::equals)
                .isPresent();
    }

    /** The search's answer ({@code thereBefore}), the last round ({@code last}) having met no failing history of its own. */
    static RaceSearch.Result metNothingNew(RaceSearch.Result thereBefore, Seen last) {
        List<LookedPast> account = new ArrayList<>(thereBefore.lookedPast());
        account.add(LookedPast.howItEnded(
                RaceSearch.judged(last)
                        ? "the pairs on real threads, run once more: no other failing history (" + last.summary() + ")"
                        : "the pairs on real threads, run once more, could not run (" + last.summary() + ")"));
        return new RaceSearch.Result(
                thereBefore.after(), thereBefore.before(), account, thereBefore.choice(), thereBefore.reading());
    }
}
