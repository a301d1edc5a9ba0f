package pairs.reach;

/**
 * A buffer grown to the size asked and kept: grow(2^30) asks for a gigabyte, which a JVM of the machine's default heap
 * grants (and zeroes, and keeps) and the subject's bounded heap refuses at once.
 */
public class Buffers {
    private byte[] buffer = new byte[0];

    public synchronized int grow(int size) {
        if (size > buffer.length) buffer = new byte[size];
        return buffer.length;
    }

    public synchronized int size() {
        return buffer.length;
    }
}
