package pairs.reach;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A context whose default appender is named from a global counter, as log4j's {@code DefaultConsole-N}: every new
 * object answers a new name, whatever the calls. Every method holds the monitor: no race.
 */
public class Appenders {
    private static final AtomicInteger CREATED = new AtomicInteger();

    private final String defaultName = "DefaultConsole-" + CREATED.incrementAndGet();
    private final List<String> names = new ArrayList<>();

    public synchronized void add(String name) {
        names.add(name);
    }

    public synchronized List<String> appenders() {
        List<String> all = new ArrayList<>();
        all.add(defaultName);
        all.addAll(names);
        return all;
    }
}
