package dev.provingground.report;

import dev.provingground.verdict.ExitCode;

/** One (subject, check) cell of the verdict matrix: its word in the reports, and what the word means (the README's table). */
public enum Cell {
    PASS("PASS", false, "The check held, as the catalog expects."),
    CAUGHT("CAUGHT", false, "A known-bad subject failed a check aimed at the property it breaks: the check has teeth."),
    ALSO_FAILS(
            "ALSO FAILS",
            false,
            "A known-bad subject failed a check aimed at a property its breakage is known to affect too."),
    MISSED(
            "MISSED",
            true,
            "A known-bad subject passed every check aimed at the property it breaks: a check without teeth."),
    FALSE_ALARM(
            "FALSE ALARM",
            true,
            "A sound subject failed, or a known-bad one failed a property the catalog says it keeps."),
    FAIL("FAIL", true, "A reviewer's class (expected sound) failed the check: the property does not hold for it."),
    ERROR("ERROR", true, "The harness failed (a crash, a timeout of the harness itself): no verdict, its cause said."),
    HUNG(
            "HUNG",
            true,
            "The subject hung at the cell's bound (its threads blocked in its code): the check could not finish."),
    SPINNING("SPINNING", true, "The subject spun at the cell's bound (a thread running in its code)."),
    EXITED("EXITED", true, "The subject exited the JVM (System.exit, Runtime.halt)."),
    CRASHED("CRASHED", true, "The JVM running the check crashed."),
    OUT_OF_HEAP("OUT OF HEAP", true, "The heap ran out while the check ran."),
    NOT_APPLICABLE(
            "n/a", false, "The check cannot reach this subject (its result says why): nothing claimed either way."),
    NOT_RUN(
            "-",
            false,
            "The check did not run on this subject: a known-bad subject runs only the checks aimed at what it breaks"
                    + " (pg.matrix=aimed, a plain verify; full runs every check).");

    public final String label;
    public final boolean failsBuild;
    public final String meaning;

    Cell(String label, boolean failsBuild, String meaning) {
        this.label = label;
        this.failsBuild = failsBuild;
        this.meaning = meaning;
    }

    /**
     * What this cell makes of a command's exit code ({@link ExitCode}): a finding when the subject broke a property or
     * misbehaved (a check without teeth is one too), no verdict when the harness could not judge, nothing found otherwise.
     */
    public ExitCode exit() {
        return switch (this) {
            case FAIL, FALSE_ALARM, MISSED, HUNG, SPINNING, EXITED -> ExitCode.FINDING;
            case ERROR, CRASHED, OUT_OF_HEAP -> ExitCode.NO_VERDICT;
            case PASS, CAUGHT, ALSO_FAILS, NOT_APPLICABLE, NOT_RUN -> ExitCode.NOTHING_FOUND;
        };
    }
}
