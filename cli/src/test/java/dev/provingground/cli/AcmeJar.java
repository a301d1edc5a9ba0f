package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
import javax.tools.ToolProvider;

/**
 * A reviewer's jar, built outside the reactor: the classes under {@code src/test/resources/external}
 * (correct, broken and hostile counters), compiled against the subjects module only; and the
 * launcher run on it as a reviewer runs it.
 */
final class AcmeJar {

    static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    private AcmeJar() {}

    private static Path shared;

    /** The jar, built once per test JVM (under target/, for every end-to-end test that needs it). */
    static synchronized Path shared() {
        try {
            if (shared == null)
                shared = build(Files.createTempDirectory(Files.createDirectories(Path.of("target")), "acme-"));
            return shared;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Path build(Path work) throws IOException {
        Path sources = Path.of("src/test/resources/external");
        Path classes = Files.createDirectories(work.resolve("classes"));
        List<String> args = new ArrayList<>(List.of(
                "--release",
                "21",
                "-d",
                classes.toString(),
                "-cp",
                ROOT.resolve("subjects/target/classes")
                        + java.io.File.pathSeparator
                        + ROOT.resolve("harness/target/classes")));
        try (Stream<Path> files = Files.walk(sources)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
        }
        int javac = ToolProvider.getSystemJavaCompiler().run(null, null, null, args.toArray(String[]::new));
        assertEquals(0, javac, "the external sources compile against the subjects module");
        Path jar = work.resolve("acme.jar");
        try (var out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    /** Runs {@code proving-ground <args>}; asserts its exit code and returns everything it printed. */
    static String check(int expectedExit, String... args) {
        var captured = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(new TeeStream(captured, System.out), true, StandardCharsets.UTF_8);
        int exit = ProvingGround.run(args, ROOT, out, out);
        String output = captured.toString(StandardCharsets.UTF_8);
        assertEquals(expectedExit, exit, "exit code of proving-ground " + String.join(" ", args) + "\n" + output);
        return output;
    }

    /** Shows the nested build's progress in the outer build's log while capturing it. */
    private static final class TeeStream extends OutputStream {
        private final OutputStream a;
        private final OutputStream b;
        private boolean lineStart = true;

        TeeStream(OutputStream a, OutputStream b) {
            this.a = a;
            this.b = b;
        }

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
