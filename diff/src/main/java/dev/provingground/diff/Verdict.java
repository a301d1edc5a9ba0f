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

    /** The closed vocabulary of what a diff can say, each with its exit code and what it means. */
    enum Kind {
        NO_VERDICT(ExitCode.NO_VERDICT, "A check could not run (its line says why): nothing is said about the PR."),
        SAME_CODE(
                ExitCode.NOTHING_FOUND,
                "Both builds run the same bytecode in everything called: nothing a check met on one side can be the PR's."),
        DIFFERS(
                ExitCode.FINDING,
                "The two builds answer the same calls differently, one call at a time (the calls and both answers shown)."),
        HANGS(ExitCode.FINDING, "A call returns before the PR and does not after it (its stuck thread shown)."),
        UNCONFIRMED(
                ExitCode.NOTHING_FOUND,
                "A race met once after the PR that its own replay did not meet again: shown, not counted."),
        BRINGS_RACE(
                ExitCode.FINDING,
                "After the PR, a concurrent history no sequential run of the before build explains; before, none: a race the PR brings."),
        NEW_HISTORY(
                ExitCode.FINDING,
                "Both builds race in these methods, but after the PR the answers are ones the before build never gives: a race the PR brings."),
        THERE_BEFORE(ExitCode.NOTHING_FOUND, "Both builds fail alike: the race was there before the PR."),
        FIXES_RACE(ExitCode.NOTHING_FOUND, "The before build fails, the after build does not: the PR fixes a race."),
        NO_DIFFERENCE(ExitCode.NOTHING_FOUND, "Nothing found at the budget the report states.");

        private final ExitCode exit;
        private final String meaning;

        Kind(ExitCode exit, String meaning) {
            this.exit = exit;
            this.meaning = meaning;
        }

        ExitCode exit() {
            return exit;
        }

        /** What the verdict means, for the README's table. */
        String meaning() {
            return meaning;
        }
    }

    ExitCode exit() {
        return kind.exit();
    }

    /**
     * The verdict; {@code sameCode} when both sides run the same bytecode in every method called and in how the object is
     * built ({@link MethodChoice#sameCode}): then nothing is the PR's, by construction, whatever one side's run met;
     * {@code reading}: how the race search's outcomes are to be read ({@link RaceSearch.Reading}); {@code lookedPast}:
     * the search met races both builds give and looked past them ({@link RaceSearch.Result#lookedPast}).
     */
    static Verdict of(
            SequentialEquivalence.Outcome sequential,
            Seen after,
            Seen before,
            DiffJunitXml.Case performance,
            String whatRan,
            boolean sameCode,
            RaceSearch.Reading reading,
            boolean lookedPast) {
        Verdict v = notRepeatableWhenCut(
                ofChecks(sequential, after, before, performance, whatRan, sameCode, reading, lookedPast),
                after,
                before);
        // A failure the PR fixes one call at a time is said first; what the race checks found is the verdict.
        if (sequential.fixedDefect().isEmpty() || v.kind() == Kind.NO_VERDICT || v.kind() == Kind.DIFFERS) return v;
        return new Verdict(
                v.kind(),
                "the PR fixes a failure (" + sequential.fixedDefect().get().firstDifference() + "); " + v.words());
    }

    /**
     * An answer of nothing found that a side's model checking of the pairs reached only as far as the clock let it (its
     * summary says so, {@link ModelCheckingBatches#CUT_BY_THE_CLOCK}) says that it is not repeatable by its seed: a race
     * past the cut may be met by a run on a faster machine, or missed by this one on a busier day (findings F27). A
     * finding stands on its own history and replay; identical code is nothing the PR's by construction.
     */
    static Verdict notRepeatableWhenCut(Verdict v, Seen after, Seen before) {
        if (v.exit() != ExitCode.NOTHING_FOUND || v.kind() == Kind.SAME_CODE) return v;
        boolean cut = java.util.stream.Stream.of(after, before)
                .anyMatch(s -> String.valueOf(s.summary()).contains(ModelCheckingBatches.CUT_BY_THE_CLOCK));
        if (!cut) return v;
        return new Verdict(
                v.kind(),
                v.words() + "; not repeatable by its seed: the clock cut the model checking of the pairs before their"
                        + " end (the line that says how far), and a race past the cut was not looked for by design");
    }

    private static Verdict ofChecks(
            SequentialEquivalence.Outcome sequential,
            Seen after,
            Seen before,
            DiffJunitXml.Case performance,
            String whatRan,
            boolean sameCode,
            RaceSearch.Reading reading,
            boolean lookedPast) {
        boolean unconfirmed = reading == RaceSearch.Reading.UNCONFIRMED;
        boolean afterRace = after.outcome() == Outcome.FAILED;
        boolean beforeRace = before.outcome() == Outcome.FAILED;
        boolean afterHung = after.outcome() == Outcome.HUNG;
        boolean beforeHung = before.outcome() == Outcome.HUNG;
        boolean harness = sequential.hung()
                || performance.kind().equals(DiffJunitXml.Case.ERROR)
                || List.of(after, before).stream()
                        .anyMatch(r -> !List.of(Outcome.PASSED, Outcome.FAILED, Outcome.HUNG)
                                .contains(r.outcome()));
        if (harness)
            return new Verdict(
                    Kind.NO_VERDICT, "no verdict: a check could not run (see its line); nothing is said about the PR");
        if (sameCode) {
            boolean seen = sequential.difference().isPresent() || afterRace || afterHung || beforeRace || beforeHung;
            return new Verdict(
                    Kind.SAME_CODE,
                    seen
                            ? "nothing the PR brings: both builds run the same bytecode in every method called and in how the object is"
                                    + " built, so what a check met on one side (its line above) is in both builds"
                            : "no difference found (" + whatRan
                                    + "; both builds run the same bytecode in every method called)");
        }
        boolean ownAnswers = reading == RaceSearch.Reading.SEQUENTIAL; // its failing history: its own answers, no race
        if (sequential.difference().isPresent()) {
            return new Verdict(
                    Kind.DIFFERS,
                    "after differs from before: "
                            + sequential.difference().get().firstDifference()
                            + (afterRace && !beforeRace && !ownAnswers
                                    ? "; and after is not linearizable, before is"
                                    : ""));
        }
        if (afterRace && ownAnswers) {
            return new Verdict(
                    Kind.DIFFERS,
                    "after differs from before: on a concurrent scenario it answers as its own sequential runs do and the"
                            + " before build's never do (the history below): a difference, not a race");
        }
        if (afterHung && !beforeHung)
            return new Verdict(Kind.HANGS, "after hangs, before does not: " + after.summary());
        if (unconfirmed && afterRace && !beforeRace) {
            return new Verdict(
                    Kind.UNCONFIRMED,
                    "a race met once on the after side and not reproduced by its own replay, nor on the before side: not counted as"
                            + " the PR's (its history is below)");
        }
        if (afterRace && !beforeRace && !beforeHung)
            return new Verdict(Kind.BRINGS_RACE, "after is not linearizable, before is: a race the PR brings");
        if (afterRace && reading == RaceSearch.Reading.NEW_HISTORY) {
            return new Verdict(
                    Kind.NEW_HISTORY,
                    "after answers as before never does: a race the PR brings (before has a race of its own in these methods; both"
                            + " lines above)");
        }
        if (afterRace || afterHung)
            return new Verdict(
                    Kind.THERE_BEFORE, "both are not linearizable (or hang): the problem was there before the PR");
        if (beforeRace || beforeHung)
            return new Verdict(
                    Kind.FIXES_RACE,
                    "before is not linearizable, after is: the PR fixes a race (" + before.summary() + ")");
        if (lookedPast)
            return new Verdict(
                    Kind.THERE_BEFORE,
                    "both builds race alike in what was looked past (the lines above) and nothing else was found: the"
                            + " problem was there before the PR");
        return new Verdict(Kind.NO_DIFFERENCE, "no difference found (" + whatRan + ")");
    }
}
