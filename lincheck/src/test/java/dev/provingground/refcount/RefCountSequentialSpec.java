package dev.provingground.refcount;

/** The sequential specification: the CAS version, the reference of the contract. */
public class RefCountSequentialSpec {

    private final CountingDeallocator deallocator = new CountingDeallocator();
    private final RefCounted ref = new CasRefCount(new RefCountSetup(deallocator));

    public void retain(int n) {
        ref.retain(n);
    }

    public String release(int n) {
        int before = deallocator.deallocationsByThisThread();
        boolean released = ref.release(n);
        return released + (deallocator.deallocationsByThisThread() - before == 1 ? " (freed)" : "");
    }

    public void retainTwoToThe30() {
        ref.retain(1 << 30);
    }

    public void retainMaxMinusOne() {
        ref.retain(Integer.MAX_VALUE - 1);
    }

    public int refCnt() {
        return ref.refCnt();
    }
}
