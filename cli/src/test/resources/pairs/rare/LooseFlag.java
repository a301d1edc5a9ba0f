package pairs.rare;

/** A flag whose {@code claim()} answers true to the first call, its check and its set apart: two can answer true. */
public class LooseFlag {
    private boolean claimed;

    public boolean claim() {
        boolean first = !claimed;
        claimed = true;
        return first;
    }
}
