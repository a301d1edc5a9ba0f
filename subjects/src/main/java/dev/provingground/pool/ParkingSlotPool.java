package dev.provingground.pool;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Our repair: the PR's point kept (a fixed set of contexts shared by all threads, so a virtual thread
 * per task allocates no context; no lock on the common path), without its three faults.
 *
 * <ul>
 *   <li>Slots are claimed by CAS on an owner array, not by a reentrant lock: a nested acquire cannot
 *       claim the slot its thread already owns.</li>
 *   <li>A semaphore with one permit per slot counts free slots: taking a permit is one CAS when one is
 *       free, and waiting for one parks the thread (a virtual thread unmounts and frees its carrier).
 *       A thread holding a permit finds a free slot (a slot is cleared before its permit is given
 *       back); should one pass over the slots miss it in a race, the permit goes back and the thread
 *       starts again.</li>
 *   <li>A nested acquire on a full pool, by a thread that already holds a slot, would wait for
 *       itself or for threads that wait for it: it gets a fresh unpooled context instead, dropped at
 *       release. Allocation happens only then.</li>
 *   <li>Every acquire gets its own small lease object with a released flag, so a double release is
 *       recognised even after the slot was leased again, and any thread can release.</li>
 * </ul>
 *
 * Hand-off: the holder's writes, then the release's volatile clear of the owner, happen-before the
 * next acquirer's successful CAS on that owner; the acquirer then resets the context.
 *
 * <p>The protected methods are the places the known-bad variants change, one each.
 */
public class ParkingSlotPool implements ContextPool {

    private final LogContext[] contexts;
    private final AtomicReferenceArray<Thread> owners;
    private final Semaphore permits;
    private final Sink sink;

    public ParkingSlotPool(PoolSetup setup) {
        int n = setup.capacity();
        sink = setup.sink();
        contexts = new LogContext[n];
        for (int i = 0; i < n; i++) contexts[i] = new LogContext(sink);
        owners = new AtomicReferenceArray<>(n);
        permits = new Semaphore(n);
    }

    @Override
    public int capacity() {
        return contexts.length;
    }

    @Override
    public Lease acquire() {
        Thread me = Thread.currentThread();
        while (true) {
            if (!permits.tryAcquire()) {
                if (ownsASlot(me)) return unpooled(); // nested on a full pool: never wait for ourselves
                awaitPermit();
            }
            int slot = claimSlot(me);
            if (slot >= 0) {
                LogContext context = contexts[slot];
                resetForNextHolder(context);
                return new SlotLease(this, slot, context);
            }
            // A pass over the slots missed the free one a permit stands for (slots freed behind the
            // scan and taken ahead of it): give the permit back and start again.
            permits.release();
            if (ownsASlot(me)) return unpooled();
            Thread.onSpinWait();
        }
    }

    /** One pass over the slots from the thread's hash: the slot claimed, or -1. */
    private int claimSlot(Thread me) {
        int n = contexts.length;
        int slot = Math.floorMod(me.hashCode(), n);
        for (int i = 0; i < n; i++) {
            if (owners.get(slot) == null && owners.compareAndSet(slot, null, me)) return slot;
            slot = slot + 1 == n ? 0 : slot + 1;
        }
        return -1;
    }

    private Lease unpooled() {
        return new SlotLease(this, -1, new LogContext(sink));
    }

    /** Waits for a free slot, parked. */
    protected void awaitPermit() {
        permits.acquireUninterruptibly();
    }

    /** Takes a free slot's permit without waiting; false when every slot is held. */
    protected final boolean tryTakePermit() {
        return permits.tryAcquire();
    }

    protected void resetForNextHolder(LogContext context) {
        context.reset();
    }

    /** True the first time it is called for a lease; a double release is rejected here. */
    protected boolean markReleased(SlotLease lease) {
        return SlotLease.RELEASED.compareAndSet(lease, false, true);
    }

    private boolean ownsASlot(Thread thread) {
        for (int i = 0; i < owners.length(); i++) {
            if (owners.get(i) == thread) return true;
        }
        return false;
    }

    void release(SlotLease lease) {
        if (!markReleased(lease)) throw new IllegalStateException("lease already released");
        if (lease.slot < 0) return; // an unpooled context: nothing to return
        owners.set(lease.slot, null);
        permits.release();
    }

    protected static final class SlotLease implements Lease {
        static final VarHandle RELEASED;

        static {
            try {
                RELEASED = MethodHandles.lookup().findVarHandle(SlotLease.class, "released", boolean.class);
            } catch (ReflectiveOperationException e) {
                throw new ExceptionInInitializerError(e);
            }
        }

        private final ParkingSlotPool pool;
        private final int slot;
        private final LogContext context;

        @SuppressWarnings("unused") // through RELEASED
        private volatile boolean released;

        SlotLease(ParkingSlotPool pool, int slot, LogContext context) {
            this.pool = pool;
            this.slot = slot;
            this.context = context;
        }

        @Override
        public LogContext context() {
            return context;
        }

        @Override
        public void close() {
            pool.release(this);
        }
    }
}
