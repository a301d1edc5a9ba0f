package pairs.pool;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Penna before 0.7.1: one log context per thread, in a ThreadLocal. A lease is a number; releasing
 * one twice, or one never handed out, throws IllegalStateException. A nested acquire on the thread
 * gets the thread's context again (F4): the ring below shares that flaw, so a diff of the two cannot
 * blame it on the PR.
 */
public class ThreadLocalContexts {
    private final ThreadLocal<StringBuilder> contexts = ThreadLocal.withInitial(StringBuilder::new);
    private final Map<Integer, StringBuilder> leases = new ConcurrentHashMap<>();
    private final AtomicInteger issued = new AtomicInteger();

    public int acquire() {
        StringBuilder context = contexts.get();
        context.setLength(0);
        synchronized (leases) { // a lease is held from the moment its number exists
            int lease = issued.incrementAndGet();
            leases.put(lease, context);
            return lease;
        }
    }

    public void release(int lease) {
        if (leases.remove(lease) == null) throw new IllegalStateException("lease " + lease + " is not held");
    }

    /** One log line: the thread's context, reset, formatted; the line as written. */
    public String log(String message) {
        StringBuilder context = contexts.get();
        context.setLength(0);
        return context.append("INFO ").append(message).toString();
    }
}
