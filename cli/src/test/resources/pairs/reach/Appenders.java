package pairs.reach;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A context whose default appender is named from a global counter that any object's {@code reconfigure()} advances, as
 * log4j's {@code DefaultConsole-N}: what a new object answers depends on what other objects did. Every method holds the
 * monitor: no race.
 */
public class Appenders {
    private static final AtomicInteger CONFIGURED = new AtomicInteger();

    private String defaultName;
    private final List<String> names = new ArrayList<>();

    public synchronized void add(String name) {
        names.add(name);
    }

    public synchronized void reconfigure() {
        defaultName = "DefaultConsole-" + CONFIGURED.incrementAndGet();
    }

    public synchronized List<String> appenders() {
        List<String> all = new ArrayList<>();
        all.add(defaultName != null ? defaultName : "DefaultConsole-" + CONFIGURED.get());
        all.addAll(names);
        return all;
    }
}
