package pairs.reach;

/** The hook under the journal's lock: two writes never lose an entry. */
public class LockedJournal extends Journal {
    private int entries;

    @Override
    protected synchronized void append(int entry) {
        entries = entries + 1;
    }

    @Override
    public synchronized int entries() {
        return entries;
    }
}
