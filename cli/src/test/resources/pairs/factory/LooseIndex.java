package pairs.factory;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The PR: matches without the lock, reading the volatile set twice, once to see that it is there and once to walk it; a
 * remove of the last pattern between the two reads nulls it (Spectator's QueryIndex before 1.7.18, corpus R22). Only a
 * pattern that names a key is added, so only one made by the library's own factory ({@code Pattern.exact}) reaches the
 * race: a do-nothing pattern names none.
 */
public class LooseIndex {
    private volatile Set<Pattern> patterns;

    public synchronized void add(Pattern p) {
        if (p.name() == null) throw new IllegalArgumentException("a pattern names a key");
        if (patterns == null) patterns = ConcurrentHashMap.newKeySet();
        patterns.add(p);
    }

    public synchronized boolean remove(Pattern p) {
        if (patterns == null || !patterns.remove(p)) return false;
        if (patterns.isEmpty()) patterns = null;
        return true;
    }

    public boolean matches(String name) {
        if (patterns == null) return false;
        for (Pattern p : patterns) if (p.matches(name)) return true;
        return false;
    }
}
