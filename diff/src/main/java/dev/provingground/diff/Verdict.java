package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.OwnJvmCheck.Seen;

import java.util.List;

/**
 * What a diff says about the PR, from its checks' outcomes: its kind, its words, and the exit code with it
 * ({@link ExitCode}): a finding when the PR brings a difference, a race or a hang; no verdict when a check could
 * not run (then nothing is said about the PR, never a verdict by accident); nothing found when nothing was, or
 * what was found was there before, or the PR fixes it. Readers (pr, the reports) read the kind, never the words.
 */
record Verdict(Kind kind, String words) {

    /** The closed vocabulary of what a diff can say. */
    enum Kind {
        /** A check could not run: nothing is said about the PR. */
        NO_VERDICT(ExitCode.NO_VERDICT),
        /** Both builds run the same bytecode in everything called: nothing is the PR's, whatever a run met. */
        SAME_CODE(ExitCode.NOTHING_FOUND),
        /** The sequential answers differ. */
        DIFFERS(ExitCode.FINDING),
        /** The after side hangs where the before side does not. */
        HANGS(ExitCode.FINDING),
        /** An after-side race its own replay did not meet again: not counted. */
        UNCONFIRMED(ExitCode.NOTHING_FOUND),
        /** The after side is not linearizable, the before side is: a race the PR brings. */
        BRINGS_RACE(ExitCode.FINDING),
        /** Both fail, but the after side answers as the before side never does: a race the PR brings. */
        NEW_HISTORY(ExitCode.FINDING),
        /** Both fail alike: the problem was there before the PR. */
        THERE_BEFORE(ExitCode.NOTHING_FOUND),
        /** The before side fails, the after side does not: the PR fixes a race. */
        FIXES_RACE(ExitCode.NOTHING_FOUND),
        /** Nothing found. */
        NO_DIFFERENCE(ExitCode.NOTHING_FOUND);

        private final ExitCode exit;

        Kind(ExitCode exit) {
            this.exit = exit;
        }

        ExitCode exit() {
            return exit;
        }
    }

    ExitCode exit() {
        return kind.exit();
    }

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
        if (harness) return new Verdict(Kind.NO_VERDICT, "no verdict: a check could not run (see its line); nothing is said about the PR");
        if (sameCode) {
            boolean seen = sequential.difference().isPresent() || afterRace || afterHung || beforeRace || beforeHung;
            return new Verdict(Kind.SAME_CODE, seen ? "nothing the PR brings: both builds run the same bytecode in every method called and in how the object is"
                    + " built, so what a check met on one side (its line above) is in both builds" : "no difference found (" + whatRan
                    + "; both builds run the same bytecode in every method called)");
        }
        if (sequential.difference().isPresent()) {
            return new Verdict(Kind.DIFFERS, "after differs from before: " + sequential.difference().get().firstDifference()
                    + (afterRace && !beforeRace ? "; and after is not linearizable, before is" : ""));
        }
        if (afterHung && !beforeHung) return new Verdict(Kind.HANGS, "after hangs, before does not: " + after.summary());
        if (unconfirmed && afterRace && !beforeRace) {
            return new Verdict(Kind.UNCONFIRMED, "a race met once on the after side and not reproduced by its own replay, nor on the before side: not counted as"
                    + " the PR's (its history is below)");
        }
        if (afterRace && !beforeRace && !beforeHung) return new Verdict(Kind.BRINGS_RACE, "after is not linearizable, before is: a race the PR brings");
        if (afterRace && reading == RaceSearch.Reading.NEW_HISTORY) {
            return new Verdict(Kind.NEW_HISTORY, "after answers as before never does: a race the PR brings (before has a race of its own in these methods; both"
                    + " lines above)");
        }
        if (afterRace || afterHung) return new Verdict(Kind.THERE_BEFORE, "both are not linearizable (or hang): the problem was there before the PR");
        if (beforeRace || beforeHung) return new Verdict(Kind.FIXES_RACE, "before is not linearizable, after is: the PR fixes a race (" + before.summary() + ")");
        return new Verdict(Kind.NO_DIFFERENCE, "no difference found (" + whatRan + ")");
    }
}
