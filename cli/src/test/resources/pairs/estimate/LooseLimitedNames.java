package pairs.estimate;

import java.util.concurrent.ConcurrentHashMap;

/**
 * The PR: the lock gone, the limit checked against a ConcurrentHashMap's size, then the name put. Two registers of
 * two names that both check before either puts both take their names, past the limit: a race in what register answers (true twice
 * where one must be false), which reading size() as an estimate must not hide.
 */
public class LooseLimitedNames {
    private static final int LIMIT = 1;
    private final ConcurrentHashMap<String, Boolean> names = new ConcurrentHashMap<>();

    public boolean register(String name) {
        if (names.size() >= LIMIT) return false;
        return names.putIfAbsent(name, Boolean.TRUE) == null;
    }

    public int size() {
        return names.size();
    }
}
