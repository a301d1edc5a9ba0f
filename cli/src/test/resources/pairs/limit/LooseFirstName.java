package pairs.limit;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The PR: no lock, the check and the add apart. Two registers of one name still take it once (the set refuses the
 * second); two registers of two names both see the set empty and both take theirs, where one must be refused. Only two
 * keys at once show it: a race on what keys share.
 */
public class LooseFirstName {
    private final Set<String> names = ConcurrentHashMap.newKeySet();

    public boolean register(String name) {
        if (!names.isEmpty()) return false;
        return names.add(name);
    }
}
