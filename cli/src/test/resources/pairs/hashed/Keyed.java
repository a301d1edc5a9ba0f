package pairs.hashed;

/**
 * A holder of the current key, replaced in two steps under its lock (cleared, then set) and hashed under it: no call
 * ever sees the cleared key.
 */
public class Keyed {
    private Object key = "a";

    public synchronized void rekey(String k) {
        key = null;
        key = k;
    }

    public synchronized int hash() {
        return key.hashCode();
    }
}
