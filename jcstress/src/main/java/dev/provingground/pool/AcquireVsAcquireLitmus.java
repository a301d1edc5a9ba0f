package dev.provingground.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.jcstress.Forks;
import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/*
 * Two threads log at once on a pool of two free slots. Each must get a context of its own: it
 * clears it, writes its event and text, and reads back exactly what it wrote: (0, 0). (The holder
 * clears the context itself, so this test is about exclusion only; the pool's reset is
 * ReleaseThenAcquireLitmus's business.) An acquire that is not atomic (the blog's BitSet: read the
 * first clear bit, then set it) lets both threads take the same slot: one sees its writes
 * overwritten (2).
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   every subject but one   0, 0: every sample (0.6 to 2.3 million)
 *   BitSetPool              0, 2: 993   2, 0: 717   2, 2: 88 samples
 *
 * Calibrated (docs/calibration.md, 20 quick runs of one fork, 2026-11-25): BitSetPool caught in each,
 * but in the thinnest run by 4 samples (median 1,320): its window is the few instructions between
 * reading the clear bit and setting it. A run with none would fail the build as a check without teeth,
 * so this test runs in three forks, their samples merged: thinnest run 1,678 samples in 20 more runs.
 * (Its forks on the real PennaContextPool, a heavy pool per state, need the heap LitmusGroupRun gives
 * every fork.)
 */
@JCStressTest
@Forks(3)
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "each thread had a context of its own")
@Outcome(expect = FORBIDDEN, desc = "the threads shared a context, or a call threw")
@Aim(properties = "EXCLUSIVE_HOLDER", catches = BitSetPool.class)
@State
public class AcquireVsAcquireLitmus {

    final ContextPool pool = PoolLitmus.create(2);

    @Actor
    public void first(II_Result r) {
        r.r1 = PoolLitmus.hold(pool, 1, "first", false);
    }

    @Actor
    public void second(II_Result r) {
        r.r2 = PoolLitmus.hold(pool, 2, "second", false);
    }
}
