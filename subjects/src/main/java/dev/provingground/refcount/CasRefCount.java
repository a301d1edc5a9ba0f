package dev.provingground.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Before the optimization (Netty before 83a19d5650): every retain and release is a CAS loop that
 * checks the count it read before changing it, so an illegal call never changes anything.
 */
public class CasRefCount implements RefCounted {

    protected final AtomicInteger count = new AtomicInteger(1);
    protected final Deallocator deallocator;

    public CasRefCount(RefCountSetup setup) {
        this.deallocator = setup.deallocator();
    }

    static void checkPositive(int n, String name) {
        if (n <= 0) throw new IllegalArgumentException(name + ": " + n + " (expected: > 0)");
    }

    @Override
    public int refCnt() {
        return count.get();
    }

    @Override
    public void retain(int n) {
        checkPositive(n, "increment");
        while (true) {
            int current = count.get();
            int next = current + n;
            if (next <= n) throw new IllegalReferenceCountException(current, n); // released, or overflow
            if (count.compareAndSet(current, next)) return;
        }
    }

    @Override
    public boolean release(int n) {
        checkPositive(n, "decrement");
        while (true) {
            int current = count.get();
            if (current < n) throw new IllegalReferenceCountException(current, -n);
            if (count.compareAndSet(current, current - n)) {
                if (current == n) {
                    deallocator.deallocate();
                    return true;
                }
                return false;
            }
        }
    }
}
