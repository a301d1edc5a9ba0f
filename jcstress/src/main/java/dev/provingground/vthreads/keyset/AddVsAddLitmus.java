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
 * Two threads add the same absent string. Exactly one add changes the set and returns true, and
 * the set then has one member: (true, false, 1) or (false, true, 1). An add that checks and then
 * puts lets both find the string absent: (true, true, 1).
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   HandWrittenConcurrentHashSet, NewKeySetStringSet, CountingStringSet   allowed outcomes only (1.8 to 2.2 million)
 *   CheckThenPutStringSet                                                 true, true, 1: 375,735 samples
 */
@JCStressTest
@Outcome(
        id = {"true, false, 1", "false, true, 1"},
        expect = ACCEPTABLE,
        desc = "one add won")
@Outcome(id = "true, true, 1", expect = FORBIDDEN, desc = "both adds claimed the string")
@Outcome(expect = FORBIDDEN, desc = "other")
@Aim(properties = "LINEARIZABLE", catches = CheckThenPutStringSet.class)
@State
public class AddVsAddLitmus {

    final StringSet set = LitmusSubject.create(KeySetContract.CONTRACT, new KeySetSetup());

    @Actor
    public void first(ZZI_Result r) {
        r.r1 = set.add("key");
    }

    @Actor
    public void second(ZZI_Result r) {
        r.r2 = set.add("key");
    }

    @Arbiter
    public void arbiter(ZZI_Result r) {
        r.r3 = set.size();
    }
}
