package pairs.rare;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A flag whose {@code claim()} answers true to the first call only, under its monitor; but on flags made after its JVM
 * has made {@value #MADE} of them, the check and the set are apart, after a loop of {@value LooseFlag#TURNS} turns, and
 * two first calls can both answer true. The race is in this build, out of reach of one replay of a scenario
 * at the search's budget and within reach of five times that budget; out of model checking's reach past the loop
 * (docs/findings.md, F31), it is met on real threads only (F34).
 */
public class RareFlag {
    static final int MADE = 2_500;
    private static final AtomicInteger made = new AtomicInteger();

    private final boolean loose = made.incrementAndGet() > MADE;
    private final int[] table = new int[1];
    private boolean claimed;
    private int read;

    public boolean claim() {
        if (!loose) {
            synchronized (this) {
                boolean first = !claimed;
                claimed = true;
                return first;
            }
        }
        for (int i = 0; i < LooseFlag.TURNS; i++) read += table[0];
        boolean first = !claimed;
        read += String.valueOf(read).repeat(256).hashCode() & 1; // a window on real threads, a microsecond wide
        claimed = true;
        return first;
    }
}
