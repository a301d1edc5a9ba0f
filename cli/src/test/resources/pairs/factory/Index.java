package pairs.factory;

import java.util.HashSet;
import java.util.Set;

/** Patterns behind one lock; the set exists only while it holds one. A pattern must name a key. */
public class Index {
    private Set<Pattern> patterns;

    public synchronized void add(Pattern p) {
        if (p.name() == null) throw new IllegalArgumentException("a pattern names a key");
        if (patterns == null) patterns = new HashSet<>();
        patterns.add(p);
    }

    public synchronized boolean remove(Pattern p) {
        if (patterns == null || !patterns.remove(p)) return false;
        if (patterns.isEmpty()) patterns = null;
        return true;
    }

    public synchronized boolean matches(String name) {
        if (patterns == null) return false;
        for (Pattern p : patterns) if (p.matches(name)) return true;
        return false;
    }
}
