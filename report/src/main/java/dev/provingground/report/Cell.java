package dev.provingground.report;

/** One (subject, check) cell of the verdict matrix. */
public enum Cell {
    /** The check held, as the catalog expects. */
    PASS("PASS", false),
    /** A BROKEN subject failed a check aimed at the property it breaks. */
    CAUGHT("CAUGHT", false),
    /** A BROKEN subject failed a check aimed at a property its breakage is known to affect too. */
    ALSO_FAILS("ALSO FAILS", false),
    /** A BROKEN subject passed every check aimed at the property it breaks. */
    MISSED("MISSED", true),
    /** A SOUND subject failed, or a BROKEN one failed a property the catalog says it keeps. */
    FALSE_ALARM("FALSE ALARM", true),
    /** A reviewer's class (expected SOUND) failed the check: the property does not hold for it. */
    FAIL("FAIL", true),
    /** The harness failed (a crash, a timeout of the harness itself): no verdict. */
    ERROR("ERROR", true),
    /** The subject hung at the cell's bound (its threads blocked): the check could not finish. */
    HUNG("HUNG", true),
    /** The subject spun at the cell's bound (a thread running in its code). */
    SPINNING("SPINNING", true),
    /** The subject exited the JVM (System.exit, Runtime.halt). */
    EXITED("EXITED", true),
    /** The JVM running the check crashed. */
    CRASHED("CRASHED", true),
    /** The heap ran out while the check ran. */
    OUT_OF_HEAP("OUT OF HEAP", true),
    /** The check cannot reach this subject (its result says why): nothing claimed either way. */
    NOT_APPLICABLE("n/a", false),
    /** The engine did not run this check on this subject. */
    NOT_RUN("-", false);

    public final String label;
    public final boolean failsBuild;

    /**
     * What this cell makes of a command's exit code ({@link dev.provingground.verdict.ExitCode}): a finding when the
     * subject broke a property or misbehaved (a check without teeth is one too), no verdict when the harness could not
     * judge, nothing found otherwise.
     */
    public dev.provingground.verdict.ExitCode exit() {
        return switch (this) {
            case FAIL, FALSE_ALARM, MISSED, HUNG, SPINNING, EXITED -> dev.provingground.verdict.ExitCode.FINDING;
            case ERROR, CRASHED, OUT_OF_HEAP -> dev.provingground.verdict.ExitCode.NO_VERDICT;
            case PASS, CAUGHT, ALSO_FAILS, NOT_APPLICABLE, NOT_RUN -> dev.provingground.verdict.ExitCode.NOTHING_FOUND;
        };
    }

    Cell(String label, boolean failsBuild) {
        this.label = label;
        this.failsBuild = failsBuild;
    }
}
