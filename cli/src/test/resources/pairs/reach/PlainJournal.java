package pairs.reach;

/** The PR: the lock moved from the hook to the getter. Two writes can read the same count and lose an entry. */
public class PlainJournal extends Journal {
    private int entries;

    @Override
    protected void append(int entry) {
        entries = entries + 1;
    }

    @Override
    public synchronized int entries() {
        return entries;
    }
}
