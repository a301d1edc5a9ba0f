package dev.provingground.verdict;

import dev.provingground.verdict.CheckResult.Outcome;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a check's threads were doing when its bound passed: HUNG (every thread in the subject's code
 * blocked, parked or waiting) or SPINNING (a thread running in the subject's code), with the frame
 * of the subject that says where, and every thread's stack as evidence. Read from this JVM's threads,
 * or from {@code jcmd Thread.print} of a child JVM.
 *
 * @param outcome HUNG or SPINNING
 * @param frame   the subject's frame where a thread spun, or where one was stuck; empty when no
 *                thread was in the subject's code
 * @param dump    every thread's name, state and stack
 */
public record Stuck(Outcome outcome, Optional<String> frame, String dump) {

    /** Frames of the JDK, the engines and the harness: everything that is not the subject's own code. */
    private static final List<String> NOT_THE_SUBJECT = List.of(
            "java.",
            "javax.",
            "jdk.",
            "sun.",
            "com.sun.",
            "kotlin.",
            "kotlinx.",
            "org.jetbrains.",
            "org.quicktheories.",
            "org.openjdk.",
            "org.junit.",
            "org.mockito.",
            "net.bytebuddy.",
            "org.apache.maven.",
            "dev.provingground.verdict.",
            "dev.provingground.properties.",
            "dev.provingground.lincheck.",
            "dev.provingground.jcstress.",
            "dev.provingground.cli.",
            "dev.provingground.diff.");

    /** One thread at the bound. */
    record Snapshot(String name, Thread.State state, List<String> frames) {
        Optional<String> subjectFrame() {
            return frames.stream().filter(Stuck::isSubjectFrame).findFirst();
        }
    }

    /** The one-line cause for a summary: {@code spinning in com.acme.Counters.onComplete(Counters.java:12)}. */
    public String cause(long boundSeconds) {
        String where = frame.map(f ->
                        (outcome == Outcome.SPINNING ? "a thread running, spinning in " : "blocked, stuck in ") + f)
                .orElse("no thread in the subject's code");
        return outcome.words + " at the bound of " + boundSeconds + " s: " + where;
    }

    /** This JVM's threads, leaving out the one asking. */
    public static Stuck inThisJvm() {
        List<Snapshot> threads = new ArrayList<>();
        long me = Thread.currentThread().threadId();
        for (ThreadInfo t : ManagementFactory.getThreadMXBean().dumpAllThreads(false, false)) {
            if (t == null || t.getThreadId() == me) continue;
            List<String> frames = new ArrayList<>();
            for (StackTraceElement e : t.getStackTrace()) frames.add(frame(e));
            threads.add(new Snapshot(t.getThreadName(), t.getThreadState(), frames));
        }
        return of(threads);
    }

    private static final Pattern STATE = Pattern.compile("^\\s*java\\.lang\\.Thread\\.State: (\\w+)");
    private static final Pattern FRAME = Pattern.compile("^\\s*at (\\S+\\(.*\\))");

    /** A child JVM's threads, from the text of {@code jcmd <pid> Thread.print} (or a SIGQUIT dump). */
    public static Stuck fromDump(String text) {
        List<Snapshot> threads = new ArrayList<>();
        String name = null;
        Thread.State state = null;
        List<String> frames = new ArrayList<>();
        for (String line : (text + "\n\"end\"").lines().toList()) {
            if (line.startsWith("\"")) {
                if (name != null && state != null) threads.add(new Snapshot(name, state, frames));
                name = line.substring(1, Math.max(1, line.indexOf('"', 1)));
                state = null;
                frames = new ArrayList<>();
                continue;
            }
            Matcher s = STATE.matcher(line);
            if (s.find()) {
                state = Thread.State.valueOf(s.group(1));
                continue;
            }
            Matcher f = FRAME.matcher(line);
            if (f.find()) frames.add(f.group(1));
        }
        return of(threads, text);
    }

    static Stuck of(List<Snapshot> threads) {
        StringBuilder dump = new StringBuilder();
        for (Snapshot t : threads) {
            dump.append('"').append(t.name()).append("\" ").append(t.state()).append('\n');
            t.frames().forEach(f -> dump.append("\tat ").append(f).append('\n'));
            dump.append('\n');
        }
        return of(threads, dump.toString());
    }

    private static Stuck of(List<Snapshot> threads, String dump) {
        for (Snapshot t : threads) {
            if (t.state() == Thread.State.RUNNABLE && t.subjectFrame().isPresent()) {
                return new Stuck(Outcome.SPINNING, t.subjectFrame(), dump);
            }
        }
        Optional<String> blocked = threads.stream()
                .map(Snapshot::subjectFrame)
                .flatMap(Optional::stream)
                .findFirst();
        return new Stuck(Outcome.HUNG, blocked, dump);
    }

    /** A frame as jcmd prints it, without the class loader's and module's prefixes. */
    public static String frame(StackTraceElement e) {
        return e.getClassName() + "." + e.getMethodName() + "("
                + (e.isNativeMethod()
                        ? "Native Method"
                        : e.getFileName() == null
                                ? "Unknown Source"
                                : e.getFileName() + (e.getLineNumber() >= 0 ? ":" + e.getLineNumber() : ""))
                + ")";
    }

    public static boolean isSubjectFrame(String frame) {
        return NOT_THE_SUBJECT.stream().noneMatch(frame::startsWith)
                && !HARNESS_CLASS.matcher(frame).find();
    }

    /**
     * The checks themselves, which live in each contract's package: litmus tests (and the classes
     * jcstress generates for them), Lincheck operations, property tests and scenarios.
     */
    private static final Pattern HARNESS_CLASS = Pattern.compile(
            "^[\\w.]*\\.[A-Z]\\w*(Litmus|Operations|Test|Tests|Scenario|Op)(_\\w+)?(\\$[\\w$]*)?\\.[\\w$<>]+\\(");
}
