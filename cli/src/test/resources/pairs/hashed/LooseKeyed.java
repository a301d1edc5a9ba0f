package pairs.hashed;

/**
 * {@link Keyed} whose hash reads the key without the lock: between the clearing and the setting of a rekey it hashes
 * null and throws NullPointerException. Model checking makes that call of {@code hashCode()} through a stand-in of its
 * own, so the exception is thrown from the engine's frame, on the subject's behalf.
 */
public class LooseKeyed {
    private Object key = "a";

    public synchronized void rekey(String k) {
        key = null;
        key = k;
    }

    public int hash() {
        return key.hashCode();
    }
}
