package dev.provingground.pool;

import dev.provingground.jcstress.LitmusSubject;

/** Builds the pool subject a litmus state runs on, and the one thing every actor does with it. */
final class PoolLitmus {

    private PoolLitmus() {}

    static ContextPool create(int capacity) {
        return LitmusSubject.create(PoolContract.CONTRACT, new PoolSetup(capacity, Sink.DISCARD));
    }

    /**
     * One holder: acquire, look at the context, write this actor's event and text, read them back,
     * release. Returns a bit set: 1 = the context was not reset when acquired (leftovers of another
     * holder), 2 = what this holder wrote changed under it (another holder wrote the same context),
     * 4 = acquire or release threw. With {@code judgeReset} false the holder resets the context itself
     * and never reports 1, so that a check of exclusion does not depend on the pool's reset.
     */
    static int hold(ContextPool pool, int tag, String text, boolean judgeReset) {
        try (Lease lease = pool.acquire()) {
            LogContext context = lease.context();
            int seen = context.isReset() ? 0 : 1;
            if (!judgeReset) {
                context.reset();
                seen = 0;
            }
            context.event(tag, text);
            context.append(text);
            if (context.level() != tag || !text.equals(context.message()) || !text.equals(context.text())) seen |= 2;
            return seen;
        } catch (RuntimeException e) {
            return 4;
        }
    }
}
