package dev.provingground.refcount;

/**
 * Known-bad: the XADD retain without its rollback. An overflowing retain throws but leaves the count
 * wrapped to a negative value (and a retain on a released object leaves it at n). Wrong even on one
 * thread. Breaks: {@link RefCountProperty#OVERFLOW_REJECTED}.
 */
public class XaddNoRollbackRefCount extends XaddRefCount {

    public XaddNoRollbackRefCount(RefCountSetup setup) {
        super(setup);
    }

    @Override
    public void retain(int n) {
        CasRefCount.checkPositive(n, "increment");
        int old = count.getAndAdd(n);
        if (old <= 0 || old + n < old) {
            throw new IllegalReferenceCountException(old, n); // no rollback
        }
    }
}
