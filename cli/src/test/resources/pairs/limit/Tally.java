package pairs.limit;

/**
 * A tally whose add reads a hundred cells before it counts, and a touch that walks all thousand (and answers nothing, so no pair's observer runs it): a walk longer than the
 * loop the diff's model checking lets run before it calls it stuck (320 turns), so the engine reports a hang no real run
 * shows. The add is under the tally's lock.
 */
public class Tally {
    private final int[] cells = new int[1_000];
    private int count;
    private int touched;

    public synchronized int add() {
        int read = 0;
        for (int i = 0; i < 100; i++) read += cells[i];
        return read + ++count;
    }

    public void touch() {
        int sum = 0;
        for (int cell : cells) sum += cell;
        touched = sum;
    }
}
