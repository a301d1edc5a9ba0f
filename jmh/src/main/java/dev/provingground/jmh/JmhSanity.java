package dev.provingground.jmh;

import dev.provingground.counter.CounterAllocationClaim;
import dev.provingground.headers.HeadersAllocationClaim;
import dev.provingground.pool.PoolAllocationClaim;
import dev.provingground.refcount.RefCountFigures;

/**
 * The JMH sanity run inside {@code verify}: each contract's benchmarks, short, with the gc profiler.
 * A contract's allocation claim is a check in its own package ({@code CounterAllocationClaim},
 * {@code PoolAllocationClaim}, {@code HeadersAllocationClaim}); refcount's figures are reported only.
 *
 * <p>Argument: {@code quick} (default) or {@code thorough}.
 */
public final class JmhSanity {

    private JmhSanity() {
    }

    public static void main(String[] args) {
        boolean thorough = args.length > 0 && args[0].equals("thorough");
        CounterAllocationClaim.allocPerRequest(thorough);
        RefCountFigures.report(thorough);
        PoolAllocationClaim.allocPerVirtualThreadTask(thorough);
        HeadersAllocationClaim.allocPerResponse(thorough);
    }
}
