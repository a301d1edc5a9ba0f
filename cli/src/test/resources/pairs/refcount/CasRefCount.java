package pairs.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/** Netty before PR #7248: a CAS loop that never lets the count pass an illegal value. */
public class CasRefCount implements Freeable {
    private final AtomicInteger count = new AtomicInteger(1);

    public int refCnt() {
        return count.get();
    }

    public void retain(int n) {
        if (n <= 0) throw new IllegalArgumentException("increment: " + n);
        while (true) {
            int current = count.get();
            int next = current + n;
            if (next <= n) throw new IllegalReferenceCountException(current, n);
            if (count.compareAndSet(current, next)) return;
        }
    }

    public boolean release(int n) {
        if (n <= 0) throw new IllegalArgumentException("decrement: " + n);
        while (true) {
            int current = count.get();
            if (current < n) throw new IllegalReferenceCountException(current, -n);
            if (count.compareAndSet(current, current - n)) return current == n;
        }
    }
}
