package dev.provingground.verdict;

import java.util.List;

/**
 * What one engine saw when it ran one check on one subject.
 *
 * @param contract the contract's name ("counter")
 * @param subject  the subject's id: class name, or {@code Adapter@group:artifact:version}
 * @param engine   jcstress, lincheck, properties or jmh
 * @param check    the check's name, unique within its engine and contract
 * @param properties the properties the check is aimed at (see {@link Aim})
 * @param catches  the known-bad subjects the check names as its teeth
 * @param outcome  PASSED, FAILED (the property did not hold), ERROR (the harness failed) or NOT_APPLICABLE
 *                 (the check cannot reach this subject; the summary says why, and nothing is claimed)
 * @param millis   time taken
 * @param summary  one line: what was seen
 * @param evidence replayable detail: outcome table, interleaving, seed and shrunk case, figures
 */
public record CheckResult(String contract, String subject, String engine, String check, List<String> properties,
                          List<String> catches, Outcome outcome, long millis, String summary, String evidence) {

    public enum Outcome { PASSED, FAILED, ERROR, NOT_APPLICABLE }

    public CheckResult {
        properties = List.copyOf(properties);
        catches = List.copyOf(catches);
    }

    /** The row's name: simple class name, with the artifact and version for a real artifact. */
    public String subjectSimpleName() {
        return SubjectId.simpleName(subject);
    }

    /** Column key in the verdict matrix. */
    public String column() {
        return engine + ":" + check;
    }
}
