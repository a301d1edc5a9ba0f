package dev.provingground.refcount;

/**
 * Known-bad: the XADD release deallocates when the old count is {@code <= n} instead of {@code == n}.
 * Releasing more references than are held frees the object (and a release of a released object frees
 * it again) instead of throwing. Wrong even on one thread.
 * Breaks: {@link RefCountProperty#DEALLOCATES_ONCE_AT_ZERO}.
 */
public class XaddLenientReleaseRefCount extends XaddRefCount {

    public XaddLenientReleaseRefCount(RefCountSetup setup) {
        super(setup);
    }

    @Override
    public boolean release(int n) {
        CasRefCount.checkPositive(n, "decrement");
        int old = count.getAndAdd(-n);
        if (old <= n) {
            deallocator.deallocate();
            return true;
        }
        if (old - n > old) {
            count.getAndAdd(n);
            throw new IllegalReferenceCountException(old, -n);
        }
        return false;
    }
}
