package pairs.reach;

import java.util.LinkedList;
import java.util.List;

/**
 * The PR: the lock is gone from the linked list (Spring's MutablePropertySources before 4.1.3, corpus R11). Two addLast
 * calls link their nodes after the same last one, and one source is lost.
 */
public class LooseSources {
    private final List<Source> sources = new LinkedList<>();

    public void addLast(Source source) {
        sources.remove(source);
        sources.add(source);
    }

    public int size() {
        return sources.size();
    }
}
