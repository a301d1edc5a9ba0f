package dev.provingground.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * End to end, the way a reviewer uses the suite: a jar built outside the reactor (two counters
 * written in this test's resources, compiled against the subjects module only), then
 * {@code proving-ground check counter --impl ... --cp acme.jar} on each, which runs every engine
 * through a nested {@code ./mvnw verify}. Disabled inside that nested build ({@code -Dpg.it.skip}).
 */
@DisabledIfSystemProperty(named = "pg.it.skip", matches = "true")
class ReviewerCheckTest {

    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @TempDir
    static Path work;
    static Path jar;

    @BeforeAll
    static void buildAcmeJar() throws IOException {
        Path sources = Path.of("src/test/resources/external");
        Path classes = Files.createDirectories(work.resolve("classes"));
        List<String> args = new ArrayList<>(List.of("--release", "21", "-d", classes.toString(),
                "-cp", ROOT.resolve("subjects/target/classes").toString()));
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
        }
        int javac = ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new));
        assertEquals(0, javac, "the external sources compile against the subjects module");
        jar = work.resolve("acme.jar");
        try (var out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }

    private static String check(String impl, int expectedExit) {
        var captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(new TeeStream(captured, System.out), true, StandardCharsets.UTF_8);
        int exit = ProvingGround.run(new String[]{"check", "counter", "--impl", impl, "--cp", jar.toString()},
                ROOT, out, out);
        String output = captured.toString(StandardCharsets.UTF_8);
        assertEquals(expectedExit, exit, "exit code of proving-ground check " + impl + "\n" + output);
        return output;
    }

    @Test
    void correctExternalCounterPassesEveryCheck() {
        String output = check("com.acme.SynchronizedCounters", 0);
        String row = output.lines().filter(l -> l.trim().startsWith("SynchronizedCounters ")).findFirst().orElseThrow();
        assertTrue(row.contains("SOUND"), row);
        assertFalse(row.contains("FAIL") || row.contains("ERROR") || row.contains("ALARM"), row);
        assertTrue(output.contains("every check passed on com.acme.SynchronizedCounters"), output);
    }

    @Test
    void brokenExternalCounterFailsNamingTheBrokenProperty() {
        String output = check("com.acme.RacyFloorCounters", 1);
        List<String> failures = output.lines().filter(l -> l.contains("RacyFloorCounters: failed ")).toList();
        assertFalse(failures.isEmpty(), output);
        assertTrue(failures.stream().allMatch(l -> l.contains("NEVER_NEGATIVE")),
                "every failing check is one aimed at the broken property:\n" + String.join("\n", failures));
        assertTrue(failures.stream().anyMatch(l -> l.contains("the count went below zero") || l.contains("Invalid execution results")),
                String.join("\n", failures));
        assertTrue(output.contains("did not pass every check"), output);
    }

    /** Shows the nested build's progress in the outer build's log while capturing it. */
    private static final class TeeStream extends OutputStream {
        private final OutputStream a;
        private final OutputStream b;

        TeeStream(OutputStream a, OutputStream b) {
            this.a = a;
            this.b = b;
        }

        private boolean lineStart = true;

        /** Copies to {@code b} with each line prefixed, so the nested build's summary lines are not taken for this build's. */
        @Override
        public void write(int c) throws IOException {
            a.write(c);
            if (lineStart) b.write("  [nested check] ".getBytes(StandardCharsets.UTF_8));
            b.write(c);
            lineStart = c == '\n';
        }
    }
}
