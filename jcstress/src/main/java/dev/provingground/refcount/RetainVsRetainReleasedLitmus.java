package dev.provingground.refcount;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.jcstress.Forks;
import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.IIII_Result;

/*
 * The object was released and freed. Two stale holders try to retain it at once: both must throw and
 * the object must stay released: (threw, threw, refCnt, deallocations) = (1, 1, 0, 1).
 * XADD's resurrection race (Netty #8563): the first retain moves 0 to 1 and is about to roll back;
 * the second sees 1, succeeds, and now holds a reference to a freed object.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   CasRefCount, EvenOddRefCount, WaitOutOverflowRefCount   1, 1, 0, 1: every sample
 *   XaddRefCount                     resurrection in 208 of about 610,000 samples
 *   XaddLenientReleaseRefCount       resurrection in 743 samples (it keeps XADD's retain)
 *   XaddNoRollbackRefCount           resurrection in most samples (wrong on one thread)
 *
 * Calibrated (docs/calibration.md, 20 quick runs of one fork, 2026-11-25): XaddRefCount caught in each,
 * but in the thinnest run by 18 samples of about 600,000 (median 2,380). A run with none would fail the
 * build as a check without teeth, so this test runs in three forks, their samples merged.
 */
@JCStressTest
@Forks(3)
@Outcome(id = "1, 1, 0, 1", expect = ACCEPTABLE, desc = "both retains rejected, object stays released")
@Outcome(
        id = {"0, 1, .*", "1, 0, .*"},
        expect = FORBIDDEN,
        desc = "resurrection: a retain succeeded on a freed object")
@Outcome(expect = FORBIDDEN, desc = "the released object changed")
@Aim(
        properties = "RELEASED_STAYS_RELEASED",
        catches = {XaddRefCount.class, XaddNoRollbackRefCount.class})
@State
public class RetainVsRetainReleasedLitmus {

    final CountingDeallocator deallocator = new CountingDeallocator();
    final RefCounted ref = RefCountLitmus.create(deallocator);
    int first;
    int second;

    {
        ref.release();
    }

    @Actor
    public void staleHolder1() {
        first = RefCountLitmus.threw(ref::retain);
    }

    @Actor
    public void staleHolder2() {
        second = RefCountLitmus.threw(ref::retain);
    }

    @Arbiter
    public void arbiter(IIII_Result r) {
        r.r1 = first;
        r.r2 = second;
        r.r3 = ref.refCnt();
        r.r4 = deallocator.deallocations();
    }
}
