package dev.provingground.verdict;

import dev.provingground.verdict.CheckResult.Outcome;

/**
 * Thrown by a check whose scenario the subject kept from finishing (a child JVM it exited, hung,
 * spun or ran out of heap): the engine records {@link #outcome()} with this message as the summary,
 * and the evidence, instead of a verdict on the property.
 */
public final class Misbehaved extends RuntimeException {

    private final Outcome outcome;
    private final String evidence;

    public Misbehaved(Outcome outcome, String cause, String evidence) {
        super(cause);
        if (!outcome.isMisbehaviour()) throw new IllegalArgumentException(outcome + " is no misbehaviour");
        this.outcome = outcome;
        this.evidence = evidence;
    }

    public Outcome outcome() {
        return outcome;
    }

    public String evidence() {
        return evidence;
    }
}
