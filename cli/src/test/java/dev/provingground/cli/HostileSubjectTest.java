package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A reviewer's class is untrusted code. End to end through the launcher, on the hostile counters of
 * {@code src/test/resources/external/com/acme/hostile}: a constructor that throws is one line and
 * exit 2 before anything runs; a call that blocks for ever is seen early in its first cell (its threads
 * unmoved between two looks) and costs every later cell the short bound ({@code pg.misbehaving.boundSeconds}),
 * each cell is HUNG with the subject's frame, every engine still runs, and the matrix is complete; a call that spins
 * for ever is seen in jcstress's sanity check (the same call still running at two looks apart), SPINNING. How each other misbehaviour (exit, spin, heap, crash) is
 * told apart is tested where it is recognised ({@code MisbehaviourTest} in the properties module).
 */
@ToolTest(group = 1)
class HostileSubjectTest {

    @Test
    void aConstructorThatThrowsIsOneLineAndExit2BeforeAnythingRuns() {
        String output = AcmeJar.check(
                2,
                "check",
                "counter",
                "--impl",
                "com.acme.hostile.ThrowingConstructorCounters",
                "--cp",
                AcmeJar.shared().toString());
        assertEquals(
                List.of("proving-ground check: com.acme.hostile.ThrowingConstructorCounters(CounterSetup) threw "
                        + "java.lang.IllegalStateException: boom"),
                output.lines().toList());
    }

    @Test
    @Tag(ToolTest.LONG)
    void aSubjectThatBlocksForEverHangsInEachCellAndTheMatrixIsComplete() {
        // The default bounds (120 s a litmus test, 300 s a Lincheck check, 120 s a property): the first jcstress fork
        // is HUNG once its threads in the subject sit unmoved at two looks apart, every later cell at the short bound.
        String output = AcmeJar.check(
                1,
                "check",
                "counter",
                "--impl",
                "com.acme.hostile.BlockingCounters",
                "--cp",
                AcmeJar.shared().toString(),
                "-Dpg.child.heap=256m");
        String row = output.lines()
                .filter(l -> l.trim().startsWith("BlockingCounters "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no matrix row for BlockingCounters:\n" + output));
        assertTrue(row.contains("HUNG"), row);
        assertTrue(
                !row.contains("PASS") && !row.contains("CAUGHT") && !row.contains(" FAIL ") && !row.contains("ERROR"),
                "none is a verdict or a harness error: " + row);
        List<String> hung = output.lines()
                .filter(l -> l.contains("BlockingCounters: HUNG on "))
                .toList();
        assertTrue(hung.size() >= 8, "one line per hung cell, each naming its cause:\n" + output);
        assertTrue(hung.stream().allMatch(l -> l.contains("the subject hung")), String.join("\n", hung));
        assertTrue(
                hung.stream().anyMatch(l -> l.contains("stuck in com.acme.hostile.BlockingCounters.onSend(")),
                String.join("\n", hung));
        assertTrue(
                hung.stream().anyMatch(l -> l.contains("unmoved and using no CPU, at two looks")),
                "the first hang, seen early:\n" + String.join("\n", hung));
        assertTrue(
                hung.stream().anyMatch(l -> l.contains("it hung or spun in an earlier cell")),
                "later cells at the short bound:\n" + String.join("\n", hung));
        assertTrue(output.contains("verdicts: 0 passed, 1 failed"), output);
        assertTrue(output.contains("proving-ground: report: "), output);
    }

    @Test
    @Tag(ToolTest.LONG)
    void aSubjectThatSpinsForEverSpinsInEachCellAndTheMatrixIsComplete() {
        // jcstress calls each actor once in its sanity check, before its workers and outside its own timeout: the call
        // that
        // never returns is seen there, still running in the subject at two looks apart, not at the test's 120 s bound.
        String output = AcmeJar.check(
                1,
                "check",
                "counter",
                "--impl",
                "com.acme.hostile.SpinningCounters",
                "--cp",
                AcmeJar.shared().toString(),
                "-Dpg.child.heap=256m");
        String row = output.lines()
                .filter(l -> l.trim().startsWith("SpinningCounters "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no matrix row for SpinningCounters:\n" + output));
        assertTrue(row.contains("SPINNING"), row);
        assertTrue(
                !row.contains("CAUGHT") && !row.contains(" FAIL ") && !row.contains("ERROR"),
                "none is a verdict or a harness error: " + row);
        List<String> stuck = output.lines()
                .filter(l -> l.contains("SpinningCounters: SPINNING on ") || l.contains("SpinningCounters: HUNG on "))
                .toList();
        assertTrue(
                stuck.stream().anyMatch(l -> l.contains("com.acme.hostile.SpinningCounters.onComplete")),
                String.join("\n", stuck));
        assertTrue(
                output.contains("made once by jcstress's sanity check, still running in"),
                "the first litmus cell, seen early:\n" + output);
        assertTrue(
                stuck.stream().anyMatch(l -> l.contains("it hung or spun in an earlier cell")),
                "later cells at the short bound:\n" + String.join("\n", stuck));
        assertTrue(output.contains("proving-ground: report: "), output);
    }
}
