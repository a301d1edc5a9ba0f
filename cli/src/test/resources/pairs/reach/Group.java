package pairs.reach;

import java.util.ArrayList;
import java.util.List;

/** A group of names, every method synchronized: removing a name it does not hold answers false. */
public class Group {
    private final List<String> names = new ArrayList<>();

    public synchronized void add(String name) {
        names.add(name);
    }

    public synchronized boolean remove(String name) {
        return names.remove(name);
    }

    public synchronized int size() {
        return names.size();
    }
}
