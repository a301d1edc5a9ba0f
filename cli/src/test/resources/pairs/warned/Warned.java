package pairs.warned;

import java.util.logging.Logger;

/**
 * A tally that warns through the JDK's logging when it is added to more than once, as libraries warn of a late
 * configuration: the warning is output, not an answer, and the count is kept under the tally's lock.
 */
public class Warned {
    private static final Logger LOG = Logger.getLogger(Warned.class.getName());
    private int count;

    public synchronized int add() {
        if (count > 0) LOG.warning("added to again: " + count);
        return ++count;
    }

    public synchronized int count() {
        return count;
    }
}
