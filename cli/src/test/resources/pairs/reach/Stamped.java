package pairs.reach;

/**
 * A table whose growth, two calls below {@code put}, notes the time: its answers depend on its keys, not on the clock,
 * and are compared by value (a real map's resize heuristics read the clock so).
 */
public class Stamped {
    private int[] keys = new int[2];
    private int size;
    private long grewAt;

    public synchronized boolean put(int key) {
        return store(key);
    }

    private boolean store(int key) {
        for (int i = 0; i < size; i++) if (keys[i] == key) return false;
        if (size == keys.length) grow();
        keys[size++] = key;
        return true;
    }

    private void grow() {
        keys = java.util.Arrays.copyOf(keys, keys.length * 2);
        grewAt = System.currentTimeMillis();
    }

    public synchronized int size() {
        return size;
    }
}
