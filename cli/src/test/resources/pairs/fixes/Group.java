package pairs.fixes;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A group of names kept as an array swapped whole: add and remove copy it and swap it in, first reads it once and answers
 * its smallest name, or "" when the group is empty. A remove of a name the group does not hold answers false.
 */
public class Group {
    private final AtomicReference<String[]> names = new AtomicReference<>(new String[0]);

    public void add(String name) {
        String[] old;
        String[] next;
        do {
            old = names.get();
            next = Arrays.copyOf(old, old.length + 1);
            next[old.length] = name;
        } while (!names.compareAndSet(old, next));
    }

    public boolean remove(String name) {
        String[] old;
        String[] next;
        do {
            old = names.get();
            int at = Arrays.asList(old).indexOf(name);
            if (at < 0) return false;
            next = new String[old.length - 1];
            System.arraycopy(old, 0, next, 0, at);
            System.arraycopy(old, at + 1, next, at, old.length - at - 1);
        } while (!names.compareAndSet(old, next));
        return true;
    }

    public String first() {
        String[] now = names.get();
        return now.length == 0 ? "" : smallest(now);
    }

    static String smallest(String[] names) {
        String min = null;
        for (String n : names) if (min == null || n.compareTo(min) < 0) min = n;
        return min;
    }
}
