package pairs.handle;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * A registry of meters by name, with a handle to configure it ({@code config()}) as a metrics library's. A filter
 * added after meters exist marks them stale: the names are copied under the registry's lock, the lock a registration
 * takes to add one.
 */
public class Filters {
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
        return meters.size();
    }

    public Config config() {
        return config;
    }

    /** How the registry is configured. */
    public class Config {
        /** Adds a filter; the meters already there go stale. Answers how many are stale. */
        public int addFilter(String prefix) {
            synchronized (Filters.this) {
                stale.addAll(meters.keySet());
                return stale.size();
            }
        }
    }
}
