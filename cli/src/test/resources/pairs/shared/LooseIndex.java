package pairs.shared;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * The same index after a PR that rewrote add (the same race as before: the field read again after the map is made) and
 * remove (the same, under the same lock), size and isEmpty (the same: the field read twice), and made find read the field twice, once to see it is there and once to look in it: a find beside the remove of the
 * last name throws NullPointerException, a race of this build only.
 */
public class LooseIndex {
    private static final AtomicReferenceFieldUpdater<LooseIndex, Map> NAMES =
            AtomicReferenceFieldUpdater.newUpdater(LooseIndex.class, Map.class, "names");

    private volatile Map<String, Boolean> names;

    public boolean add(String name) {
        if (names == null) NAMES.compareAndSet(this, null, new ConcurrentHashMap<String, Boolean>());
        synchronized (this) {
            return names.put(name, Boolean.TRUE) == null;
        }
    }

    public synchronized boolean remove(String name) {
        Map<String, Boolean> m = names;
        if (m == null || m.remove(name) == null) return false;
        if (m.isEmpty()) names = null;
        return true;
    }

    public boolean find(String name) {
        return names != null && names.containsKey(name);
    }

    public int size() {
        int none = 0;
        return names == null ? none : names.size();
    }

    public boolean isEmpty() {
        boolean none = true;
        return names == null ? none : names.isEmpty();
    }
}
