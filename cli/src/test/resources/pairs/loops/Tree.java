package pairs.loops;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Before: a tree of named children; add appends a child under the monitor, reset puts the tree's own levels back (a
 * table of the JDK's sixteen buckets, which {@code clear()} walks one by one) and then walks the children without the
 * monitor. The list is copied on every write, so a walk sees the children as they were when it began.
 */
public class Tree {
    private final Map<String, Integer> levels = new HashMap<>();
    private final List<Node> children = new CopyOnWriteArrayList<>();

    public Tree() {
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
