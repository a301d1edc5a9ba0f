package dev.provingground.refcount;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import org.quicktheories.core.Gen;

/**
 * One step of a generated sequence: retain(n), release(n), or a read (no change). Amounts mix small
 * values with values that overflow (2^30, MAX - 1, MAX). Steps shrink toward the read and toward 1,
 * and {@link Steps#toString()} leaves reads out, so a shrunk case shows only what matters.
 */
record RefOp(Kind kind, int n) {

    enum Kind {
        READ,
        RETAIN,
        RELEASE
    }

    static final int[] AMOUNTS = {1, 2, 3, 1 << 30, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};

    /** What a call did: returned a value, or threw. */
    record Outcome(String what) {
        static Outcome of(RefCounted ref, RefOp op) {
            try {
                return switch (op.kind()) {
                    case READ -> new Outcome("read " + ref.refCnt());
                    case RETAIN -> {
                        ref.retain(op.n());
                        yield new Outcome("retained");
                    }
                    case RELEASE -> new Outcome("released: " + ref.release(op.n()));
                };
            } catch (IllegalReferenceCountException e) {
                return new Outcome("threw IllegalReferenceCountException");
            } catch (RuntimeException e) {
                return new Outcome("threw " + e);
            }
        }

        boolean threwIllegalCount() {
            return what.equals("threw IllegalReferenceCountException");
        }
    }

    record Steps(List<RefOp> ops) {
        @Override
        public String toString() {
            return ops.stream().filter(op -> op.kind() != Kind.READ).toList().toString();
        }
    }

    static Gen<Steps> sequences() {
        Gen<RefOp> op = integers()
                .between(0, 2)
                .zip(integers().between(0, AMOUNTS.length - 1), (k, i) -> new RefOp(Kind.values()[k], AMOUNTS[i]));
        return lists().of(op).ofSizeBetween(1, 30).map(Steps::new);
    }

    @Override
    public String toString() {
        String amount = n == Integer.MAX_VALUE
                ? "MAX"
                : n == Integer.MAX_VALUE - 1 ? "MAX-1" : n == 1 << 30 ? "2^30" : Integer.toString(n);
        return switch (kind) {
            case READ -> "read";
            case RETAIN -> "retain(" + amount + ")";
            case RELEASE -> "release(" + amount + ")";
        };
    }
}
