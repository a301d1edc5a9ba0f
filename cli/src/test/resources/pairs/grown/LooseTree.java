package pairs.grown;

import java.util.ArrayList;
import java.util.List;

/**
 * The PR: the children in a plain list. A reset walking them while add appends a second child throws
 * ConcurrentModificationException. Only with a child there before (on a fresh tree reset finds nothing to walk and
 * returns) and an add on another name (the same name twice adds nothing): add("a"), then add("b") beside reset().
 */
public class LooseTree {
    private final List<Node> children = new ArrayList<>();

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
