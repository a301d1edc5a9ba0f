package pairs.same;

import java.util.Arrays;
import pairs.reach.Listener;

/** The same registry after a PR that copies the list outside the lock: two adds at once can lose one. */
public class Registry {
    private Listener[] listeners = new Listener[0];

    public void add(Listener listener) {
        Listener[] more = Arrays.copyOf(listeners, listeners.length + 1);
        more[listeners.length] = listener;
        listeners = more;
    }

    public synchronized int listeners() {
        return listeners.length;
    }
}
