package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A parameter of the application's own type: without a generator, two objects built by its public constructor
 * ({@link Made}); with the reviewer's generator ({@code --generator}) its values instead, and the check-then-add
 * registry's race (two threads both told their key was new) is found.
 */
@ToolTest(group = 3)
class GeneratorDiffTest {

    private static Path build() throws Exception {
        return Pairs.build(
                "gen",
                "gen/Key.java",
                "gen/Keys.java",
                "gen/SynchronizedRegistry.java",
                "gen/CheckThenAddRegistry.java");
    }

    @Test
    void withoutAGeneratorTheApplicationsOwnTypeIsBuiltByItsConstructor() throws Exception {
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.gen.SynchronizedRegistry",
                "--after-class",
                "pairs.gen.CheckThenAddRegistry",
                "--cp",
                build().toString(),
                "--operations");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("  size()"), run.toString());
        assertTrue(run.out().lines().anyMatch(l -> l.strip().equals("register(Key#0)")), run.toString());
        assertTrue(run.out().lines().anyMatch(l -> l.strip().equals("register(Key#1)")), run.toString());
        Pairs.Run generated = Pairs.diff(
                "--before-class",
                "pairs.gen.SynchronizedRegistry",
                "--after-class",
                "pairs.gen.CheckThenAddRegistry",
                "--cp",
                build().toString(),
                "--generator",
                "pairs.gen.Keys",
                "--operations");
        assertTrue(
                generated.out().lines().noneMatch(l -> l.strip().equals("register(Key#0)")),
                "a generator's domain replaces the made one: " + generated);
    }

    @Test
    @Tag(ToolTest.LONG)
    void withTheReviewersGeneratorTheRaceIsFound() throws Exception {
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.gen.SynchronizedRegistry",
                "--after-class",
                "pairs.gen.CheckThenAddRegistry",
                "--cp",
                build().toString(),
                "--generator",
                "pairs.gen.Keys",
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("register x2"), run.toString());
        assertTrue(run.out().contains("verdict: after is not linearizable, before is"), run.toString());
    }
}
