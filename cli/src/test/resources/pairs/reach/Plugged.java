package pairs.reach;

/** A counter whose step is a plugin found by its class name, as libraries that load their own classes by name do. */
public class Plugged {
    /** What the plugin does. */
    public interface Step {
        int next(int n);
    }

    private final Step step;
    private int n;

    public Plugged() {
        try {
            step = (Step) Class.forName("pairs.reach.PluggedStep").getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public synchronized int advance() {
        n = step.next(n);
        return n;
    }
}
