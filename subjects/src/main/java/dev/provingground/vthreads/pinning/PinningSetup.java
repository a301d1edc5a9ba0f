package dev.provingground.vthreads.pinning;

/** What every registry subject is built from: the blocking call it makes while guarded. */
public record PinningSetup(BlockingCall export) {

    public PinningSetup {
        if (export == null) throw new IllegalArgumentException("export must not be null");
    }
}
