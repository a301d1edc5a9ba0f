package dev.provingground.pool;

/** Known-bad: the repaired pool handing a context on without resetting it; the next holder starts from the last one's event. */
public final class NoResetSlotPool extends ParkingSlotPool {

    public NoResetSlotPool(PoolSetup setup) {
        super(setup);
    }

    @Override
    protected void resetForNextHolder(LogContext context) {
        // forgotten
    }
}
