package pairs.reach;

import java.util.LinkedList;
import java.util.List;

/** Sources kept in order, every method synchronized: adding a source replaces one of its name. */
public class Sources {
    private final List<Source> sources = new LinkedList<>();

    public synchronized void addLast(Source source) {
        sources.remove(source);
        sources.add(source);
    }

    public synchronized int size() {
        return sources.size();
    }
}
