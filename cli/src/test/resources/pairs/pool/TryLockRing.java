package pairs.pool;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Penna 0.7.1: sixteen contexts, each behind a ReentrantLock; acquire spins over the ring with
 * tryLock from slot 0, release unlocks the lease's slot. The lock is reentrant (a nested acquire gets
 * the held slot again, as the ThreadLocal did) and owned by a thread: a release from another thread
 * throws IllegalMonitorStateException, and a lease released twice by a thread holding its slot again
 * unlocks that newer hold, so the next acquirer on another thread shares the context (F6).
 */
public class TryLockRing {
    private final ReentrantLock[] locks = new ReentrantLock[16];
    private final StringBuilder[] contexts = new StringBuilder[16];
    private final Map<Integer, Integer> slotOf = new ConcurrentHashMap<>();
    private final AtomicInteger issued = new AtomicInteger();

    public TryLockRing() {
        for (int i = 0; i < 16; i++) {
            locks[i] = new ReentrantLock();
            contexts[i] = new StringBuilder();
        }
    }

    public int acquire() {
        int slot = lockFreeSlot();
        synchronized (slotOf) { // a lease is held from the moment its number exists
            int lease = issued.incrementAndGet();
            slotOf.put(lease, slot);
            return lease;
        }
    }

    private int lockFreeSlot() {
        int slot = 0;
        while (!locks[slot].tryLock()) slot = (slot + 1) & 15;
        contexts[slot].setLength(0);
        return slot;
    }

    public void release(int lease) {
        Integer slot = slotOf.get(lease); // the slot is the lease, as Penna's record: nothing marks it released
        if (slot == null) throw new IllegalStateException("lease " + lease + " is not held");
        locks[slot].unlock();
    }

    /** One log line: a slot, its context reset and formatted, the slot unlocked; the line as written. */
    public String log(String message) {
        int slot = lockFreeSlot();
        try {
            return contexts[slot].append("INFO ").append(message).toString();
        } finally {
            locks[slot].unlock();
        }
    }
}
