package pairs.reach;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * A sound registry that holds many kinds of the JDK's objects, as real classes do: a regex pattern in a static field, a
 * lambda, a map and a list, a lock, a thread local, an atomic. An engine that reads the subject's object graph must be
 * able to read each of them.
 */
public class Registry {
    private static final Pattern NAME = Pattern.compile("[a-z]+");
    private static final ThreadLocal<StringBuilder> SCRATCH = ThreadLocal.withInitial(StringBuilder::new);

    private final ReentrantLock lock = new ReentrantLock();
    private final Map<String, Integer> counts = new HashMap<>();
    private final List<String> order = new ArrayList<>();
    private final Function<String, String> normal = s -> s.trim().toLowerCase();
    private final AtomicLong calls = new AtomicLong();

    public boolean register(String name) {
        calls.incrementAndGet();
        String n = normal.apply(name);
        if (!NAME.matcher(n).matches()) return false;
        lock.lock();
        try {
            if (counts.merge(n, 1, Integer::sum) == 1) order.add(n);
            return true;
        } finally {
            lock.unlock();
        }
    }

    public int count(String name) {
        lock.lock();
        try {
            return counts.getOrDefault(normal.apply(name), 0);
        } finally {
            lock.unlock();
        }
    }

    public String first() {
        lock.lock();
        try {
            StringBuilder b = SCRATCH.get();
            b.setLength(0);
            return order.isEmpty() ? null : b.append(order.get(0)).toString();
        } finally {
            lock.unlock();
        }
    }
}
