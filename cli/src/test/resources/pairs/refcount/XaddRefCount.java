package pairs.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/** Netty PR #7248 (4.1.17): getAndAdd, rolled back when the old value shows the call was illegal. */
public class XaddRefCount implements Freeable {
    private final AtomicInteger count = new AtomicInteger(1);

    public int refCnt() {
        return count.get();
    }

    public void retain(int n) {
        if (n <= 0) throw new IllegalArgumentException("increment: " + n);
        int old = count.getAndAdd(n);
        if (old <= 0 || old + n < old) {
            count.getAndAdd(-n);
            throw new IllegalReferenceCountException(old, n);
        }
    }

    public boolean release(int n) {
        if (n <= 0) throw new IllegalArgumentException("decrement: " + n);
        int old = count.getAndAdd(-n);
        if (old == n) return true;
        if (old < n || old - n > old) {
            count.getAndAdd(n);
            throw new IllegalReferenceCountException(old, -n);
        }
        return false;
    }
}
