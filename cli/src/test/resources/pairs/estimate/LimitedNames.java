package pairs.estimate;

import java.util.HashSet;
import java.util.Set;

/** At most one name behind one lock: register answers whether it took the name. */
public class LimitedNames {
    private static final int LIMIT = 1;
    private final Set<String> names = new HashSet<>();

    public synchronized boolean register(String name) {
        if (names.size() >= LIMIT) return false;
        return names.add(name);
    }

    public synchronized int size() {
        return names.size();
    }
}
