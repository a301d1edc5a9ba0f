package dev.provingground.cli;

import dev.provingground.verdict.ChildJvm;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The suite's own {@code ./mvnw} in the checkout, as {@code check} and {@code merge} run it. */
final class MavenBuild {

    private MavenBuild() {}

    static Path mvnw(Path root) {
        return root.resolve(File.separatorChar == '\\' ? "mvnw.cmd" : "mvnw");
    }

    /**
     * Runs {@code ./mvnw arguments} in {@code root}, every line of its output to {@code log} and, as it
     * comes, to {@code onLine}; stopped (Ctrl-C, an IDE's stop button, a CI job killer's SIGTERM), it
     * stops everything the build started. Returns Maven's exit code.
     */
    static int run(Path root, List<String> arguments, Path log, Consumer<String> onLine)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(mvnw(root).toString()));
        command.addAll(arguments);
        Process maven = new ProcessBuilder(command)
                .directory(root.toFile())
                .redirectErrorStream(true)
                .start();
        Thread stopAll = new Thread(() -> ChildJvm.stopTree(maven.toHandle()), "pg-stop-build");
        Runtime.getRuntime().addShutdownHook(stopAll);
        try (var reader = new BufferedReader(new InputStreamReader(maven.getInputStream(), StandardCharsets.UTF_8));
                var logWriter = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                logWriter.println(line);
                onLine.accept(line);
            }
        }
        int exit = maven.waitFor();
        Runtime.getRuntime().removeShutdownHook(stopAll);
        return exit;
    }

    /** Maven's own lines on why the build stopped, without its boilerplate. */
    static List<String> causes(Path log) {
        List<String> boilerplate = List.of(
                "-> [Help",
                "To see the full stack trace",
                "Re-run Maven",
                "For more information",
                "After correcting the problems",
                "mvn <args>",
                "http://cwiki.apache.org",
                "See dump files",
                "Help 1");
        try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
            List<String> found = lines.filter(l -> l.startsWith("[ERROR]"))
                    .map(l -> l.substring(7).strip())
                    .filter(l -> !l.isEmpty() && boilerplate.stream().noneMatch(l::contains))
                    .distinct()
                    .limit(8)
                    .toList();
            return found.isEmpty() ? List.of("(no [ERROR] line; see the full build log)") : found;
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of("(the build log cannot be read: " + e.getMessage() + ")");
        }
    }

    /** Says which lines of the build are the verdict matrix the verdict step prints, through its last line. */
    static final class MatrixEcho {
        private boolean inMatrix;

        boolean shows(String line) {
            if (line.contains("================ Proving Ground verdicts")) inMatrix = true;
            boolean shown = inMatrix;
            if (line.startsWith("verdicts: ")) inMatrix = false;
            return shown;
        }
    }
}
