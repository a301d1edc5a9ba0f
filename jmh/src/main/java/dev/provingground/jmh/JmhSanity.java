package dev.provingground.jmh;

import dev.provingground.counter.CounterBench;
import dev.provingground.headers.HeadersBench;
import dev.provingground.pool.PoolBench;
import dev.provingground.refcount.RefCountBench;

/**
 * The JMH sanity run inside {@code verify}: each contract's benchmarks, short, with the gc profiler.
 * A contract's allocation claim is a check beside its benchmark, in the contract's package
 * ({@code CounterBench.allocPerRequest}, ...); refcount's figures are reported only.
 *
 * <p>Argument: {@code quick} (default) or {@code thorough}.
 */
public final class JmhSanity {

    private JmhSanity() {
    }

    public static void main(String[] args) {
        boolean thorough = args.length > 0 && args[0].equals("thorough");
        CounterBench.allocPerRequest(thorough);
        RefCountBench.report(thorough);
        PoolBench.allocPerVirtualThreadTask(thorough);
        HeadersBench.allocPerResponse(thorough);
    }
}
