package pairs.estimate;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The PR: the lock gone, the names in a ConcurrentHashMap (as Jackson's LRUMap did in 2.4.1.2, corpus R01). Its size()
 * is the map's, which the JDK documents as a transient state while others update it: a name registered is seen by has()
 * before size() counts it. Exact in a sequence, an estimate in a race: the documented relaxation, not a race the PR
 * brings.
 */
public class ConcurrentNames {
    private final ConcurrentHashMap<String, Boolean> names = new ConcurrentHashMap<>();

    public boolean register(String name) {
        return names.putIfAbsent(name, Boolean.TRUE) == null;
    }

    public boolean has(String name) {
        return names.containsKey(name);
    }

    public int size() {
        return names.size();
    }
}
