package pairs.reach;

import java.util.ArrayList;
import java.util.List;

/**
 * The group before a PR that made remove lenient: removing from an empty group throws. Every method is synchronized, so
 * neither build races; they differ in what one call answers (Disruptor's SequenceGroup, corpus R03: remove on an empty
 * group threw NegativeArraySizeException before its fix).
 */
public class StrictGroup {
    private final List<String> names = new ArrayList<>();

    public synchronized void add(String name) {
        names.add(name);
    }

    public synchronized boolean remove(String name) {
        if (names.isEmpty()) throw new IllegalStateException("empty group");
        return names.remove(name);
    }

    public synchronized int size() {
        return names.size();
    }
}
