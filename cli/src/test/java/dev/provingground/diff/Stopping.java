package dev.provingground.diff;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Whether this JVM is being stopped (its shutdown has begun): a corpus run that ends while it is records nothing. A run
 * stopped from outside (the Maven run's process group sent SIGTERM, 2026-12-04) ended with its check's JVM "crashed
 * (exit 143, signal 15)", and was written to {@code repeats.json} as a run of no verdict, and the next one too, a second
 * later: two rows of R08 that were the stop's, not the diff's.
 */
final class Stopping {

    private static final AtomicBoolean STOPPING = new AtomicBoolean();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> STOPPING.set(true), "pg-corpus-stopping"));
        } catch (IllegalStateException shutdownInProgress) { // first asked during the stop: that is the answer
            STOPPING.set(true);
        }
    }

    private Stopping() {}

    /** Whether the shutdown has begun: what a run now says is the stop's. */
    static boolean now() {
        return STOPPING.get();
    }
}
