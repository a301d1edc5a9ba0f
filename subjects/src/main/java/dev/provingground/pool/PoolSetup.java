package dev.provingground.pool;

import java.util.Objects;

/** What every pool subject is built from: its number of slots and the sink its contexts write to. */
public record PoolSetup(int capacity, Sink sink) {
    public PoolSetup {
        if (capacity < 1) throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        Objects.requireNonNull(sink, "sink");
    }
}
