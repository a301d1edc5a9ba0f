package pairs.kind;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The PR: the slots in a copy-on-write array, the same check-then-act in replace. The race is the one before; its set
 * now fails as an array does, ArrayIndexOutOfBoundsException, an IndexOutOfBoundsException too (Spring's
 * MutablePropertySources, corpus R11's real fix: a LinkedList became a CopyOnWriteArrayList).
 */
public class ArraySlots {
    private final List<String> names = new CopyOnWriteArrayList<>();

    public void add(String name) {
        names.add(name);
    }

    public boolean remove(String name) {
        return names.remove(name);
    }

    public void replace(String name, String with) {
        int i = names.indexOf(name);
        if (i >= 0) names.set(i, with);
    }
}
