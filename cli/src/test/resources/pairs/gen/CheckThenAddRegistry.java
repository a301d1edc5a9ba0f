package pairs.gen;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** After: a concurrent set, but "was it new" checked before the add, so two threads can both see a new key. */
public class CheckThenAddRegistry {
    private final Set<Key> keys = ConcurrentHashMap.newKeySet();

    public boolean register(Key key) {
        if (keys.contains(key)) return false;
        keys.add(key);
        return true;
    }

    public int size() {
        return keys.size();
    }
}
