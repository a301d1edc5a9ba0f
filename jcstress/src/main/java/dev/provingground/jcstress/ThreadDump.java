package dev.provingground.jcstress;

import dev.provingground.verdict.Stuck;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Reads a {@code jcmd Thread.print} dump of a reviewer's fork for the supervisor's early looks: its threads blocked in
 * the subject's code, or a call of jcstress's sanity check running there.
 */
final class ThreadDump {

    private ThreadDump() {}

    private static final Pattern THREAD_CPU = Pattern.compile("\\bcpu=([\\d.]+)ms");

    /**
     * From a {@code jcmd Thread.print} dump: every thread with a frame of the subject's code, its state, its
     * CPU time and its stack, when none of them is running; empty when a thread runs in the subject's code or
     * none is in it. The same text at two looks apart: no such thread moved or used a moment of CPU.
     */
    static String blockedInSubject(String dump) {
        StringBuilder out = new StringBuilder();
        for (DumpedThread t : threads(dump)) {
            String thread = threadIfInSubject(t);
            if (thread == null) return "";
            out.append(thread);
        }
        return out.toString();
    }

    /** One thread of a {@code jcmd Thread.print} dump: its header line (name, number, CPU time) and the lines under it. */
    private record DumpedThread(String header, List<String> lines) {
        String state() {
            return lines.stream()
                    .map(String::strip)
                    .filter(l -> l.startsWith("java.lang.Thread.State: "))
                    .findFirst()
                    .orElse("");
        }

        List<String> frames() {
            return lines.stream()
                    .map(String::strip)
                    .filter(l -> l.startsWith("at "))
                    .map(l -> l.substring(3))
                    .toList();
        }
    }

    /** A dump's threads, in order: each begins at a line that starts with its quoted name. */
    private static List<DumpedThread> threads(String dump) {
        List<DumpedThread> threads = new ArrayList<>();
        String header = null;
        List<String> block = new ArrayList<>();
        for (String line : dump.lines().toList()) {
            if (line.startsWith("\"")) {
                if (header != null) threads.add(new DumpedThread(header, block));
                header = line;
                block = new ArrayList<>();
            } else {
                block.add(line);
            }
        }
        if (header != null) threads.add(new DumpedThread(header, block));
        return threads;
    }

    /** The thread-name prefix of jcstress's API sanity check: one thread per actor, each calling its actor once. */
    private static final String SANITY_CHECK_THREAD = "\"JcstressThread_APICheck_";

    /** The generated method of that check, on the fork's own thread: it builds the one state (a test's setup may call the
     *  subject there) and calls the arbiter once, so a call of the subject under it is made once too. */
    private static final String SANITY_CHECK_METHOD = "_jcstress.jcstress_sanityCheck_API(";

    /**
     * From a {@code jcmd Thread.print} dump: each thread of jcstress's sanity check (an actor's thread, or the fork's own
     * thread building the state or calling the arbiter) that runs in the subject's code,
     * as its name, its number in the JVM and the subject's frame it is in (no line: a loop moves); empty when none.
     * The same text at two looks apart: the same single call still running.
     */
    static String spinningInSanityCheck(String dump) {
        StringBuilder out = new StringBuilder();
        for (DumpedThread t : threads(dump)) {
            boolean inSanityCheck = t.header().startsWith(SANITY_CHECK_THREAD)
                    || t.frames().stream().anyMatch(f -> f.contains(SANITY_CHECK_METHOD));
            if (!inSanityCheck || !t.state().contains("RUNNABLE")) continue;
            Optional<String> frame =
                    t.frames().stream().filter(Stuck::isSubjectFrame).findFirst();
            if (frame.isEmpty()) continue;
            String name = t.header().substring(1, Math.max(1, t.header().indexOf('"', 1)));
            java.util.regex.Matcher number = THREAD_NUMBER.matcher(t.header());
            out.append(name)
                    .append(number.find() ? " #" + number.group(1) : "")
                    .append(" in ")
                    .append(frame.get().replaceFirst("\\(.*\\)$", ""))
                    .append('\n');
        }
        return out.toString();
    }

    private static final Pattern THREAD_NUMBER = Pattern.compile("\" #(\\d+)");

    /** "" for a thread outside the subject's code, null for one running in it, else its name, state, CPU time and frames. */
    private static String threadIfInSubject(DumpedThread thread) {
        String header = thread.header();
        List<String> frames = thread.frames();
        if (frames.stream().noneMatch(Stuck::isSubjectFrame)) return "";
        String state = thread.state();
        if (state.contains("RUNNABLE")) return null;
        java.util.regex.Matcher cpu = THREAD_CPU.matcher(header);
        return header.substring(0, Math.max(1, header.indexOf('"', 1) + 1)) + " " + state + " cpu="
                + (cpu.find() ? cpu.group(1) : "?") + "\n" + String.join("\n", frames) + "\n";
    }
}
