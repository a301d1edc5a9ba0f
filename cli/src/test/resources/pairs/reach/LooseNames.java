package pairs.reach;

import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.Set;

/** {@link Names} whose enumeration walks the live set, outside the lock a register holds: ConcurrentModificationException. */
public class LooseNames {
    private final Set<String> names = new LinkedHashSet<>();

    public synchronized void register(String name) {
        names.add(name);
    }

    public Enumeration<String> names() {
        return Collections.enumeration(names);
    }
}
