package pairs.limit;

/**
 * The PR: add without the lock, a lost update just past a loop of a hundred turns, out of the reach of the diff's model
 * checking (findings F31) and met on real threads. The touch's walk of a thousand cells is where model checking reports
 * a hang no real run shows (the engine's limit): the rest of the side's search runs on real threads only, with a bound
 * of its own, as after the engine's crash (log4j's LoggerContext, corpus R08).
 */
public class LooseTally {
    private final int[] cells = new int[1_000];
    private int count;
    private int touched;

    public int add() {
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
