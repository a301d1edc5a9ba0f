package pairs.reach;

/**
 * The same tally after a PR that marks the slot busy while it adds: it loses adds as before, and a total read meanwhile
 * answers -1, which the tally before the PR never answers. The same methods race on both sides; this history is the PR's.
 */
public class LooserTally {
    private int n;

    public void add() {
        int t = n;
        n = -1;
        n = t + 1;
    }

    public int total() {
        return n;
    }
}
