package pairs.reach;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link ReadyMeters} with the meter published before its child is attached (Micrometer 1.3.0's composite registry, corpus
 * R14): a second thread's lock-free look-up gets the childless meter, its increment goes nowhere, and two increments
 * from two threads leave the count at 1.
 */
public class EarlyMeters {

    /** A meter that counts in the children attached to it (as Micrometer's composite meters count in each registry's). */
    public static final class Tally {
        private final List<AtomicLong> children = new CopyOnWriteArrayList<>();

        void attach(AtomicLong child) {
            children.add(child);
        }

        public void increment() {
            for (AtomicLong child : children) child.incrementAndGet();
        }

        public long count() {
            long sum = 0;
            for (AtomicLong child : children) sum += child.get();
            return sum;
        }
    }

    private final ConcurrentHashMap<String, Tally> made = new ConcurrentHashMap<>();

    /** Every factory's one way in: a lock-free look-up, then made under the lock. */
    private Tally make(String kind, String name) {
        String key = kind + ":" + name;
        Tally found = made.get(key);
        if (found != null) return found;
        synchronized (this) {
            Tally tally = made.get(key);
            if (tally == null) {
                tally = new Tally();
                made.put(key, tally); // published before its child is attached: a lock-free get sees none
                tally.attach(new AtomicLong());
            }
            return tally;
        }
    }

    public Tally counter(String name) {
        return make("counter", name);
    }

    public Tally gauge(String name) {
        return make("gauge", name);
    }

    public Tally timer(String name) {
        return make("timer", name);
    }

    public Tally summary(String name) {
        return make("summary", name);
    }

    public Tally histogram(String name) {
        return make("histogram", name);
    }

    public Tally meter(String name) {
        return make("meter", name);
    }

    public Tally rate(String name) {
        return make("rate", name);
    }

    public Tally level(String name) {
        return make("level", name);
    }

    public Tally watch(String name) {
        return make("watch", name);
    }

    public Tally probe(String name) {
        return make("probe", name);
    }

    public Tally flag(String name) {
        return make("flag", name);
    }

    public Tally span(String name) {
        return make("span", name);
    }
}
