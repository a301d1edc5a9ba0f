package dev.provingground.refcount.upstream;

import dev.provingground.refcount.Deallocator;
import dev.provingground.refcount.IllegalReferenceCountException;
import dev.provingground.refcount.RefCountSetup;
import dev.provingground.refcount.RefCounted;
import io.netty.util.AbstractReferenceCounted;
import io.netty.util.ReferenceCounted;

/**
 * The real {@code io.netty.util.AbstractReferenceCounted} of whichever netty-common release it is
 * loaded with (the catalog names the versions; each loads in a class loader of its own). The adapter
 * only translates: the subclass's {@code deallocate()} calls the setup's hook, and Netty's
 * {@code io.netty.util.IllegalReferenceCountException} becomes the contract's, carrying Netty's as its
 * cause. Retain, release and the count are Netty's own code, unchanged.
 */
public final class NettyRefCounted implements RefCounted {

    private final Counted counted;

    public NettyRefCounted(RefCountSetup setup) {
        counted = new Counted(setup.deallocator());
    }

    @Override
    public int refCnt() {
        return counted.refCnt();
    }

    @Override
    public void retain(int n) {
        try {
            counted.retain(n);
        } catch (io.netty.util.IllegalReferenceCountException e) {
            throw translated(e, n);
        }
    }

    @Override
    public boolean release(int n) {
        try {
            return counted.release(n);
        } catch (io.netty.util.IllegalReferenceCountException e) {
            throw translated(e, -n);
        }
    }

    private IllegalReferenceCountException translated(io.netty.util.IllegalReferenceCountException e, int delta) {
        IllegalReferenceCountException ours = new IllegalReferenceCountException(counted.refCnt(), delta);
        ours.initCause(e);
        return ours;
    }

    /** Netty's abstract class with the two methods a subclass supplies. */
    private static final class Counted extends AbstractReferenceCounted {
        private final Deallocator deallocator;

        Counted(Deallocator deallocator) {
            this.deallocator = deallocator;
        }

        @Override
        protected void deallocate() {
            deallocator.deallocate();
        }

        @Override
        public ReferenceCounted touch(Object hint) {
            return this;
        }
    }
}
