package pairs.reach;

import pairs.reach.log.Log;

/** A counter that logs each add through a logging library, and one method that prints by itself. */
public class Logged {
    private int total;

    public synchronized void add(int k) {
        Log.debug("add " + k);
        total += k;
    }

    public synchronized int total() {
        return total;
    }

    public void dump() {
        System.out.println(total);
    }
}
