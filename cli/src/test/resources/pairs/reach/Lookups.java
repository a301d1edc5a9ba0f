package pairs.reach;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.Map;

/**
 * Settings that look the class path up for an override of the key on every call (as a library whose every new object
 * asks commons-logging for a logger, which looks the class path up for its configuration each time its cache misses:
 * Spring's MutablePropertySources, corpus R11). The look-up runs in the JDK's class loading, which holds the class
 * path's monitor: under model checking, a thread switched out there leaves the other blocked on a monitor the engine
 * does not see, every time, and no warm-up can do the work once for all.
 */
public class Lookups {
    private final Map<String, String> values = new HashMap<>();

    private static void override(String key) {
        try { // as commons-logging looks for its configuration files: every match on the class path, walked
            Enumeration<URL> found = Lookups.class.getClassLoader().getResources("pairs/reach/override-" + key);
            while (found.hasMoreElements()) found.nextElement();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void put(String key, String value) {
        override(key);
        synchronized (this) {
            values.put(key, value);
        }
    }

    public String get(String key) {
        override(key);
        synchronized (this) {
            return values.get(key);
        }
    }
}
