package dev.provingground.pool;

/**
 * Known-bad: the repaired pool without the released flag. A second release of a lease frees its slot
 * again (and adds a permit), even while the slot is leased to someone else.
 */
public final class DoubleFreeSlotPool extends ParkingSlotPool {

    public DoubleFreeSlotPool(PoolSetup setup) {
        super(setup);
    }

    @Override
    protected boolean markReleased(SlotLease lease) {
        return true;
    }
}
