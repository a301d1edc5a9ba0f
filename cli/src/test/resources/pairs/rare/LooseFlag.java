package pairs.rare;

/**
 * A flag whose {@code claim()} answers true to the first call, its check and its set apart, after a loop of {@value #TURNS}
 * turns: two can answer true. Model checking adds no switch point past a loop that long (docs/findings.md, F31), so the
 * race is met on real threads only.
 */
public class LooseFlag {
    static final int TURNS = 200;
    private final int[] table = new int[1];
    private boolean claimed;
    private int read;

    public boolean claim() {
        for (int i = 0; i < TURNS; i++) read += table[0];
        boolean first = !claimed;
        read += String.valueOf(read).repeat(256).hashCode() & 1; // a window on real threads, a microsecond wide
        claimed = true;
        return first;
    }
}
