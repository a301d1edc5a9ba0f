package dev.provingground.vthreads.keyset;

import dev.provingground.verdict.Property;

/** The properties of the key-set contract, in the words the docs use. */
public enum KeySetProperty implements Property {
    LINEARIZABLE("add, remove and contains are linearizable against a sequential set"),
    QUIESCENT_SIZE("size equals the number of members whenever no call is in flight");

    private final String sentence;

    KeySetProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
