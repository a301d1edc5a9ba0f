package pairs.choice;

import java.util.ArrayList;
import java.util.List;

/** The shelf before: every call locked, built with room for 4. */
public class ShelfV1 {
    private final List<Integer> items;

    public ShelfV1() {
        items = new ArrayList<>(4);
    }

    public synchronized int count() {
        return items.size();
    }

    public synchronized boolean has(int x) {
        return items.contains(x);
    }

    public synchronized void put(int x) {
        items.add(x);
    }
}
