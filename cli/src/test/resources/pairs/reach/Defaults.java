package pairs.reach;

import java.util.HashMap;
import java.util.Map;

/**
 * Settings that, on the first call of any object, look the class path up for a file of defaults, once for the JVM (as
 * commons-logging's LogFactory looks up its configuration files the first time a logger is asked for). The look-up runs
 * in the JDK's class loading, which holds the class path's monitor: under model checking, a thread switched out there
 * leaves the other blocked on a monitor the engine does not see (Spring's MutablePropertySources, corpus R11).
 */
public class Defaults {
    private static volatile String defaults;
    private final Map<String, String> values = new HashMap<>();

    private static String defaults() {
        if (defaults == null)
            defaults = String.valueOf(ClassLoader.getSystemClassLoader().getResource("pairs/reach/settings-defaults"));
        return defaults;
    }

    public void put(String key, String value) {
        defaults();
        synchronized (this) {
            values.put(key, value);
        }
    }

    public String get(String key) {
        defaults();
        synchronized (this) {
            return values.get(key);
        }
    }
}
