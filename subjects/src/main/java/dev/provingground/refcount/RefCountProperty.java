package dev.provingground.refcount;

import dev.provingground.verdict.Property;

/** The properties of the refcount contract, in the words the docs use. */
public enum RefCountProperty implements Property {
    DEALLOCATES_ONCE_AT_ZERO("deallocation runs at most once, and only when the count really reaches zero"),
    RELEASED_STAYS_RELEASED("once release has returned true, every later retain or release throws and changes nothing"),
    LEGAL_CALLS_SUCCEED(
            "a legal call never throws, whatever other threads do; an illegal call throws and leaves the count as it was"),
    OVERFLOW_REJECTED("a retain that would pass Integer.MAX_VALUE throws and leaves the count unchanged"),
    AGREES_WITH_CAS("sequential semantics equal the CAS version's for every operation sequence");

    private final String sentence;

    RefCountProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
