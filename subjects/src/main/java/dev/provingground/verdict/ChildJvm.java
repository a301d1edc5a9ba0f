package dev.provingground.verdict;


import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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

    private static final String RESULT = "pg.child.result";
    private static final AtomicInteger RUNS = new AtomicInteger();

    /**
     * How the child ended: its exit status, the result lines it wrote through {@link #say}, whether it
     * reached {@link #end}, and the tail of what it printed.
     */
    public record Ended(int exit, List<String> result, boolean complete, String output) {
        public String resultText() {
            return String.join("\n", result);
        }

        /** For a harness error: how the child ended and what it printed last. */
        public String describe() {
            return "exit " + exit + (complete ? "" : ", no result (the JVM died or the subject exited it)")
                    + (output.isBlank() ? "" : "; its output ends:\n" + output);
        }
    }

    private ChildJvm() {
    }

    /** Runs {@code main} with the flags and arguments; an IllegalStateException if it outlives {@code limitSeconds}. */
    public static Ended run(Class<?> main, List<String> flags, List<String> args, long limitSeconds) throws Exception {
        return run(main, List.of(), flags, args, limitSeconds);
    }

    /**
     * Runs {@code main} with {@code classPathFirst} ahead of this JVM's class path (a subject's jars,
     * which then load as ordinary classes of the application class loader).
     */
    public static Ended run(Class<?> main, List<Path> classPathFirst, List<String> flags, List<String> args,
                            long limitSeconds) throws Exception {
        Path dir = Path.of("target", "pg-child", main.getSimpleName() + "-" + ProcessHandle.current().pid() + "-"
                + RUNS.incrementAndGet()).toAbsolutePath();
        Files.createDirectories(dir);
        Path result = dir.resolve("result.txt");
        Path output = dir.resolve("output.log");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath(classPathFirst), "-D" + RESULT + "=" + result));
        command.addAll(SubjectClassPath.childJvmFlags());
        command.addAll(flags);
        command.add(main.getName());
        command.addAll(args);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new IllegalStateException(main.getSimpleName() + " " + String.join(" ", args) + " did not end within "
                    + limitSeconds + " s and was killed (its own bounds did not fire); its output ends:\n" + tail(output));
        }
        List<String> lines = Files.exists(result) ? Files.readAllLines(result, StandardCharsets.UTF_8) : List.of();
        boolean complete = !lines.isEmpty() && lines.get(lines.size() - 1).equals("END");
        return new Ended(process.exitValue(), complete ? lines.subList(0, lines.size() - 1) : lines, complete, tail(output));
    }

    private static String classPath(List<Path> first) {
        List<String> entries = new ArrayList<>();
        first.forEach(p -> entries.add(p.toAbsolutePath().toString()));
        entries.add(System.getProperty("java.class.path"));
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** In the child: one line of the result. */
    public static void say(String line) {
        write(line);
    }

    /** In the child: closes the result and halts with {@code status} (spinning threads included). */
    public static void end(int status) {
        write("END");
        System.out.flush();
        Runtime.getRuntime().halt(status);
    }

    private static void write(String line) {
        String file = System.getProperty(RESULT);
        if (file == null) {
            System.out.println(line);
            return;
        }
        try {
            Files.writeString(Path.of(file), line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String tail(Path output) throws IOException {
        if (!Files.exists(output)) return "";
        List<String> lines = Files.readAllLines(output, StandardCharsets.ISO_8859_1);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())).strip();
    }
}
