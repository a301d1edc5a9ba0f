package pairs.observe;

/**
 * The PR: the lock dropped from every update of the counters' metadata but the label's reader (Agrona's counters manager
 * before 1.22.0, corpus R02). A number is one write, and stays whole; an append to a label reads the label and writes it
 * longer, and two appends at once lose one. Thirteen changed methods give more pairs than a quick diff's cap, so the
 * label's reader, unchanged, meets an append only as an observer after the pair, and six changed getters come before it
 * among the methods that answer a value: only an observer chosen for what it sees of an append shows the lost one.
 */
public class LooseLabels {
    private static final int COUNTERS = 4;
    private final String[] labels = {"", "", "", ""};
    private final long[] deadlines = new long[COUNTERS];
    private final int[] keys = new int[COUNTERS];
    private final int[] owners = new int[COUNTERS];
    private final long[] references = new long[COUNTERS];
    private final long[] registrations = new long[COUNTERS];
    private final long[] values = new long[COUNTERS];

    public void appendToLabel(int id, String suffix) {
        labels[checked(id)] = labels[id].concat(suffix);
    }

    public synchronized String label(int id) {
        return labels[checked(id)];
    }

    public long deadline(int id) {
        return deadlines[checked(id)];
    }

    public void setDeadline(int id, long deadline) {
        deadlines[checked(id)] = deadline;
    }

    public int key(int id) {
        return keys[checked(id)];
    }

    public void setKey(int id, int key) {
        keys[checked(id)] = key;
    }

    public int owner(int id) {
        return owners[checked(id)];
    }

    public void setOwner(int id, int owner) {
        owners[checked(id)] = owner;
    }

    public long reference(int id) {
        return references[checked(id)];
    }

    public void setReference(int id, long reference) {
        references[checked(id)] = reference;
    }

    public long registration(int id) {
        return registrations[checked(id)];
    }

    public void setRegistration(int id, long registration) {
        registrations[checked(id)] = registration;
    }

    public long value(int id) {
        return values[checked(id)];
    }

    public void setValue(int id, long value) {
        values[checked(id)] = value;
    }

    private static int checked(int id) {
        if (id < 0 || id >= COUNTERS) throw new IllegalArgumentException("no counter " + id);
        return id;
    }
}
