package dev.provingground.counter;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.quicktheories.core.Gen;

/**
 * One step of a generated operation sequence: a send, a completion, an eviction, or a read (no
 * state change; the checks still compare every query after it). QuickTheories shrinks each step
 * toward 0, which is the read: steps a counterexample does not need become reads, and
 * {@link Steps#toString()} leaves reads out, so the shrunk case shows only the steps that matter.
 */
record CounterOp(Kind kind, String instance, Set<String> live) {

    enum Kind {
        READ,
        SEND,
        COMPLETE,
        EVICT
    }

    static final List<String> INSTANCES = List.of("a", "b", "c");

    void applyTo(PendingRequestCounters counters) {
        switch (kind) {
            case SEND -> counters.onSend(instance);
            case COMPLETE -> counters.onComplete(instance);
            case EVICT -> counters.retainLive(live);
            case READ -> {}
        }
    }

    /** A generated sequence; its string form is the steps that change state, in order. */
    record Steps(List<CounterOp> ops) {
        @Override
        public String toString() {
            return ops.stream().filter(op -> op.kind() != Kind.READ).toList().toString();
        }
    }

    /** Sequences of up to 40 steps over three instances: 40% sends, 20% each completions, evictions, reads. */
    static Gen<Steps> sequences() {
        Gen<CounterOp> op = integers()
                .between(0, 4)
                .zip(integers().between(0, 2), integers().between(0, 7), (k, i, mask) -> {
                    Kind kind = switch (k) {
                        case 0 -> Kind.READ;
                        case 1, 2 -> Kind.SEND;
                        case 3 -> Kind.COMPLETE;
                        default -> Kind.EVICT;
                    };
                    Set<String> live = new TreeSet<>();
                    for (int b = 0; b < 3; b++) if ((mask & (1 << b)) != 0) live.add(INSTANCES.get(b));
                    return new CounterOp(kind, INSTANCES.get(i), Set.copyOf(live));
                });
        return lists().of(op).ofSizeBetween(1, 40).map(Steps::new);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case SEND -> "send(" + instance + ")";
            case COMPLETE -> "complete(" + instance + ")";
            case EVICT -> "retainLive(" + new TreeSet<>(live) + ")";
            case READ -> "read";
        };
    }
}
