package dev.provingground.counter;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.verdict.Aim;
import java.util.Set;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.I_Result;

/*
 * An instance has served a request and is idle (its counter exists, at 0). A metadata refresh evicts
 * idle counters of departed instances while a new request is sent to it. Either the send comes first
 * (the counter is busy and stays) or eviction does (the send recreates it): one request in flight.
 * A send that looked its counter up before eviction removed it, and increments it after, is lost.
 *
 * Observed in one quick run (./mvnw verify: one JVM configuration, 2 x 200 ms, 2 cores):
 *   ComputeCounters, RetiringAtomicCounters, other known-bads   1: every sample
 *   EvictBusyCounters              0: 1,659,269 of 1,718,291 samples (drops busy counters on one thread)
 *   AtomicFloorCounters            0: 5,126 of 1,687,571 samples (finding F1, docs/findings.md)
 */
@JCStressTest
@Outcome(id = "1", expect = ACCEPTABLE, desc = "the send is counted")
@Outcome(id = "0", expect = FORBIDDEN, desc = "the send landed on a counter eviction dropped")
@Outcome(expect = FORBIDDEN, desc = "impossible count")
@Aim(
        properties = "EVICTION_KEEPS_IN_FLIGHT",
        catches = {EvictBusyCounters.class, AtomicFloorCounters.class})
@State
public class SendVsEvictLitmus {

    final PendingRequestCounters counters = CounterLitmus.counters(new CountingReporter());

    {
        counters.onSend("a");
        counters.onComplete("a");
    }

    @Actor
    public void sender() {
        counters.onSend("a");
    }

    @Actor
    public void metadataRefresh() {
        counters.retainLive(Set.of());
    }

    @Arbiter
    public void arbiter(I_Result r) {
        r.r1 = counters.pending("a");
    }
}
