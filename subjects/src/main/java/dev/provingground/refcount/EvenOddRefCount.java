package dev.provingground.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Netty's hardened version: the raw value is twice the count, and any odd raw value means released.
 * A retain on a released object adds an even number to an odd one, which stays odd: no rollback is
 * needed there, so the resurrection race is gone. Overflow is still undone by a second
 * {@code getAndAdd}. Release is a CAS loop: the final release sets the raw value to 1 (odd).
 */
public class EvenOddRefCount implements RefCounted {

    protected final AtomicInteger raw = new AtomicInteger(2);
    protected final Deallocator deallocator;

    public EvenOddRefCount(RefCountSetup setup) {
        this.deallocator = setup.deallocator();
    }

    static int realCount(int raw) {
        return (raw & 1) != 0 ? 0 : raw >>> 1;
    }

    @Override
    public int refCnt() {
        return realCount(raw.get());
    }

    @Override
    public void retain(int n) {
        CasRefCount.checkPositive(n, "increment");
        int rawIncrement = n << 1;
        int old = raw.getAndAdd(rawIncrement);
        if ((old & 1) != 0) throw new IllegalReferenceCountException(0, n); // released: odd stays odd
        if ((old <= 0 && old + rawIncrement >= 0) || (old >= 0 && old + rawIncrement < old)) {
            raw.getAndAdd(-rawIncrement); // overflow: roll back
            throw new IllegalReferenceCountException(realCount(old), n);
        }
    }

    @Override
    public boolean release(int n) {
        CasRefCount.checkPositive(n, "decrement");
        while (true) {
            int current = raw.get();
            int real = realCount(current);
            if ((current & 1) != 0 || real < n) throw new IllegalReferenceCountException(real, -n);
            if (real == n) {
                if (raw.compareAndSet(current, 1)) {
                    deallocator.deallocate();
                    return true;
                }
            } else if (raw.compareAndSet(current, current - (n << 1))) {
                return false;
            }
        }
    }
}
