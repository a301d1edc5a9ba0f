package dev.provingground.vthreads.pinning;

import java.util.HashMap;
import java.util.Map;

/**
 * Before the PR: {@code synchronized} around the blocking export. On JDK 21-23 a virtual thread that
 * blocks while holding a monitor pins its carrier; JDK 24 removed that (JEP 491), so on 24+ this is
 * sound. Its expected verdict is therefore decided by the JDK the suite runs on.
 */
public class SynchronizedRegistry implements MetricsRegistry {

    private final BlockingCall export;
    private final Map<String, Long> totals = new HashMap<>();

    public SynchronizedRegistry(PinningSetup setup) {
        this.export = setup.export();
    }

    @Override
    public synchronized void record(String name, long amount) throws InterruptedException {
        export.block();
        totals.merge(name, amount, Long::sum);
    }

    @Override
    public synchronized long total(String name) {
        return totals.getOrDefault(name, 0L);
    }
}
