package dev.provingground.counter;

import dev.provingground.verdict.SubjectClassPath;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * One request's life on the hot path: a send and its completion on the same instance, over 30
 * instances (the seed's corrected benchmark; its first version decremented a different instance).
 * Regime {@code below-128}: counts stay small, inside the Integer cache. Regime {@code above-127}:
 * 200 requests already in flight per instance, so every boxed update allocates a new Integer.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CounterBench {

    static final int INSTANCES = 30;

    @Param({"dev.provingground.counter.ComputeCounters", "dev.provingground.counter.AtomicFloorCounters",
            "dev.provingground.counter.RetiringAtomicCounters"})
    public String subject;

    @Param({"below-128", "above-127"})
    public String regime;

    String[] names;
    PendingRequestCounters counters;

    @Setup(Level.Trial)
    public void setUp() throws ClassNotFoundException {
        counters = CounterContract.CONTRACT.create(SubjectClassPath.loader().loadClass(subject),
                new CounterSetup(Integer.MAX_VALUE, UnmatchedCompletionReporter.IGNORE));
        names = new String[INSTANCES];
        int inFlight = regime.equals("above-127") ? 200 : 0;
        for (int i = 0; i < INSTANCES; i++) {
            names[i] = "instance-" + i;
            for (int r = 0; r < inFlight; r++) counters.onSend(names[i]);
        }
    }

    /** Each benchmark thread walks the instances from its own random start. */
    @State(Scope.Thread)
    public static class Cursor {
        int next;

        @Setup(Level.Trial)
        public void setUp() {
            next = ThreadLocalRandom.current().nextInt(INSTANCES);
        }
    }

    @Benchmark
    public void sendThenComplete(Cursor cursor) {
        String instance = names[cursor.next];
        cursor.next = cursor.next == INSTANCES - 1 ? 0 : cursor.next + 1;
        counters.onSend(instance);
        counters.onComplete(instance);
    }
}
