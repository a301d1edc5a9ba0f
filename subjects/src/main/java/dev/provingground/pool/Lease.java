package dev.provingground.pool;

/**
 * One hold on one context, from {@link ContextPool#acquire()} to {@link #close()}.
 *
 * <p>{@code close()} releases: the first call returns the slot to the pool. A second call on the
 * same lease throws {@link IllegalStateException} and changes nothing, even when the slot has been
 * leased again since. Any thread may release a lease (a lease handed to another thread is released
 * there). Everything the holder wrote into the context happens-before the next holder's acquire.
 */
public interface Lease extends AutoCloseable {

    LogContext context();

    @Override
    void close();
}
