package dev.provingground.pool;

import java.util.function.Supplier;

/**
 * Known-bad for the allocation claim: the repaired pool that holds its slot as it should but formats
 * each line in a context of its own, built for the line. Every line is right and every lease
 * exclusive; it allocates a context per line, more than the ThreadLocal design's one per thread.
 */
public final class ContextPerLinePool extends ParkingSlotPool {

    private final Sink sink;

    public ContextPerLinePool(PoolSetup setup) {
        super(setup);
        sink = setup.sink();
    }

    @Override
    public void log(int level, Supplier<String> message) {
        try (Lease ignored = acquire()) {
            LogContext context = new LogContext(sink);
            context.event(level, message.get());
            context.formatAndWrite();
        }
    }
}
