package dev.provingground.vthreads.pinning;

import dev.provingground.verdict.Property;

/** The property of the pinning contract, in the words the docs use. */
public enum PinningProperty implements Property {
    NO_PINNING(
            "a virtual thread that blocks inside an operation unmounts: no jdk.VirtualThreadPinned event, on the JDK the check ran on");

    private final String sentence;

    PinningProperty(String sentence) {
        this.sentence = sentence;
    }

    @Override
    public String sentence() {
        return sentence;
    }
}
