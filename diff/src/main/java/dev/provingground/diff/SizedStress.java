package dev.provingground.diff;

import org.jetbrains.lincheck.datastructures.StressOptions;

/**
 * A replay of one scenario on real threads, sized to what one invocation costs: a first slice of {@value #PROBE}
 * invocations, timed, then as many more of those asked as fit in what is left of the side's bound ({@link
 * SideDeadline}), leaving a fifth of it unused. Before it, a replay ran its fixed count to the side's bound: log4j's
 * {@code LoggerContext} (corpus R08), whose every invocation stops the context's managers, took the rest of the diff
 * with it, and the after side's own replay could not begin. A search for another side's history that runs fewer than
 * {@code least} invocations ({@link #tooFew}) says nothing of that history: its caller reads it as cut, no verdict.
 */
final class SizedStress {

    /** The invocations of the first, timed slice. */
    static final int PROBE = 100;

    private SizedStress() {}

    /** How a sized replay ran: invocations asked, invocations run, what one cost, and the fewest that count. */
    record Ran(int asked, int ran, double millisEach, int least) {

        /** Whether every invocation asked ran. */
        boolean whole() {
            return ran >= asked;
        }

        /** Whether fewer ran than count as a search for a history ({@code least}). */
        boolean tooFew() {
            return ran < least;
        }

        /** The words for a run sized short of its count: "600 of 1000 invocations, sized to the side's bound at 90 ms each". */
        String words() {
            return ran + " of " + asked + " invocations, sized to " + SideDeadline.words() + " at "
                    + String.format("%.0f", millisEach) + " ms each";
        }
    }

    /**
     * Runs {@code options} (real threads, one scenario) {@code asked} invocations, or as many as fit; a failing history
     * is thrown as the engine throws it.
     */
    static Ran run(StressOptions options, int asked, Class<?> implOps, String what, int least) throws Throwable {
        return run(options, asked, implOps, what, least, SideDeadline.NONE);
    }

    /**
     * As {@link #run(StressOptions, int, Class, String, int)}, its invocations past the timed slice sized to what is left
     * of {@code capSeconds} from now as well as of the side's bound: a hang's confirmation inside the model checking of
     * the pairs is sized to what is left of that run's net, so the real threads' half of the side stays theirs ({@link
     * ModelCheckingBatches#net}).
     */
    static Ran run(StressOptions options, int asked, Class<?> implOps, String what, int least, long capSeconds)
            throws Throwable {
        long capEnd =
                capSeconds >= SideDeadline.NONE ? Long.MAX_VALUE : System.nanoTime() + capSeconds * 1_000_000_000L;
        int probe = Math.min(asked, PROBE);
        long start = System.nanoTime();
        try {
            LincheckRuns.checkWithin(
                    options.invocationsPerIteration(probe), implOps, LincheckRuns.NO_BOUND_OF_ITS_OWN, what);
        } catch (SideDeadline.Reached cut) { // the words say where: corpus R08's cut did not
            throw new SideDeadline.Reached(what + " (in its timed slice of " + probe + " invocations)");
        }
        double each = (System.nanoTime() - start) / 1e6 / probe;
        long capLeft = capEnd == Long.MAX_VALUE
                ? SideDeadline.NONE
                : Math.max(0, (capEnd - System.nanoTime()) / 1_000_000_000L);
        int more = fits(asked - probe, each, Math.min(SideDeadline.secondsLeft(), capLeft));
        try {
            if (more > 0)
                LincheckRuns.checkWithin(
                        options.invocationsPerIteration(more), implOps, LincheckRuns.NO_BOUND_OF_ITS_OWN, what);
        } catch (SideDeadline.Reached cut) {
            throw new SideDeadline.Reached(what + " (after its timed slice of " + probe + " invocations at "
                    + String.format("%.0f", each) + " ms each, in the " + more + " more sized to fit)");
        }
        return new Ran(asked, probe + more, each, least);
    }

    /**
     * Of {@code wanted} more invocations at {@code millisEach}, how many fit in {@code secondsLeft} less the least a run
     * needs ({@link SideDeadline#LEAST_FOR_A_RUN}), using four fifths of it: an invocation's cost varies, and the first
     * slice's includes the JIT's warm-up.
     */
    static int fits(int wanted, double millisEach, long secondsLeft) {
        if (wanted <= 0) return 0;
        double room = Math.max(0, secondsLeft - SideDeadline.LEAST_FOR_A_RUN) * 1000.0 * 0.8;
        return (int) Math.min(wanted, Math.floor(room / Math.max(millisEach, 1e-3)));
    }
}
