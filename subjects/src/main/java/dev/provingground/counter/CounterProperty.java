package dev.provingground.counter;

import dev.provingground.verdict.Property;

/** The properties of the counter-floor contract, in the words the docs use. */
public enum CounterProperty implements Property {
    NO_LOST_UPDATE("no send or completion is ever lost: every increment and decrement takes effect"),
    NEVER_NEGATIVE("the count never goes below zero"),
    UNMATCHED_REPORTED_ONCE(
            "every completion without a matching send is reported exactly once, and no other completion is"),
    AGREES_WITH_MODEL("pending and isBlocked agree with a sequential model"),
    EVICTION_KEEPS_IN_FLIGHT("eviction never drops a counter that has requests in flight"),
    ALLOCATION_FREE(
            "once an instance's counter exists, a send and its completion allocate nothing, whatever the count (the PR's claim: no boxed Integer per update)");

    private final String sentence;

    CounterProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
