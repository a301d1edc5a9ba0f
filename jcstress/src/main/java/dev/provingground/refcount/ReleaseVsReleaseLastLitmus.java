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
 * The last two owners release at once. Exactly one release is the final one: it returns true and
 * frees the object once. (first returned true, second returned true, refCnt, deallocations) is
 * (1, 0, 0, 1) or (0, 1, 0, 1). Two reads of 2 that both write 1 free nothing (a leak); two final
 * releases free twice.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   every subject but one           one final release, one deallocation: every sample
 *   VolatileRefCount                0, 0, 1, 0 (nothing freed): 1,566 of about 2.4 million samples
 */
@JCStressTest
@Outcome(
        id = {"1, 0, 0, 1", "0, 1, 0, 1"},
        expect = ACCEPTABLE,
        desc = "one final release, one deallocation")
@Outcome(id = "0, 0, 1, 0", expect = FORBIDDEN, desc = "a release was lost: nothing freed")
@Outcome(expect = FORBIDDEN, desc = "freed twice, never, or a release threw")
@Aim(properties = "DEALLOCATES_ONCE_AT_ZERO", catches = VolatileRefCount.class)
@State
public class ReleaseVsReleaseLastLitmus {

    final CountingDeallocator deallocator = new CountingDeallocator();
    final RefCounted ref = RefCountLitmus.create(deallocator);
    int first;
    int second;

    {
        ref.retain();
    }

    @Actor
    public void owner1() {
        first = ref.release() ? 1 : 0;
    }

    @Actor
    public void owner2() {
        second = ref.release() ? 1 : 0;
    }

    @Arbiter
    public void arbiter(IIII_Result r) {
        r.r1 = first;
        r.r2 = second;
        r.r3 = ref.refCnt();
        r.r4 = deallocator.deallocations();
    }
}
