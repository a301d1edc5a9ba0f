package dev.provingground.diff;

import java.util.ArrayList;
import java.util.List;

/**
 * Check 1's difference made minimal and confirmed ({@link SequentialEquivalence#run}): calls removed while the
 * sequence still answers differently, then the same calls run again, so that an answer of the clock, of hashing or of
 * chance is never counted.
 */
final class MinimalDifference {

    /** Both sides' answers to the calls of a sequence, or null when they agree on every one ({@link SequentialEquivalence#compare}). */
    interface Comparison {
        SequentialDifference compare(List<Operations.Op> calls, int sequence);
    }

    private MinimalDifference() {}

    /** How many more times a shrunk difference is run before it counts: an answer of the clock, of hashing or of chance does not repeat. */
    static final int REPEATS = 3;

    /** Whether the same calls, on fresh instances, answer the same way on each side {@value #REPEATS} more times. */
    static boolean repeats(SequentialDifference d, Comparison comparison) {
        for (int i = 0; i < REPEATS; i++) {
            SequentialDifference again = comparison.compare(d.calls(), d.sequence());
            if (again == null
                    || !again.before().equals(d.before())
                    || !again.after().equals(d.after())) return false;
        }
        return true;
    }

    /** Removes calls, one at a time, while the sequence still answers differently. */
    static SequentialDifference shrink(SequentialDifference d, Comparison comparison) {
        boolean smaller = true;
        while (smaller && d.calls().size() > 1) {
            smaller = false;
            for (int i = 0; i < d.calls().size(); i++) {
                List<Operations.Op> fewer = new ArrayList<>(d.calls());
                fewer.remove(i);
                SequentialDifference e = comparison.compare(fewer, d.sequence());
                if (e != null) {
                    d = e;
                    smaller = true;
                    break;
                }
            }
        }
        return d;
    }
}
