package pairs.observe;

/**
 * Counters' metadata (Agrona's counters manager, corpus R02): a label and six numbers a counter, every call under the
 * registry's lock. Before the PR.
 */
public class Labels {
    private static final int COUNTERS = 4;
    private final String[] labels = {"", "", "", ""};
    private final long[] deadlines = new long[COUNTERS];
    private final int[] keys = new int[COUNTERS];
    private final int[] owners = new int[COUNTERS];
    private final long[] references = new long[COUNTERS];
    private final long[] registrations = new long[COUNTERS];
    private final long[] values = new long[COUNTERS];

    public synchronized void appendToLabel(int id, String suffix) {
        labels[checked(id)] = labels[id].concat(suffix);
    }

    public synchronized String label(int id) {
        return labels[checked(id)];
    }

    public synchronized long deadline(int id) {
        return deadlines[checked(id)];
    }

    public synchronized void setDeadline(int id, long deadline) {
        deadlines[checked(id)] = deadline;
    }

    public synchronized int key(int id) {
        return keys[checked(id)];
    }

    public synchronized void setKey(int id, int key) {
        keys[checked(id)] = key;
    }

    public synchronized int owner(int id) {
        return owners[checked(id)];
    }

    public synchronized void setOwner(int id, int owner) {
        owners[checked(id)] = owner;
    }

    public synchronized long reference(int id) {
        return references[checked(id)];
    }

    public synchronized void setReference(int id, long reference) {
        references[checked(id)] = reference;
    }

    public synchronized long registration(int id) {
        return registrations[checked(id)];
    }

    public synchronized void setRegistration(int id, long registration) {
        registrations[checked(id)] = registration;
    }

    public synchronized long value(int id) {
        return values[checked(id)];
    }

    public synchronized void setValue(int id, long value) {
        values[checked(id)] = value;
    }

    private static int checked(int id) {
        if (id < 0 || id >= COUNTERS) throw new IllegalArgumentException("no counter " + id);
        return id;
    }
}
