package pairs.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/** Netty 4.1.32: the count doubled, odd once released; a retain adds twice its amount. */
public class EvenOddRefCount {
    private final AtomicInteger raw = new AtomicInteger(2);

    private static int realCount(int raw) {
        return (raw & 1) != 0 ? 0 : raw >>> 1;
    }

    public int refCnt() {
        return realCount(raw.get());
    }

    public void retain(int n) {
        if (n <= 0) throw new IllegalArgumentException("increment: " + n);
        int rawIncrement = n << 1;
        int old = raw.getAndAdd(rawIncrement);
        if ((old & 1) != 0) throw new IllegalReferenceCountException(0, n);
        if ((old <= 0 && old + rawIncrement >= 0) || (old >= 0 && old + rawIncrement < old)) {
            raw.getAndAdd(-rawIncrement);
            throw new IllegalReferenceCountException(realCount(old), n);
        }
    }

    public boolean release(int n) {
        if (n <= 0) throw new IllegalArgumentException("decrement: " + n);
        while (true) {
            int current = raw.get();
            int real = realCount(current);
            if ((current & 1) != 0 || real < n) throw new IllegalReferenceCountException(real, -n);
            if (real == n) {
                if (raw.compareAndSet(current, 1)) return true;
            } else if (raw.compareAndSet(current, current - (n << 1))) {
                return false;
            }
        }
    }
}
