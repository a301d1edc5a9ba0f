package pairs.fixes;

import java.util.concurrent.atomic.AtomicReference;

/**
 * The group before two fixes. Its remove makes the smaller array before it looks for the name, so a remove from an empty
 * group throws NegativeArraySizeException (a failure one call at a time); and first reads the array twice, its length
 * and then its names, so a remove of the last name between the two reads answers null, which no sequence of calls
 * answers (a race).
 */
public class RacyGroup {
    private final AtomicReference<String[]> names = new AtomicReference<>(new String[0]);

    public void add(String name) {
        String[] old;
        String[] next;
        do {
            old = names.get();
            next = java.util.Arrays.copyOf(old, old.length + 1);
            next[old.length] = name;
        } while (!names.compareAndSet(old, next));
    }

    public boolean remove(String name) {
        String[] old;
        String[] next;
        do {
            old = names.get();
            next = new String[old.length - 1];
            int j = 0;
            boolean found = false;
            for (String n : old) {
                if (!found && n.equals(name)) {
                    found = true;
                    continue;
                }
                if (j == next.length) return false;
                next[j++] = n;
            }
        } while (!names.compareAndSet(old, next));
        return true;
    }

    public String first() {
        return names.get().length == 0 ? "" : Group.smallest(names.get());
    }
}
