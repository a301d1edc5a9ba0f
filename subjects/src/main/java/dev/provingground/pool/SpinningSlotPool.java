package dev.provingground.pool;

/**
 * Known-bad: the repaired pool waiting for a slot by spinning ({@code onSpinWait}) instead of
 * parking, as the PR's ring does. On a full pool it burns a CPU; a virtual thread spinning keeps its
 * carrier, so with one carrier the holder never runs again to release.
 */
public final class SpinningSlotPool extends ParkingSlotPool {

    public SpinningSlotPool(PoolSetup setup) {
        super(setup);
    }

    @Override
    protected void awaitPermit() {
        while (!tryTakePermit()) {
            Thread.onSpinWait();
        }
    }
}
