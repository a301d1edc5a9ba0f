package dev.provingground.refcount;

/**
 * Known-bad: a plain volatile count, read, checked and written back. Two threads read the same value
 * and one write is lost: a release can free the object while a concurrent retain believes it holds
 * a reference, or two releases of the last two references both leave 1 and nothing is freed.
 * Breaks: {@link RefCountProperty#DEALLOCATES_ONCE_AT_ZERO}.
 */
public class VolatileRefCount implements RefCounted {

    private volatile int count = 1;
    private final Deallocator deallocator;

    public VolatileRefCount(RefCountSetup setup) {
        this.deallocator = setup.deallocator();
    }

    @Override
    public int refCnt() {
        return count;
    }

    @Override
    public void retain(int n) {
        CasRefCount.checkPositive(n, "increment");
        int current = count;
        if (current + n <= n) throw new IllegalReferenceCountException(current, n);
        count = current + n;
    }

    @Override
    public boolean release(int n) {
        CasRefCount.checkPositive(n, "decrement");
        int current = count;
        if (current < n) throw new IllegalReferenceCountException(current, -n);
        count = current - n;
        if (current == n) {
            deallocator.deallocate();
            return true;
        }
        return false;
    }
}
