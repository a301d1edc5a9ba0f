package dev.provingground.vthreads.keyset;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.jcstress.LitmusSubject;
import dev.provingground.verdict.Aim;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZI_Result;

/*
 * Two threads add two different absent strings. Both adds change the set, and once both have
 * returned (the arbiter) the size is 2: (true, true, 2). A size kept in a plain int loses one of the
 * two increments: (true, true, 1). The size is read when no call is in flight, which is all the
 * contract promises of it.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores): see docs/vthreads.md.
 */
@JCStressTest
@Outcome(id = "true, true, 2", expect = ACCEPTABLE, desc = "both added; size 2 once both returned")
@Outcome(id = "true, true, 1", expect = FORBIDDEN, desc = "an increment of the size was lost")
@Outcome(expect = FORBIDDEN, desc = "other")
@Aim(properties = "QUIESCENT_SIZE", catches = CountingStringSet.class)
@State
public class AddVsAddOtherLitmus {

    final StringSet set = LitmusSubject.create(KeySetContract.CONTRACT, new KeySetSetup());

    @Actor
    public void first(ZZI_Result r) {
        r.r1 = set.add("a");
    }

    @Actor
    public void second(ZZI_Result r) {
        r.r2 = set.add("b");
    }

    @Arbiter
    public void arbiter(ZZI_Result r) {
        r.r3 = set.size();
    }
}
