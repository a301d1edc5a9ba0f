package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import java.util.List;

/**
 * How a side's search that met no failing history ends ({@link LinearizabilityMain}): what ran, in the summary's words,
 * and what did not, and why. A search for another side's history that was cut short is no verdict: "never answers so"
 * would read as a race the PR brings.
 *
 * @param said         each run that began, as the summary names it
 * @param notRun       the runs the side's deadline left no room for
 * @param afterTheCut  the runs not begun because a model-checking run cut at its bound left the engine at work
 * @param cutShort     whether the side's deadline cut a run
 */
record SearchEnd(List<String> said, List<String> notRun, List<String> afterTheCut, boolean cutShort) {

    /** Reports the search's end: its summary and {@code ran}, the runs' account, with the operations. */
    void report(long start, String impl, ProducesHistory.History produce, int widen, String ran, String operations) {
        String evidence = ran + "\noperations:\n" + operations;
        if (said.isEmpty()) {
            LincheckRuns.report(
                    Outcome.ERROR,
                    start,
                    "harness error, no verdict: no run could begin within " + SideDeadline.words(),
                    evidence);
            return;
        }
        String cut =
                (notRun.isEmpty() ? "" : "; not run within " + SideDeadline.words() + ": " + String.join(", ", notRun))
                        + (afterTheCut.isEmpty()
                                ? ""
                                : "; not run, the engine still at work in the run cut before: "
                                        + String.join(", ", afterTheCut));
        if (produce != null && (cutShort || !notRun.isEmpty())) {
            LincheckRuns.report(
                    Outcome.ERROR,
                    start,
                    "harness error, no verdict: the search for the after side's history on the " + impl
                            + " side was cut at " + SideDeadline.words() + " (" + String.join(", ", said) + cut
                            + ")",
                    evidence);
            return;
        }
        if (produce != null) {
            LincheckRuns.report(
                    Outcome.PASSED,
                    start,
                    "never answers as the after side's failing history did (" + String.join(", ", said) + ", " + widen
                            + " times the budget): " + produce.describe(),
                    evidence);
            return;
        }
        LincheckRuns.report(
                Outcome.PASSED, start, "no non-linearizable history in " + String.join(", ", said) + cut, evidence);
    }
}
