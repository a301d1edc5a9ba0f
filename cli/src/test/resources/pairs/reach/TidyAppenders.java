package pairs.reach;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** {@link Appenders} rewritten on one list whose first item is the default name, every method under the monitor: as sound, its bytecode another. */
public class TidyAppenders {
    private static final AtomicInteger CONFIGURED = new AtomicInteger();

    private final List<String> all = new ArrayList<>(java.util.Collections.singletonList(null));

    public synchronized void add(String name) {
        all.add(name);
    }

    public synchronized void reconfigure() {
        all.set(0, "DefaultConsole-" + CONFIGURED.incrementAndGet());
    }

    public synchronized List<String> appenders() {
        List<String> copy = new ArrayList<>(all);
        if (copy.get(0) == null) copy.set(0, "DefaultConsole-" + CONFIGURED.get());
        return copy;
    }
}
