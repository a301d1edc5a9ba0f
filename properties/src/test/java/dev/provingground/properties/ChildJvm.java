package dev.provingground.properties;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A scenario's {@code main} run in a JVM of its own, on this JVM's java and class path (and the
 * reviewer's {@code pg.classpath}), killed after a hard limit: for scenarios that need a fresh JVM
 * (class initialization, JFR, the virtual-thread scheduler's size) or may never give their threads back.
 */
public final class ChildJvm {

    /** What the child printed (stdout and stderr) and how it exited. */
    public record Ended(int exit, String output) {
    }

    private ChildJvm() {
    }

    /** Runs {@code main} with the flags and arguments; an AssertionError if it outlives {@code limitSeconds}. */
    public static Ended run(Class<?> main, List<String> flags, List<String> args, long limitSeconds) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path")));
        if (System.getProperty("pg.classpath") != null) command.add("-Dpg.classpath=" + System.getProperty("pg.classpath"));
        command.addAll(flags);
        command.add(main.getName());
        command.addAll(args);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError(main.getSimpleName() + " " + String.join(" ", args) + " did not end within "
                    + limitSeconds + " s and was killed; it printed:\n"
                    + new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
        }
        return new Ended(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip());
    }
}
