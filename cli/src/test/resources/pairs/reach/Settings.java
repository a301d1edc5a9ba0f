package pairs.reach;

/** The settings a {@link Configured} object hands out: a handle whose methods are the API's too. */
public class Settings {
    private int limit = 1;

    public synchronized void limit(int limit) {
        this.limit = limit;
    }

    public synchronized int limit() {
        return limit;
    }
}
