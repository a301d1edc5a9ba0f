package pairs.refcount;

import java.util.concurrent.atomic.AtomicLong;

/** A repaired XADD: a long, doubled, odd once released; a retain that sees another's overflow waits it out. */
public class WaitOutOverflowRefCount {
    private static final long MAX = Integer.MAX_VALUE;
    private final AtomicLong raw = new AtomicLong(2);

    private static boolean released(long raw) {
        return (raw & 1) != 0;
    }

    private long settled() {
        long current;
        while ((current = raw.get()) >>> 1 > MAX && !released(current)) Thread.onSpinWait();
        return current;
    }

    public int refCnt() {
        long current = settled();
        return released(current) ? 0 : (int) (current >>> 1);
    }

    public void retain(int n) {
        if (n <= 0) throw new IllegalArgumentException("increment: " + n);
        long increment = (long) n << 1;
        while (true) {
            long old = raw.getAndAdd(increment);
            if (released(old)) {
                raw.getAndAdd(-increment);
                throw new IllegalReferenceCountException(0, n);
            }
            long count = old >>> 1;
            if (count > MAX) {
                raw.getAndAdd(-increment);
                settled();
                continue;
            }
            if (count + n > MAX) {
                raw.getAndAdd(-increment);
                throw new IllegalReferenceCountException((int) count, n);
            }
            return;
        }
    }

    public boolean release(int n) {
        if (n <= 0) throw new IllegalArgumentException("decrement: " + n);
        while (true) {
            long current = settled();
            if (released(current)) throw new IllegalReferenceCountException(0, -n);
            long count = current >>> 1;
            if (count < n) throw new IllegalReferenceCountException((int) count, -n);
            if (count == n) {
                if (raw.compareAndSet(current, 1)) return true;
            } else if (raw.compareAndSet(current, current - ((long) n << 1))) {
                return false;
            }
        }
    }
}
