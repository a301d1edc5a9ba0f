package pairs.reach;

/** The PR: add is no longer locked. Two adds read the same total and one is lost. */
public class LooseSlotTally {
    private final OffHeapMemory slot = new OffHeapSlot();

    public long add(int n) {
        long next = slot.get() + n;
        slot.put(next);
        return next;
    }

    public synchronized long total() {
        return slot.get();
    }
}
