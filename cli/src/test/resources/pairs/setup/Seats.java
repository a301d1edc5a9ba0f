package pairs.setup;

import java.util.ArrayList;
import java.util.List;

/** Names in seats, every call under the object's monitor: a rename finds a name and sets its seat in one step. */
public class Seats {
    private final List<String> names = new ArrayList<>();

    public synchronized void take(String name) {
        names.add(name);
    }

    public synchronized boolean leave(String name) {
        return names.remove(name);
    }

    public synchronized void rename(String name, String to) {
        int i = names.indexOf(name);
        if (i >= 0) names.set(i, to);
    }
}
