package pairs.kind;

import java.util.Collections;
import java.util.LinkedList;
import java.util.List;

/**
 * Names in slots, each call locked on its own, and replace a check-then-act across two: a remove between its look-up and
 * its set makes the set fail (a linked list answers IndexOutOfBoundsException).
 */
public class Slots {
    private final List<String> names = Collections.synchronizedList(new LinkedList<>());

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
