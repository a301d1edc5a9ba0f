package dev.provingground.verdict;

import dev.provingground.counter.CounterContract;
import dev.provingground.headers.HeadersContract;
import dev.provingground.pool.PoolContract;
import dev.provingground.vthreads.keyset.KeySetContract;
import dev.provingground.vthreads.pinning.PinningContract;
import dev.provingground.vthreads.timeout.TimeoutContract;
import dev.provingground.refcount.RefCountContract;

import java.util.List;
import java.util.Optional;

/** Every contract the suite knows, by name. */
public final class Contracts {

    private static final List<Contract<?, ?>> ALL = List.of(CounterContract.CONTRACT, RefCountContract.CONTRACT,
            PoolContract.CONTRACT, HeadersContract.CONTRACT,
            TimeoutContract.CONTRACT, KeySetContract.CONTRACT, PinningContract.CONTRACT);

    private Contracts() {
    }

    public static List<Contract<?, ?>> all() {
        return ALL;
    }

    public static Optional<Contract<?, ?>> byName(String name) {
        return ALL.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
