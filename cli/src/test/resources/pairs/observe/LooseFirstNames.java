package pairs.observe;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PR: each step locked on its own, and a counter beside the set, instead of one lock around the whole admit
 * (Spectator's first-N limiter before 1.7.5, corpus R21). Two first admits of one name both count it: the raced name
 * still answers itself (it is in the set before it is counted), and only another name, refused with a place left,
 * shows the race.
 */
public class LooseFirstNames {
    private static final int LIMIT = 2;
    private final Set<String> admitted = Collections.synchronizedSet(new HashSet<>());
    private final AtomicInteger count = new AtomicInteger();

    public String admit(String name) {
        if (admitted.contains(name)) return name;
        if (count.get() < LIMIT) {
            admitted.add(name);
            count.incrementAndGet();
            return name;
        }
        return admitted.contains(name) ? name : "--others--";
    }
}
