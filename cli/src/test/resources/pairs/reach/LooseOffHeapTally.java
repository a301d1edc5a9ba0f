package pairs.reach;

/**
 * The PR: add is no longer locked (Agrona's ConcurrentCountersManager before 1.22.0, corpus R02: appendToLabel read the
 * label's length and wrote it back unlocked). Two adds read the same total and one is lost.
 */
public class LooseOffHeapTally {
    private final OffHeapCell cell = new OffHeapCell();

    public long add(int n) {
        long next = cell.get() + n;
        cell.put(next);
        return next;
    }

    public synchronized long total() {
        return cell.get();
    }
}
