package pairs.view;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A table of values by key over a ConcurrentHashMap, whose values view is the map's own: a removal through it removes a
 * value only while its key still maps to it (the JDK's conditional removes). Its keys and entries are read-only views.
 */
public class Table extends AbstractMap<String, String> {
    final ConcurrentHashMap<String, String> map = new ConcurrentHashMap<>();

    @Override
    public String put(String key, String value) {
        return map.put(key, value);
    }

    @Override
    public String get(Object key) {
        return map.get(key);
    }

    @Override
    public String remove(Object key) {
        return map.remove(key);
    }

    @Override
    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    @Override
    public void clear() {
        map.clear();
    }

    @Override
    public Set<Entry<String, String>> entrySet() {
        return Collections.unmodifiableSet(map.entrySet());
    }

    @Override
    public Set<String> keySet() {
        return Collections.unmodifiableSet(map.keySet());
    }

    @Override
    public Collection<String> values() {
        return map.values();
    }
}
