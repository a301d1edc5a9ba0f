package pairs.reach;

import java.util.Arrays;

/** The same listeners as {@link Listeners}, written another way: add copies by hand. Equivalent, and as sound. */
public class TidyListeners {
    private Listener[] listeners = new Listener[0];
    private Topic[] topics = new Topic[0];

    public synchronized void add(Listener listener) {
        int n = listeners.length;
        Listener[] more = new Listener[n + 1];
        System.arraycopy(listeners, 0, more, 0, n);
        more[n] = listener;
        listeners = more;
    }

    public synchronized boolean remove(Listener listener) {
        for (int i = 0; i < listeners.length; i++) {
            if (listeners[i] == listener) {
                Listener[] fewer = new Listener[listeners.length - 1];
                System.arraycopy(listeners, 0, fewer, 0, i);
                System.arraycopy(listeners, i + 1, fewer, i, listeners.length - i - 1);
                listeners = fewer;
                return true;
            }
        }
        return false;
    }

    public synchronized void follow(Topic... more) {
        Topic[] all = Arrays.copyOf(topics, topics.length + more.length);
        System.arraycopy(more, 0, all, topics.length, more.length);
        topics = all;
    }

    public synchronized int listeners() {
        return listeners.length;
    }

    public synchronized int topics() {
        return topics.length;
    }

    /** Passes an event to every listener; how many heard it. */
    public int publish(String event) {
        Listener[] now;
        synchronized (this) {
            now = listeners;
        }
        for (Listener l : now) l.heard(event);
        return now.length;
    }
}
