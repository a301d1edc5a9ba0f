package dev.provingground.counter;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/*
 * One request in flight; a new one is sent while the first completes. Whatever the order, one request
 * remains in flight and nothing is reported: (pending, reports) = (1, 0). A read-modify-write that
 * is not atomic lets one update overwrite the other: 2 (the completion lost) or 0 (the send lost).
 *
 * Observed in one quick run (./mvnw verify: one JVM configuration, 2 x 200 ms, 2 cores):
 *   sound subjects                 1, 0: every sample
 *   PlainReadModifyWriteCounters   0, 0: 179,057 and 2, 0: 200,043 of 2,168,851 samples
 *   UpdateAndGetFloorCounters      1, 1: 32,569 of 1,984,531 samples (the send came last)
 */
@JCStressTest
@Outcome(id = "1, 0", expect = ACCEPTABLE, desc = "one request still in flight, nothing reported")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the send was lost")
@Outcome(id = "2, 0", expect = FORBIDDEN, desc = "the completion was lost")
@Outcome(id = "1, 1", expect = FORBIDDEN, desc = "the matched completion was reported")
@Outcome(expect = FORBIDDEN, desc = "impossible state")
@Aim(
        properties = {"NO_LOST_UPDATE", "UNMATCHED_REPORTED_ONCE"},
        catches = {PlainReadModifyWriteCounters.class, UpdateAndGetFloorCounters.class})
@State
public class SendVsCompleteLitmus {

    final CountingReporter reporter = new CountingReporter();
    final PendingRequestCounters counters = CounterLitmus.counters(reporter);

    {
        counters.onSend("a");
    }

    @Actor
    public void sender() {
        counters.onSend("a");
    }

    @Actor
    public void completer() {
        counters.onComplete("a");
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = counters.pending("a");
        r.r2 = reporter.reports();
    }
}
