package pairs.limit;

import java.util.HashSet;
import java.util.Set;

/** Takes the first name it is given, behind one lock: register answers whether it took this one. */
public class FirstName {
    private final Set<String> names = new HashSet<>();

    public synchronized boolean register(String name) {
        if (!names.isEmpty()) return false;
        return names.add(name);
    }
}
