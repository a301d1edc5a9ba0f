package pairs.reach;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** {@link Appenders} rewritten on a copy-on-write list, with no monitor: as sound, its bytecode another. */
public class TidyAppenders {
    private static final AtomicInteger CREATED = new AtomicInteger();

    private final List<String> all = new CopyOnWriteArrayList<>(List.of("DefaultConsole-" + CREATED.incrementAndGet()));

    public void add(String name) {
        all.add(name);
    }

    public List<String> appenders() {
        return List.copyOf(all);
    }
}
