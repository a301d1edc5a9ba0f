package dev.provingground.refcount;

import java.util.Objects;

/** What every refcount subject is built from: the deallocation hook. */
public record RefCountSetup(Deallocator deallocator) {
    public RefCountSetup {
        Objects.requireNonNull(deallocator, "deallocator");
    }
}
