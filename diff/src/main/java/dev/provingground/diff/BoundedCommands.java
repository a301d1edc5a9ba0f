package dev.provingground.diff;

import dev.provingground.verdict.ChildJvm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The commands a revision's build runs ({@link RevisionBuild}): git, and a command in a folder with its output appended
 * to a log, each bounded (past its bound, its process tree is stopped); and the build's own last error lines from its
 * log.
 */
final class BoundedCommands {

    private BoundedCommands() {}

    /** The build's own last error lines, the way a reviewer would read them first. */
    static String lastErrors(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            List<String> errors = lines.stream()
                    .filter(l -> l.startsWith("[ERROR]")
                            && !l.strip().equals("[ERROR]")
                            && !l.contains("COMPILATION ERROR")
                            && !l.contains("-> [Help")
                            && !l.contains("To see the full stack trace")
                            && !l.contains("Re-run Maven")
                            && !l.contains("For more information about the errors")
                            && !l.contains("[Help 1]"))
                    .toList();
            // Maven repeats the compiler's errors after its summary: each line once, where it last appeared.
            List<String> shown =
                    new ArrayList<>(new LinkedHashSet<>((errors.isEmpty() ? lines : errors).reversed())).reversed();
            return String.join(" | ", shown.subList(Math.max(0, shown.size() - 3), shown.size()))
                    .replaceAll("\\s+", " ")
                    .strip();
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** How a command ended: its exit ({@link Ran#TIMED_OUT} past its bound), what it printed and its errors. */
    record Ran(int exit, String out, String err) {
        static final int TIMED_OUT = -1;
    }

    /** Runs git in {@code repo}, bounded at 2 minutes: its exit, output and errors. */
    static Ran git(Path repo, String... args) {
        List<String> command = new ArrayList<>(List.of("git", "-C", repo.toString()));
        command.addAll(List.of(args));
        try {
            Path out = Files.createTempFile("pg-git", ".out");
            Path err = Files.createTempFile("pg-git", ".err");
            Process p = new ProcessBuilder(command)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            if (!p.waitFor(2, TimeUnit.MINUTES)) {
                ChildJvm.stopTree(p.toHandle());
                return new Ran(Ran.TIMED_OUT, "", "git " + String.join(" ", args) + " did not end within 2 min");
            }
            Ran r = new Ran(p.exitValue(), Files.readString(out), Files.readString(err));
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
            return r;
        } catch (IOException e) {
            return new Ran(127, "", "cannot run git: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Ran(130, "", "interrupted");
        }
    }

    /** Runs a command in {@code dir}, its output appended to {@code log}, bounded. */
    static Ran run(Path dir, Path log, long minutes, String... command) {
        try {
            Files.createDirectories(log.getParent());
            Files.writeString(
                    log,
                    "$ " + String.join(" ", command) + "\n",
                    StandardCharsets.UTF_8,
                    java.nio.file.StandardOpenOption.CREATE,
                    java.nio.file.StandardOpenOption.APPEND);
            Process p = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()))
                    .start();
            if (!p.waitFor(minutes, TimeUnit.MINUTES)) {
                ChildJvm.stopTree(p.toHandle());
                return new Ran(Ran.TIMED_OUT, "", "");
            }
            return new Ran(p.exitValue(), "", p.exitValue() == 0 ? "" : lastErrors(log));
        } catch (IOException e) {
            return new Ran(127, "", "cannot run " + command[0] + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Ran(130, "", "interrupted");
        }
    }
}
