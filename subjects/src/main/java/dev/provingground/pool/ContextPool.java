package dev.provingground.pool;

import java.util.function.Supplier;

/**
 * A pool of reusable log contexts (Penna's LogUnitContextPool), the contract every pool subject keeps.
 *
 * <ul>
 *   <li>{@link #acquire()} returns a lease on a context no other lease holds, reset (no event, empty
 *       buffer). A nested acquire (the thread already holds a lease: a {@code toString()} that logs)
 *       gets another context, never its own again, and never waits for itself.</li>
 *   <li>With every slot held, {@code acquire()} waits parked (no spinning) until a slot is released;
 *       it is not interruptible and has no timeout: a logger has nowhere to report either.</li>
 *   <li>A release from a thread other than the acquirer is supported; a double release throws
 *       {@link IllegalStateException} and changes nothing (see {@link Lease}).</li>
 *   <li>A lease never released keeps its slot for good: the pool does not reclaim it. Once every slot
 *       is leaked, acquirers wait forever. Leaks are the caller's bug; the pool neither hands a leaked
 *       context to anyone else nor grows.</li>
 *   <li>{@link #log} releases its lease however the message supplier or the sink ends.</li>
 * </ul>
 *
 * <p>Subjects have a public constructor taking a {@link PoolSetup}.
 */
public interface ContextPool {

    /** The number of pooled slots; {@link Integer#MAX_VALUE} for a design with one context per thread. */
    int capacity();

    Lease acquire();

    /**
     * Logs one line: acquire, build the event from {@code message} (user code: it may log itself, or
     * throw), format it into the context's buffer, write it to the sink (which may throw), release.
     * Whatever is thrown propagates after the lease is released.
     */
    default void log(int level, Supplier<String> message) {
        try (Lease lease = acquire()) {
            LogContext context = lease.context();
            context.event(level, message.get());
            context.formatAndWrite();
        }
    }
}
