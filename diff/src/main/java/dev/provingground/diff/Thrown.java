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

    /**
     * An answer with its exception taken for its kind: the exception's most general superclass below {@code
     * RuntimeException}, {@code Exception} or {@code Error} ({@code ArrayIndexOutOfBoundsException} is an {@code
     * IndexOutOfBoundsException}). The same race in a linked list and in an array answers either; a history sought on
     * another side is sought so ({@link ProducesHistory}). Any other answer, and an exception whose class this JVM cannot
     * load, is itself.
     */
    static String kind(String answer) {
        if (!answer.startsWith("threw ") || answer.endsWith(BY_THE_ENGINE)) return answer;
        Class<?> c;
        try {
            c = Class.forName(answer.substring("threw ".length()), false, Thrown.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return answer;
        }
        if (!Throwable.class.isAssignableFrom(c)) return answer;
        while (c.getSuperclass() != null && !GENERAL.contains(c.getSuperclass())) c = c.getSuperclass();
        return "threw " + Outcomes.unrelocated(c.getName());
    }

    private static final java.util.Set<Class<?>> GENERAL =
            java.util.Set.of(RuntimeException.class, Exception.class, Error.class, Throwable.class, Object.class);
}
