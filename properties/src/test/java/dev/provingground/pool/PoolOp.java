package dev.provingground.pool;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import org.quicktheories.core.Gen;

/**
 * One step of a generated sequence, all on one thread, so that every acquire while something is held
 * is a nested acquire: acquire; write into the i-th held context; release the i-th held lease;
 * release again the i-th lease already released. Steps shrink toward a write (the neutral step) and
 * toward index 0; {@link Steps#toString()} leaves writes out.
 */
record PoolOp(Kind kind, int i) {

    enum Kind {
        WRITE,
        ACQUIRE,
        RELEASE,
        RELEASE_AGAIN
    }

    record Steps(List<PoolOp> ops) {
        @Override
        public String toString() {
            return ops.stream().filter(op -> op.kind() != Kind.WRITE).toList().toString();
        }
    }

    static Gen<Steps> sequences() {
        Gen<PoolOp> op =
                integers().between(0, 3).zip(integers().between(0, 3), (k, i) -> new PoolOp(Kind.values()[k], i));
        return lists().of(op).ofSizeBetween(1, 24).map(Steps::new);
    }

    @Override
    public String toString() {
        return switch (kind) {
            case WRITE -> "write(" + i + ")";
            case ACQUIRE -> "acquire";
            case RELEASE -> "release(" + i + ")";
            case RELEASE_AGAIN -> "releaseAgain(" + i + ")";
        };
    }

    /**
     * Replays steps on a pool, remembering what each holder wrote. {@link #apply} says what a step
     * did; {@link #sharedOrChanged()} says whether two held leases share a context or a holder's
     * context no longer holds what it wrote.
     */
    static final class Replay {
        private final ContextPool pool;
        private final List<Lease> held = new ArrayList<>();
        private final List<String> written = new ArrayList<>();
        private final List<Lease> released = new ArrayList<>();
        private int step;

        Replay(ContextPool pool) {
            this.pool = pool;
        }

        String apply(PoolOp op) {
            step++;
            try {
                switch (op.kind()) {
                    case ACQUIRE -> {
                        Lease lease = pool.acquire();
                        LogContext c = lease.context();
                        String seen =
                                c.isReset() ? "acquired clean" : "acquired a context holding '" + c.message() + "'";
                        c.reset(); // judged above; from here on only exclusion is tracked
                        String mine = "step" + step;
                        c.event(1, mine);
                        c.append(mine);
                        held.add(lease);
                        written.add(mine);
                        return seen;
                    }
                    case WRITE -> {
                        if (held.isEmpty()) return "nothing held";
                        int k = op.i() % held.size();
                        String mine = "step" + step;
                        LogContext c = held.get(k).context();
                        c.reset();
                        c.event(1, mine);
                        c.append(mine);
                        written.set(k, mine);
                        return "wrote";
                    }
                    case RELEASE -> {
                        if (held.isEmpty()) return "nothing held";
                        int k = op.i() % held.size();
                        Lease lease = held.remove(k);
                        written.remove(k);
                        released.add(lease);
                        lease.close();
                        return "released";
                    }
                    case RELEASE_AGAIN -> {
                        if (released.isEmpty()) return "nothing released";
                        Lease lease = released.get(op.i() % released.size());
                        try {
                            lease.close();
                            return "second release accepted";
                        } catch (IllegalStateException e) {
                            return "second release threw IllegalStateException";
                        }
                    }
                }
                throw new AssertionError(op);
            } catch (RuntimeException e) {
                return "threw " + e;
            }
        }

        /** Null when every held lease has a context of its own still holding what its holder wrote. */
        String sharedOrChanged() {
            for (int a = 0; a < held.size(); a++) {
                LogContext c = held.get(a).context();
                for (int b = a + 1; b < held.size(); b++) {
                    if (held.get(b).context() == c) return "held leases " + a + " and " + b + " share one context";
                }
                if (!written.get(a).equals(c.message()) || !written.get(a).equals(c.text())) {
                    return "held lease " + a + " wrote '" + written.get(a) + "' but its context holds '" + c.message()
                            + "'";
                }
            }
            return null;
        }

        int held() {
            return held.size();
        }
    }
}
