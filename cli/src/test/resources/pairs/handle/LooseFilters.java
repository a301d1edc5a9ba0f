package pairs.handle;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * {@link Filters} whose handle copies the names without the registry's lock: a registration that adds a name while
 * the copy walks them makes it throw ConcurrentModificationException. The registry's own methods are as sound as
 * before, {@code size()} written otherwise (a change that changes nothing): the race is in the handle's method, which
 * no method of the registry's own code reaches.
 */
public class LooseFilters {
    private final Map<String, Integer> meters = new HashMap<>();
    private final Set<String> stale = new HashSet<>();
    private final Config config = new Config();

    /** Registers a meter once; answers its number. */
    public synchronized int meter(String name) {
        Integer id = meters.get(name);
        if (id == null) {
            id = meters.size();
            meters.put(name, id);
        }
        return id;
    }

    public synchronized int size() {
        int n = meters.size();
        return n;
    }

    public Config config() {
        return config;
    }

    /** How the registry is configured. */
    public class Config {
        /** Adds a filter; the meters already there go stale. Answers how many are stale. */
        public int addFilter(String prefix) {
            stale.addAll(meters.keySet());
            synchronized (LooseFilters.this) {
                return stale.size();
            }
        }
    }
}
