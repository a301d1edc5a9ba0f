package dev.provingground.pool;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/*
 * A pool of one slot and two threads logging: the context passes from one holder to the other
 * through release and acquire. Whichever goes second must find the context reset, with none of the
 * first holder's writes arriving late, and keep what it writes: (0, 0). Release must happen-before
 * the next acquire and the reset must come after it. A pool that hands the context on without
 * resetting it shows the first holder's event to the second (1); a pool that lets the second in
 * while the first still writes shows 2; a call that throws (acquire on a full pool that does not
 * wait) shows 4.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   every subject but two   0, 0: every sample (0.6 to 2.1 million)
 *   NoResetSlotPool         0, 3: 723,581   3, 0: 400,790 samples (3: found the other's event, and
 *                           its text appended to the other's)
 *   BitSetPool              4, 0: 175,865   0, 4: 144,098 (acquire on the full pool threw), and
 *                           shared contexts: 0, 2: 119   2, 0: 176   and a few dozen more
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "each holder started clean and kept its writes")
@Outcome(expect = FORBIDDEN, desc = "a holder saw the other's writes, or a call threw")
@Aim(properties = "CLEAN_HANDOFF", catches = NoResetSlotPool.class)
@State
public class ReleaseThenAcquireLitmus {

    final ContextPool pool = PoolLitmus.create(1);

    @Actor
    public void first(II_Result r) {
        r.r1 = PoolLitmus.hold(pool, 1, "first", true);
    }

    @Actor
    public void second(II_Result r) {
        r.r2 = PoolLitmus.hold(pool, 2, "second", true);
    }
}
