package pairs.reach;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * {@link SyncedLoggers} with a race of the PR's own beside the relaxation both share: {@code logger(name)} makes and
 * lists its logger under the cache's lock, not the registry's that {@code reset()} holds while it walks the list, so a
 * reset beside a new logger throws ConcurrentModificationException (logback-397, corpus R23).
 */
public class LooseLoggers {

    /** A made logger: each call with no appender counts a warning in its registry. */
    public static final class Logger {
        private final LooseLoggers registry;
        private final List<String> appenders = new CopyOnWriteArrayList<>();

        Logger(LooseLoggers registry) {
            this.registry = registry;
        }

        private void log(String message) {
            if (appenders.isEmpty()) registry.noAppender();
        }

        public void trace(String message) {
            log(message);
        }

        public void debug(String message) {
            log(message);
        }

        public void info(String message) {
            log(message);
        }

        public void warn(String message) {
            log(message);
        }

        public void error(String message) {
            log(message);
        }

        public void audit(String message) {
            log(message);
        }

        void clear() {
            appenders.clear();
        }
    }

    private final ConcurrentHashMap<String, Logger> cache = new ConcurrentHashMap<>();
    private final List<Logger> all = new ArrayList<>();
    private final List<String> warnings = new CopyOnWriteArrayList<>();
    private int noAppenderCount; // a plain count in both builds: two first calls at once warn twice

    void noAppender() {
        if (noAppenderCount++ == 0) warnings.add("no appender");
    }

    public Logger logger(String name) {
        Logger found = cache.get(name);
        if (found != null) return found;
        synchronized (cache) { // not the lock reset() holds
            Logger made = cache.get(name);
            if (made == null) {
                made = new Logger(this);
                all.add(made);
                cache.put(name, made);
            }
            return made;
        }
    }

    public synchronized void reset() {
        if (all.isEmpty()) return; // nothing made yet: the race below needs a logger made before the reset
        for (Logger logger : all) logger.clear();
        warnings.clear();
        noAppenderCount = 0;
    }

    public int warnings() {
        return warnings.size();
    }
}
