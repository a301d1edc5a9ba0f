package dev.provingground.pool;

import dev.provingground.lincheck.LincheckCheck;
import org.jetbrains.lincheck.datastructures.Operation;

/**
 * Lincheck's operations class for the context pool (capacity 2): each operation holds a context
 * from acquire to release and reports what it saw, "ok" or what went wrong, so that a history is
 * linearizable exactly when every operation says "ok" ({@link PoolOperations.Spec}).
 *
 * <ul>
 *   <li>use: acquire, find the context reset, write an event and text, read them back, release;</li>
 *   <li>useNested: the same with a second lease taken while holding the first (a toString() that
 *       logs): the two contexts must differ;</li>
 *   <li>releaseTwice: acquire, release, release again: the second must throw IllegalStateException,
 *       and must not free the slot, which another thread may hold by then.</li>
 * </ul>
 * Acquire waits when both slots are held; model checking explores the parking.
 */
public class PoolOperations {

    private final ContextPool pool =
            LincheckCheck.subjectUnderCheck(PoolContract.CONTRACT, new PoolSetup(2, Sink.DISCARD));

    @Operation
    public String use() {
        try (Lease lease = pool.acquire()) {
            String seen = fill(lease.context(), "use");
            return seen != null ? seen : ok(check(lease.context(), "use"));
        } catch (RuntimeException e) {
            return "threw " + e.getClass().getSimpleName();
        }
    }

    @Operation
    public String useNested() {
        try (Lease outer = pool.acquire()) {
            String seen = fill(outer.context(), "outer");
            if (seen != null) return seen;
            try (Lease inner = pool.acquire()) {
                if (inner.context() == outer.context()) return "nested acquire got the outer context";
                seen = fill(inner.context(), "inner");
                if (seen != null) return seen;
                seen = check(inner.context(), "inner");
                if (seen != null) return seen;
            }
            return ok(check(outer.context(), "outer"));
        } catch (RuntimeException e) {
            return "threw " + e.getClass().getSimpleName();
        }
    }

    @Operation
    public String releaseTwice() {
        try {
            Lease lease = pool.acquire();
            String seen = fill(lease.context(), "once");
            lease.close();
            if (seen != null) return seen;
            try {
                lease.close();
                return "second release accepted";
            } catch (IllegalStateException expected) {
                return "ok";
            }
        } catch (RuntimeException e) {
            return "threw " + e.getClass().getSimpleName();
        }
    }

    /** Null when the context was reset; writes this holder's event and text. */
    private static String fill(LogContext context, String who) {
        String seen = context.isReset() ? null : "acquired a context not reset: " + context.message();
        context.event(1, who);
        context.append(who);
        return seen;
    }

    private static String check(LogContext context, String who) {
        return who.equals(context.message()) && who.equals(context.text())
                ? null
                : "context changed under its holder: " + context.message() + " / " + context.text();
    }

    static String ok(String result) {
        return result == null ? "ok" : result;
    }

    /** The sequential specification of {@link PoolOperations}: every operation sees what it should. */
    public static class Spec {

        public String use() {
            return "ok";
        }

        public String useNested() {
            return "ok";
        }

        public String releaseTwice() {
            return "ok";
        }
    }
}
