package pairs.warned;

import java.util.logging.Logger;

/**
 * {@link Warned} whose add reads the count, warns, and writes it back without the lock: two adds at once can count
 * one. The warning runs between the read and the write, where model checking must be able to switch.
 */
public class LooseWarned {
    private static final Logger LOG = Logger.getLogger(LooseWarned.class.getName());
    private int count;

    public int add() {
        int c = count;
        if (c > 0) LOG.warning("added to again: " + c);
        count = c + 1;
        return c + 1;
    }

    public synchronized int count() {
        return count;
    }
}
