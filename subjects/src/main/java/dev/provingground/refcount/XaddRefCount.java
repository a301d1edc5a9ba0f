package dev.provingground.refcount;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The optimization (Netty 83a19d5650, the seed): one {@code getAndAdd} (XADD) per call, checked
 * after the fact; an illegal change is undone by a second {@code getAndAdd}. Between the two, other
 * threads see the illegal value: the documented resurrection race (Netty #8563) and failures landing
 * on innocent threads.
 */
public class XaddRefCount implements RefCounted {

    protected final AtomicInteger count = new AtomicInteger(1);
    protected final Deallocator deallocator;

    public XaddRefCount(RefCountSetup setup) {
        this.deallocator = setup.deallocator();
    }

    @Override
    public int refCnt() {
        return count.get();
    }

    @Override
    public void retain(int n) {
        CasRefCount.checkPositive(n, "increment");
        int old = count.getAndAdd(n);
        if (old <= 0 || old + n < old) {
            count.getAndAdd(-n); // roll back
            throw new IllegalReferenceCountException(old, n);
        }
    }

    @Override
    public boolean release(int n) {
        CasRefCount.checkPositive(n, "decrement");
        int old = count.getAndAdd(-n);
        if (old == n) {
            deallocator.deallocate();
            return true;
        }
        if (old < n || old - n > old) {
            count.getAndAdd(n); // roll back
            throw new IllegalReferenceCountException(old, -n);
        }
        return false;
    }
}
