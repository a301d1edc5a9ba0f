package pairs.reach;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/** The PR: add is no longer locked. Two adds read the same total and one is lost. */
public class LooseIdentityTally {
    private final Set<Object> registries = Collections.newSetFromMap(new IdentityHashMap<>());
    private long total;

    public LooseIdentityTally() {
        registries.add("simple");
    }

    public long add(int n) {
        for (Object registry : registries) if (registry == null) throw new IllegalStateException();
        long next = total + n;
        total = next;
        return next;
    }

    public synchronized long total() {
        return total;
    }
}
