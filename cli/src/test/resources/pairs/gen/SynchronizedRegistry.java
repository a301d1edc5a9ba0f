package pairs.gen;

import java.util.HashSet;
import java.util.Set;

/** Before: every call under the lock. */
public class SynchronizedRegistry {
    private final Set<Key> keys = new HashSet<>();

    public synchronized boolean register(Key key) {
        return keys.add(key);
    }

    public synchronized int size() {
        return keys.size();
    }
}
