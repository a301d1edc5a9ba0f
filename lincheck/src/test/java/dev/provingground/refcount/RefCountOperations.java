package dev.provingground.refcount;

import dev.provingground.lincheck.LincheckCheck;
import org.jetbrains.lincheck.datastructures.IntGen;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;

/**
 * Lincheck's operations class for the refcount contract: retain and release of 1 or 2 references,
 * the two overflowing amounts (2^30 and MAX - 1), and the count. A release returns its result and
 * whether it freed the object itself ("true (freed)"): a double free or a free by the wrong call
 * shows there, while the moment the hook's effect becomes visible to other threads is not part of the
 * contract (docs/findings.md, F0). Exceptions are results: the specification must throw the same one.
 */
@Param(name = "n", gen = IntGen.class, conf = "1:2")
public class RefCountOperations {

    private final CountingDeallocator deallocator = new CountingDeallocator();
    private final RefCounted ref;

    public RefCountOperations() {
        this(setup -> LincheckCheck.subjectUnderCheck(RefCountContract.CONTRACT, setup));
    }

    /** The same operations over another implementation: the sequential specification is one. */
    protected RefCountOperations(java.util.function.Function<RefCountSetup, RefCounted> build) {
        ref = build.apply(new RefCountSetup(deallocator));
    }

    @Operation
    public void retain(@Param(name = "n") int n) {
        ref.retain(n);
    }

    @Operation
    public String release(@Param(name = "n") int n) {
        int before = deallocator.deallocationsByThisThread();
        boolean released = ref.release(n);
        return released + (deallocator.deallocationsByThisThread() - before == 1 ? " (freed)" : "");
    }

    @Operation
    public void retainTwoToThe30() {
        ref.retain(1 << 30);
    }

    @Operation
    public void retainMaxMinusOne() {
        ref.retain(Integer.MAX_VALUE - 1);
    }

    @Operation
    public int refCnt() {
        return ref.refCnt();
    }

    /** The sequential specification Lincheck compares against: the same operations over the CAS loop. */
    public static class Spec extends RefCountOperations {

        public Spec() {
            super(CasRefCount::new);
        }
    }
}
