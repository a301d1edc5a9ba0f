package dev.provingground.vthreads.timeout;

import dev.provingground.verdict.Property;

/** The properties of the timeout-completion contract, in the words the docs use. */
public enum TimeoutProperty implements Property {
    ONE_RESULT(
            "the future ends with exactly one of its real result or the timeout value; a real result is never overwritten; dependents run once"),
    NO_LEAK("a future completed before its timeout leaves no task in the scheduler's queue"),
    NO_HEAD_OF_LINE("a slow dependent running on the timer thread does not hold back another future's timeout");

    private final String sentence;

    TimeoutProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
