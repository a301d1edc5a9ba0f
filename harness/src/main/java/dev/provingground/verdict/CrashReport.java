package dev.provingground.verdict;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM's fatal error report of a child JVM that crashed ({@code -XX:ErrorFile}, in the child's own folder, never the
 * user's working directory): the first Java frame of the crashing thread's stack outside the JDK, which says whose code
 * crashed it, the subject's or an engine's ({@link #ENGINES}).
 */
public final class CrashReport {

    /** The report's name in the child's folder. */
    public static final String FILE = "hs_err.log";

    /**
     * The engines' own packages (Lincheck's, its bootstrap injections', jcstress's): a crash with its first frame outside
     * the JDK in one of them is the engine's fault, whatever the subject did.
     */
    public static final List<String> ENGINES = List.of(
            "org.jetbrains.kotlinx.lincheck.",
            "org.jetbrains.lincheck.",
            "sun.nio.ch.lincheck.",
            "org.openjdk.jcstress.");

    /**
     * An engine's methods that stand in for a call in the subject's own code, and throw what it would: Lincheck's model
     * checking replaces {@code obj.hashCode()} with {@code Injections.hashCodeDeterministic(obj)}, which calls it, so on
     * a null {@code obj} the NullPointerException is the subject's (Micrometer's registry, corpus R13: read as the
     * engine's doing, model checking gave no verdict on either build).
     */
    private static final List<String> STANDS_IN = List.of("sun.nio.ch.lincheck.Injections.hashCodeDeterministic");

    private static final List<String> JDK = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");

    /** A Java frame of the report's stacks: "J 7059 c1 a.B.m(...)" (compiled) or "j  a.B.m(...)+12" (interpreted). */
    private static final Pattern JAVA_FRAME =
            Pattern.compile("^[jJ]\\s+(?:\\d+%?\\s+)?(?:c[12]\\s+|jvmci\\s+)?([\\w$.]+)\\(");

    private CrashReport() {}

    /** The first Java frame outside the JDK in the report at {@code file} ("a.B.m"); empty when there is no report or none. */
    public static Optional<String> frame(Path file) {
        if (!Files.isRegularFile(file)) return Optional.empty();
        try {
            return frame(Files.readAllLines(file, StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    static Optional<String> frame(List<String> report) {
        for (String line : report) {
            Matcher m = JAVA_FRAME.matcher(line);
            if (!m.find()) continue;
            String frame = m.group(1);
            if (isEngines(frame) || !isJdk(frame)) return Optional.of(frame);
        }
        return Optional.empty();
    }

    /**
     * Whether a thrown exception was made in an engine's own code: the first frame of its stack outside the JDK is the
     * engine's (Lincheck's model checking answered an off-heap {@code Unsafe} read of a subject's with an exception of its
     * own, corpus R02). An exception the subject's code throws, or the JDK's under it, has the subject's frame first; so,
     * in effect, does a NullPointerException an engine's stand-in for the subject's own call threw first, on the null
     * the subject called it on ({@link #STANDS_IN}).
     */
    public static boolean thrownByAnEngine(Throwable t) {
        StackTraceElement[] frames = t.getStackTrace();
        if (t instanceof NullPointerException
                && frames.length > 0
                && STANDS_IN.contains(frames[0].getClassName() + "." + frames[0].getMethodName())) return false;
        for (StackTraceElement frame : frames) {
            String name = frame.getClassName() + "." + frame.getMethodName();
            if (isEngines(name)) return true;
            if (!isJdk(name)) return false;
        }
        return false;
    }

    /** Whether a frame ("a.B.m") is the JDK's (an engine's bootstrap classes, in {@code sun.nio.ch.lincheck}, are not). */
    public static boolean isJdk(String frame) {
        return !isEngines(frame) && JDK.stream().anyMatch(frame::startsWith);
    }

    /** Whether a frame ("a.B.m") is in an engine's own code. */
    public static boolean isEngines(String frame) {
        return ENGINES.stream().anyMatch(frame::startsWith);
    }
}
