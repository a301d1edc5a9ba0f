package dev.provingground.counter;

import org.quicktheories.core.Gen;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

/** One step of a generated operation sequence: a send, a completion, or an eviction. */
record CounterOp(Kind kind, String instance, Set<String> live) {

    enum Kind { SEND, COMPLETE, EVICT }

    static final List<String> INSTANCES = List.of("a", "b", "c");

    void applyTo(PendingRequestCounters counters) {
        switch (kind) {
            case SEND -> counters.onSend(instance);
            case COMPLETE -> counters.onComplete(instance);
            case EVICT -> counters.retainLive(live);
        }
    }

    /** Sequences of up to 40 steps over three instances; half the steps are sends. */
    static Gen<List<CounterOp>> sequences() {
        Gen<CounterOp> op = integers().between(0, 3).zip(integers().between(0, 2), integers().between(0, 7),
                (k, i, mask) -> {
                    Kind kind = k <= 1 ? Kind.SEND : k == 2 ? Kind.COMPLETE : Kind.EVICT;
                    Set<String> live = new TreeSet<>();
                    for (int b = 0; b < 3; b++) if ((mask & (1 << b)) != 0) live.add(INSTANCES.get(b));
                    return new CounterOp(kind, INSTANCES.get(i), Set.copyOf(live));
                });
        return lists().of(op).ofSizeBetween(1, 40);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case SEND -> "send(" + instance + ")";
            case COMPLETE -> "complete(" + instance + ")";
            case EVICT -> "retainLive(" + new TreeSet<>(live) + ")";
        };
    }
}
