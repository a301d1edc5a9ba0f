package pairs.reach;

/** A tally kept in an off-heap cell, every call locked. */
public class OffHeapTally {
    private final OffHeapCell cell = new OffHeapCell();

    public synchronized long add(int n) {
        long next = cell.get() + n;
        cell.put(next);
        return next;
    }

    public synchronized long total() {
        return cell.get();
    }
}
