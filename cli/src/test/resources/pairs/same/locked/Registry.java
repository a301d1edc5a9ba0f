package pairs.same;

import java.util.Arrays;
import pairs.reach.Listener;

/**
 * A registry of the library's own listeners, one class name in both builds (so the before build is renamed for the
 * engines): every add holds the lock.
 */
public class Registry {
    private Listener[] listeners = new Listener[0];

    public synchronized void add(Listener listener) {
        Listener[] more = Arrays.copyOf(listeners, listeners.length + 1);
        more[listeners.length] = listener;
        listeners = more;
    }

    public synchronized int listeners() {
        return listeners.length;
    }
}
