package pairs.rare;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A flag whose {@code claim()} answers true to the first call only, under its monitor; but on flags made after its JVM
 * has made {@value #MADE} of them, the check and the set are apart, and two first calls can both answer true. The race
 * is in this build, out of reach of one replay of a scenario at the search's budget and within reach of five times that
 * budget (docs/findings.md, F34).
 */
public class RareFlag {
    static final int MADE = 2_500;
    private static final AtomicInteger made = new AtomicInteger();

    private final boolean loose = made.incrementAndGet() > MADE;
    private boolean claimed;

    public boolean claim() {
        if (!loose) {
            synchronized (this) {
                boolean first = !claimed;
                claimed = true;
                return first;
            }
        }
        boolean first = !claimed;
        Thread.yield();
        claimed = true;
        return first;
    }
}
