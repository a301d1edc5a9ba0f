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
 * The object was released and freed. A stale holder retains while another releases: both must throw,
 * nothing changes: (retain threw, release threw, refCnt, deallocations) = (1, 1, 0, 1).
 * XADD: the retain moves 0 to 1, the release sees 1 == n and frees the object a second time.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   CasRefCount, EvenOddRefCount, WaitOutOverflowRefCount   1, 1, 0, 1: every sample
 *   XaddRefCount                     1, 0, -1, 2 (double free): 1,131 samples
 *   XaddLenientReleaseRefCount       1, 0, -1, 2: 653,331 samples (frees a released object on one thread)
 *
 * XADD's window is the few instructions between its add and its roll-back: in one fork of the quick
 * battery the double free came 0 to 287 times (0 in 2 of 13 runs on 2026-11-23, a build failing as a
 * check without teeth), so this test runs in three forks, their samples merged.
 */
@JCStressTest
@Forks(3)
@Outcome(id = "1, 1, 0, 1", expect = ACCEPTABLE, desc = "both calls rejected, freed once")
@Outcome(id = ".*, .*, .*, 2", expect = FORBIDDEN, desc = "double free")
@Outcome(expect = FORBIDDEN, desc = "a call on the released object succeeded or changed it")
@Aim(
        properties = {"RELEASED_STAYS_RELEASED", "DEALLOCATES_ONCE_AT_ZERO"},
        catches = {XaddRefCount.class, XaddLenientReleaseRefCount.class})
@State
public class RetainVsReleaseReleasedLitmus {

    final CountingDeallocator deallocator = new CountingDeallocator();
    final RefCounted ref = RefCountLitmus.create(deallocator);
    int retainThrew;
    int releaseThrew;

    {
        ref.release();
    }

    @Actor
    public void staleRetain() {
        retainThrew = RefCountLitmus.threw(ref::retain);
    }

    @Actor
    public void staleRelease() {
        releaseThrew = RefCountLitmus.threw(ref::release);
    }

    @Arbiter
    public void arbiter(IIII_Result r) {
        r.r1 = retainThrew;
        r.r2 = releaseThrew;
        r.r3 = ref.refCnt();
        r.r4 = deallocator.deallocations();
    }
}
