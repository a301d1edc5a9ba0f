package pairs.choice;

import java.util.ArrayList;
import java.util.List;

/** The shelf after: built with room for 16 (every method counts as changed), and put no longer locked. */
public class ShelfV2 {
    private final List<Integer> items;

    public ShelfV2() {
        items = new ArrayList<>(16);
    }

    public synchronized int count() {
        return items.size();
    }

    public synchronized boolean has(int x) {
        return items.contains(x);
    }

    public void put(int x) {
        items.add(x);
    }
}
