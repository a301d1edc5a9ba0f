package dev.provingground.verdict;

import dev.provingground.verdict.CheckResult.Outcome;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A scenario's {@code main} run in a JVM of its own, on this JVM's java and class path (and the
 * subjects' class paths: {@link SubjectClassPath#childJvmFlags()}), killed after a hard limit: for
 * scenarios that need a fresh JVM (class initialization, JFR, the virtual-thread scheduler's size) or
 * may never give their threads back.
 *
 * <p>The scenario's result travels in a file named by {@code -Dpg.child.result}, written with
 * {@link #say} and closed by {@link #end}: the subject may print whatever it likes on stdout (Penna
 * prints a start-up line) without being read as the result. What the child printed goes to a log
 * file, not a pipe, so a chatty subject cannot block on a full pipe. A child that ends without
 * {@link #end} (it died, or the subject exited the JVM) has no result: the caller reports a harness
 * error, never a verdict.
 */
public final class ChildJvm {

    private static final String RESULT = Setting.CHILD_RESULT.key;
    private static final AtomicInteger RUNS = new AtomicInteger();

    /**
     * How this JVM backs its heap ({@code -XX:+UseTransparentHugePages}, {@code -Xlog:pagesize=off}:
     * the build's {@code pg.jvm.pages}), which a child JVM repeats: it touches memory as its parent does.
     */
    public static List<String> inheritedFlags() {
        return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.matches("-XX:[+-]Use(TransparentHuge|Large)Pages|-Xlog:pagesize=off"))
                .distinct()
                .toList();
    }

    /**
     * How the child ended: its exit status, the result lines it wrote through {@link #say}, whether it
     * reached {@link #end}, the tail of what it printed, and, when it did not reach {@link #end}, how
     * it misbehaved: {@link #how()} and {@link #cause()}.
     *
     * @param stuck      what its threads were doing when the limit passed and it was killed; null if it ended by itself
     * @param exitFrame  the frame that called {@code System.exit}, when something did
     * @param crashFrame the JVM's fatal error report's first Java frame outside the JDK, when the JVM crashed
     *                   ({@link CrashReport}); null when it did not, or the report names none
     */
    public record Ended(
            int exit,
            List<String> result,
            boolean complete,
            String output,
            long limitSeconds,
            Stuck stuck,
            String exitFrame,
            String crashFrame) {

        public String resultText() {
            return String.join("\n", result);
        }

        /**
         * Why there is no result: HUNG or SPINNING (killed at its limit), OUT_OF_HEAP, EXITED (the
         * subject called {@code System.exit} or {@code Runtime.halt}), CRASHED (a signal or a fatal
         * error of the JVM), or ERROR (it ended by itself with status 0 and no result, or the JVM crashed
         * in an engine's own code, {@link #engineCrashed()}: the harness's fault). Null when it reported.
         */
        public Outcome how() {
            if (complete) return null;
            if (stuck != null) return stuck.outcome();
            if (output.contains("Terminating due to java.lang.OutOfMemoryError")
                    || output.contains("java.lang.OutOfMemoryError: Java heap space")) return Outcome.OUT_OF_HEAP;
            if (exitFrame != null) return Outcome.EXITED;
            if (output.contains("Exception in thread \"main\"")) return Outcome.ERROR; // the scenario's main threw
            if (exit >= 128 || output.contains("A fatal error has been detected by the Java Runtime Environment")) {
                return engineCrashed() ? Outcome.ERROR : Outcome.CRASHED;
            }
            return exit == 0 ? Outcome.ERROR : Outcome.EXITED;
        }

        /** The cause in one line, for a summary; empty when the child reported. */
        public String cause() {
            Outcome how = how();
            if (how == null) return "";
            return switch (how) {
                case HUNG, SPINNING -> stuck.cause(limitSeconds) + "; the JVM was killed";
                case OUT_OF_HEAP ->
                    how.words + ": "
                            + output.lines()
                                    .filter(l -> l.contains("OutOfMemoryError"))
                                    .findFirst()
                                    .orElse("OutOfMemoryError")
                                    .strip();
                case EXITED ->
                    how.words + " with status " + exit
                            + (exitFrame != null ? " from " + exitFrame : " (no System.exit frame: Runtime.halt)");
                case CRASHED -> how.words + signal() + (crashFrame != null ? " in " + crashFrame : "");
                case ERROR ->
                    engineCrashed()
                            ? "an engine crashed the JVM" + signal() + " in its own code, " + crashFrame
                            : endedWithoutResult();
                default -> endedWithoutResult();
            };
        }

        /**
         * Whether the JVM crashed in an engine's own code ({@link CrashReport#ENGINES}): a fault of the engine's, never the
         * subject's (Lincheck's memory snapshot once read a racing subject's array past its end, corpus R23).
         */
        public boolean engineCrashed() {
            return crashFrame != null && CrashReport.isEngines(crashFrame);
        }

        private String signal() {
            return " (exit " + exit + (exit > 128 ? ", signal " + (exit - 128) : "") + ")";
        }

        private String endedWithoutResult() {
            return "the JVM ended with status " + exit + " and no result"
                    + (output.contains("Exception in thread \"main\"") ? ": its main threw" : "");
        }

        /** Throws {@link Misbehaved} when the subject kept the child from reporting (it exited, hung, spun, ran out of heap, crashed). */
        public Ended orMisbehaved(String what) {
            Outcome how = how();
            if (how != null && how.isMisbehaviour()) throw new Misbehaved(how, cause(), what + ": " + describe());
            return this;
        }

        /** For the evidence: how the child ended, what it printed last, and the threads' stacks if it was killed. */
        public String describe() {
            return "exit " + exit + (complete ? "" : ", no result: " + cause())
                    + (output.isBlank() ? "" : "; its output ends:\n" + output)
                    + (stuck == null ? "" : "\n\nthreads when the limit passed:\n" + stuck.dump());
        }
    }

    private ChildJvm() {}

    /** Runs {@code main} with the flags and arguments, killed (and said to have hung or spun) after {@code limitSeconds}. */
    public static Ended run(Class<?> main, List<String> flags, List<String> args, long limitSeconds) throws Exception {
        return run(main, List.of(), flags, args, limitSeconds);
    }

    /**
     * Runs {@code main} with {@code classPathFirst} ahead of this JVM's class path (a subject's jars,
     * which then load as ordinary classes of the application class loader). The child starts through
     * {@link ChildSide.Launch}, which notes who calls {@code System.exit}; a heap exhausted ends it at once
     * ({@code -XX:+ExitOnOutOfMemoryError}); at the limit its threads are dumped, then it is killed.
     */
    public static Ended run(
            Class<?> main, List<Path> classPathFirst, List<String> flags, List<String> args, long limitSeconds)
            throws Exception {
        Path dir = childDirectory()
                .resolve(main.getSimpleName() + "-" + ProcessHandle.current().pid() + "-" + RUNS.incrementAndGet())
                .toAbsolutePath();
        Files.createDirectories(dir);
        Path result = dir.resolve("result.txt");
        Path output = dir.resolve("output.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                classPath(classPathFirst),
                "-D" + RESULT + "=" + result,
                "-Djava.io.tmpdir=" + dir,
                "-XX:ErrorFile=" + dir.resolve(CrashReport.FILE),
                "-XX:+ExitOnOutOfMemoryError"));
        command.addAll(SubjectClassPath.childJvmFlags());
        Opens.flags().stream()
                .filter(f -> !flags.contains(f))
                .forEach(command::add); // what the engines read of a subject's JDK objects
        inheritedFlags().stream().filter(f -> !flags.contains(f)).forEach(command::add);
        String heap = Setting.CHILD_HEAP.or("");
        if (!heap.isBlank()) command.add("-Xmx" + heap); // a leaking subject runs out of it sooner
        command.addAll(flags);
        command.add(ChildSide.Launch.class.getName());
        command.add(main.getName());
        command.addAll(args);
        Process process = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(output.toFile())
                .start();
        Stuck stuck = null;
        if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
            stuck = Stuck.fromDump(threadDump(process.toHandle()));
            stopTree(process.toHandle());
            process.waitFor(10, TimeUnit.SECONDS);
        }
        List<String> lines = Files.exists(result) ? Files.readAllLines(result, StandardCharsets.UTF_8) : List.of();
        boolean complete = !lines.isEmpty() && lines.get(lines.size() - 1).equals("END");
        String exitFrame = null;
        if (!complete) {
            List<String> kept = new ArrayList<>();
            for (String line : lines) {
                if (line.startsWith(ChildSide.EXIT_FRAME)) exitFrame = line.substring(ChildSide.EXIT_FRAME.length());
                else kept.add(line);
            }
            lines = kept;
        }
        return new Ended(
                process.exitValue(),
                complete ? lines.subList(0, lines.size() - 1) : lines,
                complete,
                tail(output),
                limitSeconds,
                stuck,
                exitFrame,
                CrashReport.frame(dir.resolve(CrashReport.FILE)).orElse(null));
    }

    /** Kills a process and everything it started, children first (a killed parent's children are re-parented and lost). */
    public static void stopTree(ProcessHandle process) {
        List<ProcessHandle> tree = process.descendants().toList();
        tree.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Under the checkout's {@code target/} when the launcher says where that is ({@code pg.root}), else the module's. */
    private static Path childDirectory() {
        String root = Setting.ROOT.value();
        return (root == null || root.isBlank() ? Path.of("target") : Path.of(root, "target")).resolve("pg-child");
    }

    /** Every thread's stack, from {@code jcmd <pid> Thread.print}; empty if jcmd cannot say. */
    public static String threadDump(ProcessHandle process) {
        Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
        if (!Files.isExecutable(jcmd)) return "";
        try {
            Process p = new ProcessBuilder(jcmd.toString(), Long.toString(process.pid()), "Thread.print")
                    .redirectErrorStream(true)
                    .start();
            byte[] text = p.getInputStream().readAllBytes();
            if (!p.waitFor(30, TimeUnit.SECONDS)) p.destroyForcibly();
            return new String(text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static String classPath(List<Path> first) {
        List<String> entries = new ArrayList<>();
        first.forEach(p -> entries.add(p.toAbsolutePath().toString()));
        entries.add(System.getProperty("java.class.path"));
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** In the child: one line of the result ({@link ChildSide#say}). */
    public static void say(String line) {
        ChildSide.say(line);
    }

    /** In the child: closes the result and halts with {@code status} ({@link ChildSide#end}). */
    public static void end(int status) {
        ChildSide.end(status);
    }

    private static String tail(Path output) throws IOException {
        if (!Files.exists(output)) return "";
        List<String> lines = Files.readAllLines(output, StandardCharsets.ISO_8859_1);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()))
                .strip();
    }
}
