package pairs.reach;

/** A tally kept in an off-heap slot, every call locked. */
public class SlotTally {
    private final OffHeapMemory slot = new OffHeapSlot();

    public synchronized long add(int n) {
        long next = slot.get() + n;
        slot.put(next);
        return next;
    }

    public synchronized long total() {
        return slot.get();
    }
}
