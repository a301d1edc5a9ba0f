package dev.provingground.counter;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/*
 * Two first requests to a fresh instance, sent at once. Both must be counted, so the arbiter must see
 * a count of 2. The counter does not exist yet, so this is where lazy creation races: get-then-put
 * creates two counters and keeps one; a plain get-then-put on the boxed map reads 0 twice.
 *
 * Observed in one quick run (./mvnw verify: one JVM configuration, 2 x 200 ms, 2 cores):
 *   sound subjects                 2: every sample (about 1.3 million each)
 *   GetThenPutCounters             1: 190,306 of 1,585,171 samples
 *   PlainReadModifyWriteCounters   1: 111,021 of 1,206,291 samples
 */
@JCStressTest
@Outcome(id = "2", expect = ACCEPTABLE, desc = "both sends counted")
@Outcome(id = "1", expect = FORBIDDEN, desc = "an increment was lost")
@Outcome(expect = FORBIDDEN, desc = "impossible count")
@Aim(
        properties = "NO_LOST_UPDATE",
        catches = {GetThenPutCounters.class, PlainReadModifyWriteCounters.class})
@State
public class SendVsSendLitmus {

    final PendingRequestCounters counters = CounterLitmus.counters(new CountingReporter());

    @Actor
    public void sender1() {
        counters.onSend("a");
    }

    @Actor
    public void sender2() {
        counters.onSend("a");
    }

    @Arbiter
    public void arbiter(I_Result r) {
        r.r1 = counters.pending("a");
    }
}
