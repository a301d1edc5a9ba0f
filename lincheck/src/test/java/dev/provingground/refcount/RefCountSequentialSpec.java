package dev.provingground.refcount;

/** The sequential specification Lincheck compares against: the same operations over the CAS loop. */
public class RefCountSequentialSpec extends RefCountOperations {

    public RefCountSequentialSpec() {
        super(CasRefCount::new);
    }
}
