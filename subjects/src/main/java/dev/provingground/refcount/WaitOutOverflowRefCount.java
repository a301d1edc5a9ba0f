package dev.provingground.refcount;

import java.util.concurrent.atomic.AtomicLong;

/**
 * A repair of the XADD design, keeping one {@code getAndAdd} on the common path:
 * <ul>
 *   <li>even/odd encoding (raw = 2 x count, odd = released), as Netty's hardened version: a retain on a
 *       released object leaves the raw value odd, so it can never resurrect it;</li>
 *   <li>the raw value is a {@code long}: an overflowing retain makes the count exceed
 *       {@code Integer.MAX_VALUE} for a moment instead of wrapping, so it is recognisable;</li>
 *   <li>a call that sees such a moment (another thread's illegal retain, about to be rolled back)
 *       undoes its own change if any and waits for the rollback, instead of failing or acting on it.</li>
 * </ul>
 * Legal calls never throw and never act on a transient value; the cost is a wait behind an illegal
 * concurrent retain (a bug in the caller) and 8 bytes instead of 4 per object.
 */
public class WaitOutOverflowRefCount implements RefCounted {

    private static final long MAX = Integer.MAX_VALUE;

    private final AtomicLong raw = new AtomicLong(2);
    private final Deallocator deallocator;

    public WaitOutOverflowRefCount(RefCountSetup setup) {
        this.deallocator = setup.deallocator();
    }

    private static boolean released(long raw) {
        return (raw & 1) != 0;
    }

    /** Waits until no illegal retain's transient is visible; returns the settled raw value. */
    private long settled() {
        long current;
        while ((current = raw.get()) >>> 1 > MAX && !released(current)) {
            Thread.onSpinWait();
        }
        return current;
    }

    @Override
    public int refCnt() {
        long current = settled();
        return released(current) ? 0 : (int) (current >>> 1);
    }

    @Override
    public void retain(int n) {
        CasRefCount.checkPositive(n, "increment");
        long increment = (long) n << 1;
        while (true) {
            long old = raw.getAndAdd(increment);
            if (released(old)) {
                raw.getAndAdd(-increment); // odd stays odd throughout: nobody can see it live
                throw new IllegalReferenceCountException(0, n);
            }
            long count = old >>> 1;
            if (count > MAX) { // another thread's overflowing retain, not yet rolled back
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

    @Override
    public boolean release(int n) {
        CasRefCount.checkPositive(n, "decrement");
        while (true) {
            long current = settled();
            if (released(current)) throw new IllegalReferenceCountException(0, -n);
            long count = current >>> 1;
            if (count < n) throw new IllegalReferenceCountException((int) count, -n);
            if (count == n) {
                if (raw.compareAndSet(current, 1)) {
                    deallocator.deallocate();
                    return true;
                }
            } else if (raw.compareAndSet(current, current - ((long) n << 1))) {
                return false;
            }
        }
    }
}
