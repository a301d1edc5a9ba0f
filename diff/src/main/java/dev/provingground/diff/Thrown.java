package dev.provingground.diff;

import dev.provingground.verdict.CrashReport;

/** A call's exception as its answer ({@link Outcomes}). */
final class Thrown {

    /**
     * The exceptions the JVM throws for a defect in the code itself, which no API documents as its answer: an array made
     * with a negative size, an index past an array, a cast that fails, a division by zero, a monitor not held, a
     * recursion without end. {@code NullPointerException} is not among them: an API may throw it by contract.
     */
    private static final java.util.Set<String> DEFECTS = java.util.Set.of(
            "java.lang.NegativeArraySizeException",
            "java.lang.ArrayIndexOutOfBoundsException",
            "java.lang.ArrayStoreException",
            "java.lang.ClassCastException",
            "java.lang.ArithmeticException",
            "java.lang.IllegalMonitorStateException",
            "java.lang.StackOverflowError");

    /** Whether an answer is one of the {@link #DEFECTS}, thrown by the subject's code (not the engine's). */
    static boolean isDefect(String answer) {
        return answer.startsWith("threw ")
                && !byTheEngine(answer)
                && DEFECTS.contains(answer.substring(6).strip());
    }

    /** What an answer made of an exception an engine's own code threw says of it ({@link EngineAnswers}). */
    static final String BY_THE_ENGINE = " (by the engine's own code";

    private static final String IN = " inside ";

    private Thrown() {}

    /**
     * Its class, as its build names it; and, when the engine's own code made it (its first frame outside the JDK is the
     * engine's: Lincheck answered an off-heap {@code Unsafe} read so, corpus R02), said so, with the class whose code the
     * engine was inside ({@link #engineInside}) and the engine's frame nearest the throw: "threw X (by the engine's own code
     * inside org.agrona...UnsafeBuffer, at org.jetbrains...Tracker.fieldOf)".
     */
    static String answer(Throwable t) {
        String thrown = "threw " + Outcomes.unrelocated(t.getClass().getName());
        if (!CrashReport.thrownByAnEngine(t)) return thrown;
        return thrown + BY_THE_ENGINE + engineInside(t).map(c -> IN + c).orElse("") + enginesFrame(t) + ")";
    }

    private static final String AT = ", at ";

    /** The engine's frame nearest the throw ({@code ", at org.jetbrains...Tracker.fieldOf"}): the cause a harness error names. */
    private static String enginesFrame(Throwable t) {
        for (StackTraceElement frame : t.getStackTrace()) {
            String name = frame.getClassName() + "." + frame.getMethodName();
            if (CrashReport.isEngines(name)) return AT + name;
        }
        return "";
    }

    /** Whether an answer is an exception the engine's own code threw. */
    static boolean byTheEngine(String answer) {
        return answer.startsWith("threw ") && answer.contains(BY_THE_ENGINE);
    }

    /**
     * The class whose code the engine's was called from, below the engine's frames (the engine's instrumentation runs
     * inside the library's methods): the first frame under them that is neither the engine's nor the JDK's, as its build
     * names it.
     */
    static java.util.Optional<String> engineInside(Throwable t) {
        boolean engine = false;
        for (StackTraceElement frame : t.getStackTrace()) {
            String name = frame.getClassName() + "." + frame.getMethodName();
            if (CrashReport.isEngines(name)) engine = true;
            else if (engine && !CrashReport.isJdk(name))
                return java.util.Optional.of(Outcomes.unrelocated(frame.getClassName()));
        }
        return java.util.Optional.empty();
    }

    /** The class an engine's answer names as the one whose code it failed inside ({@link #answer}). */
    static java.util.Optional<String> engineInside(String answer) {
        int at = answer.indexOf(BY_THE_ENGINE + IN);
        if (!byTheEngine(answer) || at < 0) return java.util.Optional.empty();
        String rest = answer.substring(at + BY_THE_ENGINE.length() + IN.length(), answer.length() - 1);
        int frame = rest.indexOf(AT);
        return java.util.Optional.of(frame < 0 ? rest : rest.substring(0, frame));
    }

    /**
     * An answer with its exception taken for its kind: the exception's most general superclass below {@code
     * RuntimeException}, {@code Exception} or {@code Error} ({@code ArrayIndexOutOfBoundsException} is an {@code
     * IndexOutOfBoundsException}). The same race in a linked list and in an array answers either; a history sought on
     * another side is sought so ({@link ProducesHistory}). Any other answer, and an exception whose class this JVM cannot
     * load, is itself.
     */
    static String kind(String answer) {
        if (!answer.startsWith("threw ") || byTheEngine(answer)) return answer;
        return KINDS.computeIfAbsent(answer, Thrown::loadedKind); // asked of every answer of every run: looked up once
    }

    private static final java.util.Map<String, String> KINDS = new java.util.concurrent.ConcurrentHashMap<>();

    private static String loadedKind(String answer) {
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
