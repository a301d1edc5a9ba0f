package pairs.choice;

/** The box before: add is synchronized. */
public class BoxV1 implements Iterable<Integer> {
    private final int[] items = new int[4];
    private int size;
    private final String label = "box";

    public synchronized void add(int x) {
        if (size < items.length) items[size++] = x;
    }

    public synchronized int size() {
        return size;
    }

    public String label() {
        return label;
    }

    public void dump() {
        System.out.println(java.util.Arrays.toString(items));
    }

    public int[] raw() {
        return items;
    }

    @Override
    public java.util.Iterator<Integer> iterator() {
        return java.util.List.<Integer>of().iterator();
    }

    @Override
    public String toString() {
        return label;
    }
}
