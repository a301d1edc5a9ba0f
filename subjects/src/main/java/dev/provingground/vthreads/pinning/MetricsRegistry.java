package dev.provingground.vthreads.pinning;

/**
 * A registry of named totals whose update does blocking work while it holds the registry's guard
 * (Decaton's metrics, which export as they record). The promise this contract checks: a virtual thread
 * that blocks inside {@code record} unmounts from its carrier; it does not pin it (no
 * {@code jdk.VirtualThreadPinned} event). Subjects have a public constructor taking a {@link PinningSetup}.
 */
public interface MetricsRegistry {

    /** Adds {@code amount} to the total of {@code name}; calls the setup's blocking export while guarded. */
    void record(String name, long amount) throws InterruptedException;

    long total(String name);
}
