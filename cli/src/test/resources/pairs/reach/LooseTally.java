package pairs.reach;

/** A tally whose add is a read and a write, unlocked: two adds at once can lose one. A known race, on both sides of the PR below. */
public class LooseTally {
    private int n;

    public void add() {
        n = n + 1;
    }

    public int total() {
        return n;
    }
}
