package dev.provingground.refcount;

import dev.provingground.jcstress.LitmusSubject;

/** Builds the refcount subject a litmus state runs on, with a deallocation counter. */
final class RefCountLitmus {

    private RefCountLitmus() {}

    static RefCounted create(CountingDeallocator deallocator) {
        return LitmusSubject.create(RefCountContract.CONTRACT, new RefCountSetup(deallocator));
    }

    /** 1 when the call threw IllegalReferenceCountException, 2 for any other exception, else 0. */
    static int threw(Runnable call) {
        try {
            call.run();
            return 0;
        } catch (IllegalReferenceCountException e) {
            return 1;
        } catch (RuntimeException e) {
            return 2;
        }
    }
}
