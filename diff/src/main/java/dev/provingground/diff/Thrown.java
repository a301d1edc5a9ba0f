package dev.provingground.diff;

import dev.provingground.verdict.CrashReport;

/** A call's exception as its answer ({@link Outcomes}). */
final class Thrown {

    /** How an answer made of an exception an engine's own code threw ends ({@link EngineAnswers}). */
    static final String BY_THE_ENGINE = " (by the engine's own code)";

    private Thrown() {}

    /**
     * Its class, as its build names it; and, when the engine's own code made it (its first frame outside the JDK is the
     * engine's: Lincheck answered an off-heap {@code Unsafe} read so, corpus R02), said so.
     */
    static String answer(Throwable t) {
        return "threw " + Outcomes.unrelocated(t.getClass().getName())
                + (CrashReport.thrownByAnEngine(t) ? BY_THE_ENGINE : "");
    }
}
