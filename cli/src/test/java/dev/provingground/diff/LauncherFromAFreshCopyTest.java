package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ToolTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * The launcher as a user meets it: {@code ./proving-ground} run in a fresh copy of the repository (no
 * {@code target/} folder anywhere, and nothing of ours in the local Maven repository: our modules are
 * never installed there), so its first-use build must reach every module it needs by itself. Then
 * {@code diff --help}, {@code list}, a diff's {@code --operations} on two builds of a class, every other command's
 * {@code --help}, and bad input (a mistyped option among them) as one line with exit 2.
 */
@ToolTest(group = 3)
@DisabledOnOs(OS.WINDOWS) // the launcher is a bash script
class LauncherFromAFreshCopyTest {

    private static final long BOUND_MINUTES = 10;
    private static Path copy;

    record Ran(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
        }
    }

    @BeforeAll
    static void freshCopy() throws IOException {
        Path root = Path.of("..").toAbsolutePath().normalize();
        copy = Files.createTempDirectory("pg-fresh-copy");
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(p -> !skipped(root.relativize(p))).toList()) {
                Path to = copy.resolve(root.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(to);
                else Files.copy(p, to, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /** Build output and version control stay behind: the copy is a clone that has never been built. */
    private static boolean skipped(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.equals("target") || name.equals(".git")) return true;
        }
        return false;
    }

    private static Ran launcher(String... args) throws Exception {
        List<String> command =
                new ArrayList<>(List.of(copy.resolve("proving-ground").toString()));
        command.addAll(List.of(args));
        Path out = Files.createTempFile("pg-launcher", ".out");
        Path err = Files.createTempFile("pg-launcher", ".err");
        Process p = new ProcessBuilder(command)
                .directory(copy.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!p.waitFor(BOUND_MINUTES, TimeUnit.MINUTES)) {
            ChildJvm.stopTree(p.toHandle());
            fail("./proving-ground " + String.join(" ", args) + " did not end within " + BOUND_MINUTES
                    + " min; its output so far:\n" + Files.readString(out, StandardCharsets.UTF_8)
                    + Files.readString(err, StandardCharsets.UTF_8));
        }
        return new Ran(
                p.exitValue(),
                Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    void startsOnACloneThatWasNeverBuilt() throws Exception {
        Ran help = launcher("diff", "--help");
        assertEquals(0, help.exit(), help.toString());
        assertTrue(help.out().contains("Usage: proving-ground diff"), help.toString());
        assertTrue(help.err().contains("building the launcher's modules (first use"), "the first use builds: " + help);

        Ran list = launcher("list");
        assertEquals(0, list.exit(), list.toString());
        assertTrue(list.out().contains("contract counter"), list.toString());
        assertTrue(!list.err().contains("building"), "built once, not again: " + list);

        Path build = Pairs.build("choice", "choice/BoxV1.java", "choice/BoxV2.java");
        Ran operations = launcher(
                "diff",
                "--before-class",
                "pairs.choice.BoxV1",
                "--after-class",
                "pairs.choice.BoxV2",
                "--cp",
                build.toString(),
                "--operations");
        assertEquals(0, operations.exit(), operations.toString());
        assertTrue(operations.out().contains("changed by the PR:        add(int)"), operations.toString());

        Ran pr = launcher("pr", "--help");
        assertEquals(0, pr.exit(), pr.toString());
        assertTrue(pr.out().contains("Usage: proving-ground pr"), pr.toString());
        for (String command : List.of("list", "check", "merge")) {
            Ran ownHelp = launcher(command, "--help");
            assertEquals(0, ownHelp.exit(), ownHelp.toString());
            assertTrue(ownHelp.out().startsWith("Usage: proving-ground " + command), ownHelp.toString());
        }
        Ran typo = launcher("check", "counter", "--imlp", "com.acme.Counters");
        assertEquals(2, typo.exit(), typo.toString());
        assertEquals(
                "proving-ground check: unknown option '--imlp' (did you mean --impl?)",
                typo.err().strip(),
                typo.toString());
        Ran notGit = launcher("pr", "--repo", "/", "--base", "main");
        assertEquals(2, notGit.exit(), notGit.toString());
        assertEquals(
                "proving-ground pr: --repo /: not a git repository",
                notGit.err().strip(),
                notGit.toString());

        Ran bad = launcher("diff", "--class", "com.acme.Nowhere");
        assertEquals(2, bad.exit(), bad.toString());
        assertEquals(1, bad.err().strip().lines().count(), "one line: " + bad);
        assertTrue(bad.err().startsWith("proving-ground diff: --class needs --before and --after"), bad.toString());
    }
}
