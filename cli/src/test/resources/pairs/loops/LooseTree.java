package pairs.loops;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The PR: the children in a plain list (logback's LoggerContext, corpus R23). A reset walking them while add appends a
 * second child throws ConcurrentModificationException. Before the walk, reset clears a table of sixteen buckets: a loop
 * Lincheck's model checking, at its defaults, switches threads inside after ten turns, so the switch the race needs
 * (reset paused inside its walk, add run to its end) was never one switch away.
 */
public class LooseTree {
    private final Map<String, Integer> levels = new HashMap<>();
    private final List<Node> children = new ArrayList<>();

    public LooseTree() {
        levels.put("root", 0);
    }

    public synchronized boolean add(String name) {
        for (Node child : children) if (child.name.equals(name)) return false;
        children.add(new Node(name));
        return true;
    }

    public int reset() {
        if (children.isEmpty()) return 0; // nothing to reset
        levels.clear(); // a loop of sixteen turns, one a bucket, before the walk
        levels.put("root", 0);
        int walked = 0;
        for (Node child : children) {
            child.level = 0;
            walked++;
        }
        return walked;
    }

    static final class Node {
        final String name;
        int level = 1;

        Node(String name) {
            this.name = name;
        }
    }
}
