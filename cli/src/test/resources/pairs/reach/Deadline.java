package pairs.reach;

/**
 * A deadline a second from its making: {@code remainingNanos} reads the clock, so two runs of the same calls on the
 * same code answer differently. Its answer is no difference between two builds, and no race.
 */
public class Deadline {
    private final long start = System.nanoTime();
    private volatile boolean cancelled;

    public long remainingNanos() {
        return cancelled ? 0 : 1_000_000_000L - (System.nanoTime() - start);
    }

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
