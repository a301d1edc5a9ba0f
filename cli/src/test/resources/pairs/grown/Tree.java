package pairs.grown;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Before: a tree of named children; add appends a child under the monitor, reset walks the children without it and
 * clears each one's level. The list is copied on every write, so a walk sees the children as they were when it began.
 */
public class Tree {
    private final List<Node> children = new CopyOnWriteArrayList<>();

    public synchronized boolean add(String name) {
        for (Node child : children) if (child.name.equals(name)) return false;
        children.add(new Node(name));
        return true;
    }

    public int reset() {
        if (children.isEmpty()) return 0; // nothing to reset
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
