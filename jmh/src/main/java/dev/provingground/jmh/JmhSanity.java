package dev.provingground.jmh;

import dev.provingground.counter.CounterBench;
import dev.provingground.headers.HeadersBench;
import dev.provingground.pool.PoolBench;
import dev.provingground.refcount.RefCountBench;
import dev.provingground.verdict.Calibration;
import dev.provingground.verdict.Shard;
import java.util.List;

/**
 * The JMH sanity run inside {@code verify}: each contract's benchmarks, short, with the gc profiler.
 * A contract's allocation claim is a check beside its benchmark, in the contract's package
 * ({@code CounterBench.allocPerRequest}, ...); refcount's figures are reported only.
 *
 * <p>Argument: {@code quick} (default) or {@code thorough}. With {@code -Dpg.calibrate=N} every claim runs N
 * times and each known-bad subject a claim names gets its catch rate ({@link Benchmarks#recordCalibrated}).
 */
public final class JmhSanity {

    private static final List<String> ONE = List.of("all");

    private JmhSanity() {}

    public static void main(String[] args) {
        boolean thorough = args.length > 0 && args[0].equals("thorough");
        Claims.thorough(thorough);
        Shard shard = Shard.fromSystemProperty(); // a claim measures its subjects together: one piece of work
        int runs = Math.max(1, Calibration.runs()); // a calibration runs every claim N times, its named catches counted
        for (int run = 0; run < runs; run++) {
            if (shard.owns("jmh:counter", ONE, "all")) Claims.claim(() -> CounterBench.allocPerRequest(thorough));
            if (shard.owns("jmh:refcount", ONE, "all") && run == 0) RefCountBench.report(thorough);
            if (shard.owns("jmh:pool", ONE, "all")) Claims.claim(() -> PoolBench.allocPerVirtualThreadTask(thorough));
            if (shard.owns("jmh:headers", ONE, "all")) Claims.claim(() -> HeadersBench.allocPerResponse(thorough));
        }
        Claims.recordCalibrated();
    }
}
