package pairs.classname;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The same processor with a plain list a type: a registration adds to it under the lock while a publish walks it without
 * one, and the walk throws ConcurrentModificationException.
 */
public class LooseEvents {
    private final ConcurrentHashMap<String, List<Consumer<Object>>> consumers = new ConcurrentHashMap<>();

    public synchronized void register(String typeName, Consumer<Object> consumer) {
        consumers.computeIfAbsent(typeName, k -> new ArrayList<>()).add(consumer);
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
