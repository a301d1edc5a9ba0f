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
 * One request in flight, two completions at once (the response and its timeout timer, say). One
 * completion matches the send; the other has no send and must be reported, once:
 * (pending, reports) = (0, 1). A floor checked apart from the decrement lets both pass: -1.
 *
 * Observed in one quick run (./mvnw verify: one JVM configuration, 2 x 200 ms, 2 cores):
 *   sound subjects                 0, 1: every sample
 *   CheckThenDecrementCounters     -1, 0: 553 of 745,491 samples (17,616 of 2.5 million in another run)
 *   NoFloorCounters                -1, 1: every sample (wrong on one thread)
 *   UpdateAndGetFloorCounters      0, 2: every sample (reports the legal completion too)
 *   PlainReadModifyWriteCounters   0, 0: 389 of 632,851 samples (a lost decrement hides the report)
 */
@JCStressTest
@Outcome(id = "0, 1", expect = ACCEPTABLE, desc = "one completion matched, the other reported")
@Outcome(id = "-1, .*", expect = FORBIDDEN, desc = "the count went below zero")
@Outcome(id = "0, 0", expect = FORBIDDEN, desc = "the unmatched completion was not reported")
@Outcome(id = "0, 2", expect = FORBIDDEN, desc = "the matched completion was reported too")
@Outcome(expect = FORBIDDEN, desc = "impossible state")
@Aim(
        properties = {"NEVER_NEGATIVE", "UNMATCHED_REPORTED_ONCE"},
        catches = {CheckThenDecrementCounters.class, NoFloorCounters.class, UpdateAndGetFloorCounters.class})
@State
public class CompleteVsCompleteLitmus {

    final CountingReporter reporter = new CountingReporter();
    final PendingRequestCounters counters = CounterLitmus.counters(reporter);

    {
        counters.onSend("a");
    }

    @Actor
    public void response() {
        counters.onComplete("a");
    }

    @Actor
    public void timeout() {
        counters.onComplete("a");
    }

    @Arbiter
    public void arbiter(II_Result r) {
        r.r1 = counters.pending("a");
        r.r2 = reporter.reports();
    }
}
