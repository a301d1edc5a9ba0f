package dev.provingground.pool.upstream;

import dev.provingground.pool.ContextPool;
import dev.provingground.pool.Lease;
import dev.provingground.pool.LogContext;
import dev.provingground.pool.PoolSetup;
import java.util.concurrent.atomic.AtomicReferenceArray;
import penna.core.internals.LogUnitContextPool;

/**
 * The real {@code penna.core.internals.LogUnitContextPool} of penna-core: 16 fixed slots, each a
 * {@code ReentrantLock} taken with {@code tryLock}, scanned from the thread's hash. Acquire is Penna's
 * {@code get()}, release is Penna's {@code release(selfReference)}; the pool's size is Penna's, not
 * {@link PoolSetup#capacity()}, so {@link #capacity()} says 16 and the checks fill that.
 *
 * <p>The contract's {@link LogContext} (event, buffer, sink) stands for the slot's
 * {@code LogUnitContext}: one per Penna slot, found by the slot's {@code selfReference()}, so two
 * leases on one Penna slot share one context exactly as two holders of the real slot would. It is
 * reset on acquire, as Penna's logger resets the slot's event right after {@code get()}. Creating
 * the pool starts Penna's sink, which prints a start-up line on stdout.
 */
public final class PennaContextPool implements ContextPool {

    private static final int SLOTS = 16;

    private final LogUnitContextPool pool = new LogUnitContextPool();
    private final AtomicReferenceArray<LogContext> contexts = new AtomicReferenceArray<>(SLOTS);
    private final PoolSetup setup;

    public PennaContextPool(PoolSetup setup) {
        this.setup = setup;
    }

    @Override
    public int capacity() {
        return SLOTS;
    }

    @Override
    public Lease acquire() {
        int slot = pool.get().selfReference();
        LogContext context = contextOf(slot);
        context.reset();
        return new Lease() {
            @Override
            public LogContext context() {
                return context;
            }

            @Override
            public void close() {
                pool.release(slot);
            }
        };
    }

    private LogContext contextOf(int slot) {
        LogContext context = contexts.get(slot);
        if (context == null) {
            contexts.compareAndSet(slot, null, new LogContext(setup.sink()));
            context = contexts.get(slot);
        }
        return context;
    }
}
