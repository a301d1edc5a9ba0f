package dev.provingground.refcount;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/*
 * Two references, both owned by one thread, which releases them (legal, and final). Another thread,
 * holding a stale pointer, asks for Integer.MAX_VALUE - 1 more (illegal: it would overflow). The
 * illegal retain must throw and the legal release must free the object:
 * (retain threw, release returned true, refCnt, deallocations) = (1, 1, 0, 1).
 * XADD: while the overflowing add has not been rolled back, the release sees a wrapped count and
 * throws, a failure landing on an innocent thread. Netty's even/odd version too (finding F3): the
 * raw increment 2 x (MAX - 1) wraps to -4, the raw value is 0 for a moment, and the release reads a
 * count of 0.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   CasRefCount, WaitOutOverflowRefCount   1, 1, 0, 1: every sample
 *   XaddRefCount                           1, 2, 2, 0: 36 of about 850,000 samples
 *   EvenOddRefCount                        1, 2, 2, 0: 26 of about 800,000 samples
 *   XaddNoRollbackRefCount                 wrapped counts in most samples (the retain never rolls back)
 * The window is two instructions wide, so this test names only XaddNoRollbackRefCount as the subject
 * it must catch; the XADD and even/odd catches are rare and also covered elsewhere.
 */
@JCStressTest
@Outcome(id = "1, 1, 0, 1", expect = ACCEPTABLE, desc = "the overflow rejected, the final release freed the object")
@Outcome(id = "1, 2, .*", expect = FORBIDDEN, desc = "the legal release threw (saw the overflowing retain)")
@Outcome(id = "1, 0, .*", expect = FORBIDDEN, desc = "the final release did not free the object")
@Outcome(expect = FORBIDDEN, desc = "other")
@Aim(
        properties = {"LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED"},
        catches = XaddNoRollbackRefCount.class)
@State
public class OverflowVsLegalReleaseLitmus {

    final CountingDeallocator deallocator = new CountingDeallocator();
    final RefCounted ref = RefCountLitmus.create(deallocator);
    int retainThrew;
    int released;

    {
        ref.retain();
    }

    @Actor
    public void overflowingRetain() {
        retainThrew = RefCountLitmus.threw(() -> ref.retain(Integer.MAX_VALUE - 1));
    }

    @Actor
    public void legalRelease() {
        try {
            released = ref.release(2) ? 1 : 0;
        } catch (IllegalReferenceCountException e) {
            released = 2;
        }
    }

    @Arbiter
    public void arbiter(IIII_Result r) {
        r.r1 = retainThrew;
        r.r2 = released;
        r.r3 = ref.refCnt();
        r.r4 = deallocator.deallocations();
    }
}
