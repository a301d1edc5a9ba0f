package pairs.builder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The PR: the walk of the names takes a lock of its own, not the one a register takes, so a register beside it changes
 * the map under the walk (ConcurrentModificationException; Prometheus' CollectorRegistry before 0.7.0, corpus R05). Only
 * a source that names something is put in the map, so only one its library's builder makes reaches the race.
 */
public class LooseRegistry {
    private final Map<String, Source> byName = new HashMap<>();
    private final Object walking = new Object();

    public void register(Source s) {
        List<String> names = s.names();
        synchronized (byName) {
            for (String n : names)
                if (byName.containsKey(n)) throw new IllegalArgumentException("already registered: " + n);
            for (String n : names) byName.put(n, s);
        }
    }

    public Enumeration<String> names() {
        List<String> copy = new ArrayList<>();
        synchronized (walking) {
            for (String n : byName.keySet()) copy.add(n);
        }
        return Collections.enumeration(copy);
    }
}
