package dev.provingground.verdict;

import java.util.Collection;
import java.util.Comparator;

/**
 * What a command's exit code says, the same in {@code check}, {@code diff}, {@code pr} and the GitHub Action, so that a CI
 * step can tell "your change has a race" from "the tool could not judge" from "the tool broke". Several answers (the
 * classes of a PR) make the worst of them: the highest code.
 */
public enum ExitCode {
    /** Nothing found: no difference, a race the change fixes, or one that was there before it. */
    NOTHING_FOUND(0, "nothing found (or a race the change fixes, or one there before it)"),
    /** A finding: a difference, a race or a hang the change brings; a check that failed. */
    FINDING(1, "a finding: a difference, race or hang the change brings, or a check that failed"),
    /** Bad input: one line says what is wrong; nothing ran. */
    BAD_INPUT(2, "bad input: one line says what, nothing ran"),
    /** No verdict: a check could not run (a harness problem, its cause in one line); nothing is said about the code. */
    NO_VERDICT(3, "no verdict: a check could not run (a harness problem, its cause in one line)"),
    /** The tool itself failed: a report it could not write, an error of its own. */
    INTERNAL_ERROR(4, "an internal error of the tool (a report it could not write, an error of its own)");

    private final int code;
    private final String meaning;

    ExitCode(int code, String meaning) {
        this.code = code;
        this.meaning = meaning;
    }

    public int code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }

    /** The worst of several answers (the highest code); nothing found when there are none. */
    public static ExitCode worst(Collection<ExitCode> codes) {
        return codes.stream().max(Comparator.comparingInt(ExitCode::code)).orElse(NOTHING_FOUND);
    }
}
