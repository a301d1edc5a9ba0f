package dev.provingground.pool;

/**
 * Before the PR (Penna up to 0.7): one context per thread in a ThreadLocal. Nothing is shared
 * between threads and nothing waits, but every new thread allocates a context with its buffer, and a
 * virtual thread per task allocates one per task. A nested log on the same thread (a {@code toString()}
 * that logs) gets the very context the outer call is filling: the inner call resets it and the outer
 * line is lost or mixed (finding F4).
 */
public final class ThreadLocalContexts implements ContextPool {

    private final ThreadLocal<LogContext> contexts;

    public ThreadLocalContexts(PoolSetup setup) {
        this.contexts = ThreadLocal.withInitial(() -> new LogContext(setup.sink()));
    }

    @Override
    public int capacity() {
        return Integer.MAX_VALUE;
    }

    @Override
    public Lease acquire() {
        LogContext context = contexts.get();
        context.reset();
        return new ThreadLease(context);
    }

    private static final class ThreadLease implements Lease {
        private final LogContext context;
        private volatile boolean released;

        ThreadLease(LogContext context) {
            this.context = context;
        }

        @Override
        public LogContext context() {
            return context;
        }

        @Override
        public synchronized void close() {
            if (released) throw new IllegalStateException("lease already released");
            released = true; // the context stays with its thread
        }
    }
}
