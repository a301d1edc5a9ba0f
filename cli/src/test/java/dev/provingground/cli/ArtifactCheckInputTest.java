package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code proving-ground check} with real artifacts, validated before anything runs: here, where the
 * built-in adapters are compiled (upstream/target/classes), so an adapter whose artifact is left out
 * needs a class the class path lacks.
 */
class ArtifactCheckInputTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final String NETTY_ADAPTER = "dev.provingground.refcount.upstream.NettyRefCounted";

    private static String[] run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int exit = ProvingGround.run(
                args,
                ROOT,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {
            Integer.toString(exit), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
        };
    }

    @Test
    void anAdapterWhoseArtifactIsMissingIsOneLineAndExitTwo() {
        String[] r = run(
                "check",
                "refcount",
                "--impl",
                NETTY_ADAPTER,
                "--cp",
                ROOT.resolve("upstream/target/classes").toString());
        assertEquals("2", r[0]);
        assertEquals(
                "proving-ground check: class " + NETTY_ADAPTER
                        + " cannot load: it needs io.netty.util.IllegalReferenceCountException,"
                        + " which the class path lacks" + System.lineSeparator(),
                r[2]);
        assertEquals("", r[1], "nothing run");
    }

    @Test
    void aVersionRangeBecomesOneSubjectPerReleaseCentralLists() throws Exception {
        var request = ProvingGround.parseCheck(
                new String[] {
                    "check",
                    "refcount",
                    "--impl",
                    NETTY_ADAPTER,
                    "--artifact",
                    "io.netty:netty-common",
                    "--versions",
                    "4.1.15.Final..4.1.18.Final"
                },
                ROOT);
        assertEquals(
                java.util.List.of("4.1.15.Final", "4.1.16.Final", "4.1.17.Final", "4.1.18.Final"), request.versions());
        assertEquals(
                NETTY_ADAPTER + "@io.netty:netty-common:4.1.15.Final",
                request.subjectIds().get(0));
        String subjects = request.mavenArguments(ROOT).stream()
                .filter(a -> a.startsWith("-Dpg.subjects="))
                .findFirst()
                .orElseThrow();
        assertTrue(subjects.endsWith("@io.netty:netty-common:4.1.18.Final"), subjects);
    }
}
