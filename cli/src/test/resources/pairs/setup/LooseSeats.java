package pairs.setup;

import java.util.ArrayList;
import java.util.List;

/**
 * The PR: rename holds the monitor for its look-up and again for its set, not across both. A leave between them empties
 * the seat it found, and its set fails (IndexOutOfBoundsException). Only on a name a take put there first: on a fresh
 * object rename finds nothing and leave removes nothing.
 */
public class LooseSeats {
    private final List<String> names = new ArrayList<>();

    public synchronized void take(String name) {
        names.add(name);
    }

    public synchronized boolean leave(String name) {
        return names.remove(name);
    }

    public void rename(String name, String to) {
        int i;
        synchronized (this) {
            i = names.indexOf(name);
        }
        if (i >= 0) {
            synchronized (this) {
                names.set(i, to);
            }
        }
    }
}
