package dev.provingground.diff;

import dev.provingground.verdict.ExitCode;
import java.util.Map;

/**
 * What a diff found, typed, for what acts on it ({@code pr}, its reports): the exit code, the verdict (none when the
 * diff did not get that far), each check's outcome by name, the findings as the report shows them (the verdict and the
 * evidence of each check that did not pass), the one line that says why when it stopped early, and the regression test
 * written for a race it found ({@link Reproducer}). Nothing reads the
 * console back.
 */
record DiffResult(
        ExitCode exit,
        Verdict verdict,
        Map<String, String> checks,
        String findings,
        String problem,
        Reproducer.Written regressionTest) {

    DiffResult(ExitCode exit, Verdict verdict, Map<String, String> checks, String findings, String problem) {
        this(exit, verdict, checks, findings, problem, Reproducer.Written.none("no race found"));
    }

    /** A diff that stopped before any verdict: bad input, no verdict or an internal error, and its one line. */
    static DiffResult stopped(ExitCode exit, String problem) {
        return new DiffResult(exit, null, Map.of(), "", problem);
    }
}
