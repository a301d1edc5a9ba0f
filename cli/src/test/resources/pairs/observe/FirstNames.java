package pairs.observe;

import java.util.HashSet;
import java.util.Set;

/** Admits the first two names it is asked for, and any name again; every other answers "--others--". */
public class FirstNames {
    private static final int LIMIT = 2;
    private final Set<String> admitted = new HashSet<>();

    public synchronized String admit(String name) {
        if (admitted.contains(name)) return name;
        if (admitted.size() < LIMIT) {
            admitted.add(name);
            return name;
        }
        return "--others--";
    }
}
