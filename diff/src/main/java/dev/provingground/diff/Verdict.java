package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;

import java.util.List;

/**
 * What a diff says about the PR, from its checks' outcomes, and the exit code with it: 1 when the PR
 * brings a difference, a race or a hang, and when a check could not run (then nothing is said about the
 * PR, never a verdict by accident); 0 when nothing was found, or what was found was there before.
 */
record Verdict(String words, int exit) {

    /**
     * The verdict; {@code sameCode} when both sides run the same bytecode in every method called and in how the object is
     * built ({@link MethodChoice#sameCode}): then nothing is the PR's, by construction, whatever one side's run met;
     * {@code reading}: how the race search's outcomes are to be read ({@link RaceSearch.Reading}).
     */
    static Verdict of(SequentialEquivalence.Outcome sequential, Seen after, Seen before,
                      DiffJunitXml.Case performance, String whatRan, boolean sameCode, RaceSearch.Reading reading) {
        boolean unconfirmed = reading == RaceSearch.Reading.UNCONFIRMED;
        boolean afterRace = after.outcome() == Outcome.FAILED;
        boolean beforeRace = before.outcome() == Outcome.FAILED;
        boolean afterHung = after.outcome() == Outcome.HUNG;
        boolean beforeHung = before.outcome() == Outcome.HUNG;
        boolean harness = sequential.hung() || performance.kind().equals(DiffJunitXml.Case.ERROR)
                || List.of(after, before).stream().anyMatch(r -> !List.of(Outcome.PASSED, Outcome.FAILED, Outcome.HUNG).contains(r.outcome()));
        if (harness) return new Verdict("no verdict: a check could not run (see its line); nothing is said about the PR", 1);
        if (sameCode) {
            boolean seen = sequential.difference().isPresent() || afterRace || afterHung || beforeRace || beforeHung;
            return new Verdict(seen ? "nothing the PR brings: both builds run the same bytecode in every method called and in how the object is"
                    + " built, so what a check met on one side (its line above) is in both builds" : "no difference found (" + whatRan
                    + "; both builds run the same bytecode in every method called)", 0);
        }
        if (sequential.difference().isPresent()) {
            return new Verdict("after differs from before: " + sequential.difference().get().firstDifference()
                    + (afterRace && !beforeRace ? "; and after is not linearizable, before is" : ""), 1);
        }
        if (afterHung && !beforeHung) return new Verdict("after hangs, before does not: " + after.summary(), 1);
        if (unconfirmed && afterRace && !beforeRace) {
            return new Verdict("a race met once on the after side and not reproduced by its own replay, nor on the before side: not counted as"
                    + " the PR's (its history is below)", 0);
        }
        if (afterRace && !beforeRace && !beforeHung) return new Verdict("after is not linearizable, before is: a race the PR brings", 1);
        if (afterRace && reading == RaceSearch.Reading.NEW_HISTORY) {
            return new Verdict("after answers as before never does: a race the PR brings (before has a race of its own in these methods; both"
                    + " lines above)", 1);
        }
        if (afterRace || afterHung) return new Verdict("both are not linearizable (or hang): the problem was there before the PR", 0);
        if (beforeRace || beforeHung) return new Verdict("before is not linearizable, after is: the PR fixes a race (" + before.summary() + ")", 0);
        return new Verdict("no difference found (" + whatRan + ")", 0);
    }
}
