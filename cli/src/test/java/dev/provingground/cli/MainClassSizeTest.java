package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.verdict.Setting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The house's size rule: no main class over {@value #LINES} lines, so each stays one job a newcomer can read (a class
 * that grows past it is split by concern, as LitmusRunner and MethodChoice were).
 */
class MainClassSizeTest {

    static final int LINES = 300;

    @Test
    void noMainClassIsOverThreeHundredLines() throws IOException {
        Path root = Path.of(Setting.ROOT.or("..")).toAbsolutePath().normalize();
        List<String> over;
        try (Stream<Path> files = Files.walk(root)) {
            over = files.filter(p -> p.toString().endsWith(".java"))
                    .filter(p ->
                            root.relativize(p).toString().replace('\\', '/').contains("/src/main/java/"))
                    .filter(p -> !root.relativize(p).startsWith("target")
                            && !p.toString().contains("/target/"))
                    .filter(p -> lines(p) > LINES)
                    .map(p -> root.relativize(p) + ": " + lines(p) + " lines")
                    .sorted()
                    .toList();
        }
        assertEquals(List.of(), over, "main classes over " + LINES + " lines");
    }

    private static long lines(Path p) {
        try (Stream<String> l = Files.lines(p)) {
            return l.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
