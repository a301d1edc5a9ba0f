package pairs.shared;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * An index of names, emptied to nothing when its last name leaves. Its add makes the map when there is none, then reads
 * the field again to put the name, so an add beside the remove of the last name throws NullPointerException: a race of
 * this build and the next alike, and so do size and isEmpty, which read it twice. Its find reads the field once.
 */
public class Index {
    private static final AtomicReferenceFieldUpdater<Index, Map> NAMES =
            AtomicReferenceFieldUpdater.newUpdater(Index.class, Map.class, "names");

    private volatile Map<String, Boolean> names;

    public boolean add(String name) {
        NAMES.compareAndSet(this, null, new ConcurrentHashMap<String, Boolean>());
        synchronized (this) {
            return names.put(name, Boolean.TRUE) == null;
        }
    }

    public synchronized boolean remove(String name) {
        if (names == null || names.remove(name) == null) return false;
        if (names.isEmpty()) names = null;
        return true;
    }

    public boolean find(String name) {
        Map<String, Boolean> m = names;
        return m != null && m.containsKey(name);
    }

    public int size() {
        return names == null ? 0 : names.size();
    }

    public boolean isEmpty() {
        return names == null || names.isEmpty();
    }
}
