package pairs.builder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A registry of sources by name whose walk of the names takes the lock a register takes (Prometheus 0.7.0's one lock). */
public class Registry {
    private final Map<String, Source> byName = new HashMap<>();

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
        synchronized (byName) {
            for (String n : byName.keySet()) copy.add(n);
        }
        return Collections.enumeration(copy);
    }
}
