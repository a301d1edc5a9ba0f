package pairs.classname;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * An event processor: consumers registered for a type's simple name hear the events of that type. Each type's list is
 * copied on write, so a walk sees the list as it was when it began.
 */
public class Events {
    private final ConcurrentHashMap<String, List<Consumer<Object>>> consumers = new ConcurrentHashMap<>();

    public synchronized void register(String typeName, Consumer<Object> consumer) {
        consumers.computeIfAbsent(typeName, k -> new CopyOnWriteArrayList<>()).add(consumer);
    }

    /** Hands the event to every consumer of its type; answers how many heard it. */
    public int publish(Object event) {
        List<Consumer<Object>> heard = consumers.get(event.getClass().getSimpleName());
        if (heard == null) return 0;
        int[] count = {0};
        heard.forEach(c -> {
            c.accept(event);
            count[0]++;
        });
        return count[0];
    }
}
