package dev.provingground.properties;

import java.util.concurrent.CompletableFuture;

/**
 * A body run on a daemon thread of its own, with a future that completes when it returns or throws.
 * Checks wait on the future with a bound, and on timeout report the thread's state and stack; a
 * daemon thread left stuck by a broken subject does not keep the test JVM alive.
 */
public record DaemonThread(Thread thread, CompletableFuture<Void> done) {

    public static DaemonThread start(String name, PropertyCheck.Body body) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread thread = new Thread(
                () -> {
                    try {
                        body.run();
                        done.complete(null);
                    } catch (Throwable t) {
                        done.completeExceptionally(t);
                    }
                },
                name);
        thread.setDaemon(true);
        thread.start();
        return new DaemonThread(thread, done);
    }
}
