package pairs.reach;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * A tally that walks its registries, kept in a set by identity, on every add (as Micrometer's CompositeMeterRegistry
 * keeps its registries), every call locked. Walking an {@code IdentityHashMap} reads its null key's stand-in.
 */
public class IdentityTally {
    private final Set<Object> registries = Collections.newSetFromMap(new IdentityHashMap<>());
    private long total;

    public IdentityTally() {
        registries.add("simple");
    }

    public synchronized long add(int n) {
        for (Object registry : registries) if (registry == null) throw new IllegalStateException();
        total += n;
        return total;
    }

    public synchronized long total() {
        return total;
    }
}
