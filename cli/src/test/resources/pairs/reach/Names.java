package pairs.reach;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.Set;

/** A registry of names whose enumeration walks a copy taken under the lock (the fix, as Prometheus' 0.7.0 took one lock). */
public class Names {
    private final Set<String> names = new LinkedHashSet<>();

    public synchronized void register(String name) {
        names.add(name);
    }

    public Enumeration<String> names() {
        synchronized (this) {
            return Collections.enumeration(new ArrayList<>(names));
        }
    }
}
