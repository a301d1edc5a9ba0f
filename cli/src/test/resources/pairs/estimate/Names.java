package pairs.estimate;

import java.util.HashSet;
import java.util.Set;

/** A set of names behind one lock: register answers whether the name is new; size counts the names. */
public class Names {
    private final Set<String> names = new HashSet<>();

    public synchronized boolean register(String name) {
        return names.add(name);
    }

    public synchronized boolean has(String name) {
        return names.contains(name);
    }

    public synchronized int size() {
        return names.size();
    }
}
