package pairs.view;

import java.util.AbstractCollection;
import java.util.AbstractMap;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The same, its values view its own: a collection whose removals are the JDK's defaults, a walk that tests each value and
 * then removes its key a step later (Collection.removeIf through the iterator). A put between the test and the removal
 * is lost, and a remove of the same key answers as though it alone removed it.
 */
public class LooseTable extends AbstractMap<String, String> {
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
        return new Values();
    }

    final class Values extends AbstractCollection<String> {
        @Override
        public Iterator<String> iterator() {
            return map.values().iterator();
        }

        @Override
        public int size() {
            return map.size();
        }
    }
}
