package dev.provingground.diff;

import java.lang.management.ManagementFactory;

/**
 * The one bound of a side's search, as its JVM sees it: the JVM is killed at the diff's bound ({@code
 * -Dpg.diff.boundSeconds}, 300 s quick), so the search inside it ends a margin before, by design: a run is not begun
 * when too little is left, and the run going when the deadline comes is cut there ({@link Reached}), and the check
 * reports what ran and what did not. Before it, a side whose runs took longer than the bound in all (a large class: the
 * pair scenarios model-checked, then on real threads, then the random runs) was killed while the engine was at work
 * and read as the subject's hang, "no thread in the subject's code" (corpus R13, 2026-11-28: "after hangs, before does
 * not", exit 1), or as a spin of the subject where the engine model-checked a heavy method (no verdict).
 */
final class SideDeadline {

    private SideDeadline() {}

    /** Fewer seconds left than this, and no run is begun: it could not do anything worth its report. */
    static final long LEAST_FOR_A_RUN = 5;

    /** The seconds left when no deadline is set (about 68 years: a bound no run meets, and no overflow in nanoseconds). */
    static final long NONE = Integer.MAX_VALUE;

    /** When the search ends, in this JVM's wall-clock milliseconds; none until {@link #set}. */
    private static volatile long endMillis = Long.MAX_VALUE;

    /** The side's bound in seconds, for the words of a cut. */
    private static volatile long boundSeconds;

    /**
     * Sets the deadline: this JVM's start plus {@code sideBoundSeconds}, less a margin for the
     * report (a thirtieth of the bound, at least 10 s, at most half of it: the report is written in well under a second,
     * and the classes it needs are loaded before any run, {@link LincheckRuns#checkWithin}).
     */
    static void set(long sideBoundSeconds) {
        long margin = Math.min(Math.max(10, sideBoundSeconds / 30), sideBoundSeconds / 2);
        boundSeconds = sideBoundSeconds;
        endMillis = ManagementFactory.getRuntimeMXBean().getStartTime() + (sideBoundSeconds - margin) * 1000;
    }

    /** Sets the deadline {@code seconds} from now (a test's), or none with a negative {@code seconds}. */
    static void endingIn(long seconds, long sideBoundSeconds) {
        boundSeconds = sideBoundSeconds;
        endMillis = seconds < 0 ? Long.MAX_VALUE : System.currentTimeMillis() + seconds * 1000;
    }

    /** Seconds left before the deadline, never below 0; {@link #NONE} when none is set. */
    static long secondsLeft() {
        if (endMillis == Long.MAX_VALUE) return NONE;
        return Math.max(0, (endMillis - System.currentTimeMillis()) / 1000);
    }

    /** Whether a run may begin: at least {@link #LEAST_FOR_A_RUN} seconds left. */
    static boolean roomForARun() {
        return secondsLeft() >= LEAST_FOR_A_RUN;
    }

    /** {@code seconds}, or what is left before the deadline when that is less. */
    static long clip(long seconds) {
        return Math.min(seconds, secondsLeft());
    }

    /** The words for a run cut by the deadline, or for the runs not begun. */
    static String words() {
        return "the side's bound of " + boundSeconds + " s";
    }

    /** A run cut by the deadline: the search ends there, and the check reports what ran before it, said so. */
    static final class Reached extends RuntimeException {

        Reached(String what) {
            super(what + " was cut at " + words(), null, false, false);
        }
    }
}
