package dev.provingground.pool;

import java.util.function.Supplier;

/** Known-bad: the repaired pool whose log() releases only when nothing threw; a failing sink leaks the slot. */
public final class NoFinallySlotPool extends ParkingSlotPool {

    public NoFinallySlotPool(PoolSetup setup) {
        super(setup);
    }

    @Override
    public void log(int level, Supplier<String> message) {
        Lease lease = acquire();
        LogContext context = lease.context();
        context.event(level, message.get());
        context.formatAndWrite();
        lease.close();
    }
}
