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
 * @param outcome  PASSED, FAILED (the property did not hold), ERROR (the harness failed), NOT_APPLICABLE
 *                 (the check cannot reach this subject; the summary says why, and nothing is claimed), or
 *                 how the subject misbehaved so that the check could not finish: HUNG, SPINNING, EXITED,
 *                 CRASHED, OUT_OF_HEAP (the summary names the cause; the evidence has the thread dump)
 * @param millis   time taken
 * @param summary  one line: what was seen
 * @param evidence replayable detail: outcome table, interleaving, seed and shrunk case, figures
 * @param budget   how hard the check looked on this subject: samples and forks, scenarios x invocations,
 *                 examples and seed; empty when the engine does not say
 */
public record CheckResult(
        String contract,
        String subject,
        String engine,
        String check,
        List<String> properties,
        List<String> catches,
        Outcome outcome,
        long millis,
        String summary,
        String evidence,
        String budget) {

    public enum Outcome {
        PASSED("passed"),
        FAILED("the property did not hold"),
        ERROR("harness error, no verdict"),
        NOT_APPLICABLE("the check cannot reach this subject"),
        /** The cell's bound passed with the subject's threads blocked or parked. */
        HUNG("the subject hung"),
        /** The cell's bound passed with a thread of the subject running, not blocked. */
        SPINNING("the subject spun"),
        /** The subject ended the JVM itself (System.exit, Runtime.halt). */
        EXITED("the subject exited the JVM"),
        /** The JVM running the check died without the subject asking it to (a signal, a fatal error). */
        CRASHED("the JVM running the check crashed"),
        /** The Java heap ran out while the check ran. */
        OUT_OF_HEAP("the heap was exhausted");

        public final String words;

        Outcome(String words) {
            this.words = words;
        }

        /**
         * The subject misbehaved so that the check could not finish: not a verdict on the property
         * the check is aimed at, unless the catalog says the subject breaks it (a pool that spins
         * when full breaks PROGRESS).
         */
        public boolean isMisbehaviour() {
            return this == HUNG || this == SPINNING || this == EXITED || this == CRASHED || this == OUT_OF_HEAP;
        }

        /** A misbehaviour that is a failure to make progress: it fails a check aimed at a property the subject breaks. */
        public boolean isStuck() {
            return this == HUNG || this == SPINNING;
        }
    }

    public CheckResult {
        properties = List.copyOf(properties);
        catches = List.copyOf(catches);
        budget = budget == null ? "" : budget;
    }

    /** A result whose engine does not state its budget. */
    public CheckResult(
            String contract,
            String subject,
            String engine,
            String check,
            List<String> properties,
            List<String> catches,
            Outcome outcome,
            long millis,
            String summary,
            String evidence) {
        this(contract, subject, engine, check, properties, catches, outcome, millis, summary, evidence, "");
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
