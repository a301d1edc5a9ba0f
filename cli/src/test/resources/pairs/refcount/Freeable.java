package pairs.refcount;

/** What a reviewer of the XADD PR fears for: retain and release around the free (no read of the count). */
public interface Freeable {
    void retain(int n);

    boolean release(int n);
}
