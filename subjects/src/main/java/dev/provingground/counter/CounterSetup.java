package dev.provingground.counter;

import java.util.Objects;

/** What every counter subject is built from: the block threshold and the reporter. */
public record CounterSetup(int blockThreshold, UnmatchedCompletionReporter reporter) {
    public CounterSetup {
        if (blockThreshold < 1) throw new IllegalArgumentException("blockThreshold must be >= 1: " + blockThreshold);
        Objects.requireNonNull(reporter, "reporter");
    }
}
