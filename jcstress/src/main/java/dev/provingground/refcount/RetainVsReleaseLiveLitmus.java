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
 * A live object with two owners. One retains (it hands a reference on), the other releases its own.
 * Both calls are legal, neither throws, and two references remain:
 * (retain threw, release returned true, refCnt, deallocations) = (0, 0, 2, 0).
 * A non-atomic count loses one of the writes: 1 or 3 remain, and the object is later freed early
 * or never.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   every subject but one           0, 0, 2, 0: every sample
 *   VolatileRefCount                0, 0, 1, 0: 56,858 and 0, 0, 3, 0: 56,998 samples
 */
@JCStressTest
@Outcome(id = "0, 0, 2, 0", expect = ACCEPTABLE, desc = "both calls took effect")
@Outcome(id = "0, 0, [13], 0", expect = FORBIDDEN, desc = "one update was lost")
@Outcome(expect = FORBIDDEN, desc = "a legal call threw, or the object was freed with owners left")
@Aim(
        properties = {"DEALLOCATES_ONCE_AT_ZERO", "LEGAL_CALLS_SUCCEED"},
        catches = VolatileRefCount.class)
@State
public class RetainVsReleaseLiveLitmus {

    final CountingDeallocator deallocator = new CountingDeallocator();
    final RefCounted ref = RefCountLitmus.create(deallocator);
    int retainThrew;
    int released;

    {
        ref.retain(); // two owners
    }

    @Actor
    public void retainer() {
        retainThrew = RefCountLitmus.threw(ref::retain);
    }

    @Actor
    public void releaser() {
        released = ref.release() ? 1 : 0;
    }

    @Arbiter
    public void arbiter(IIII_Result r) {
        r.r1 = retainThrew;
        r.r2 = released;
        r.r3 = ref.refCnt();
        r.r4 = deallocator.deallocations();
    }
}
