package dev.provingground.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A reviewer's class is untrusted code. End to end through the launcher, on the hostile counters of
 * {@code src/test/resources/external/com/acme/hostile}: a constructor that throws is one line and
 * exit 2 before anything runs; a call that blocks for ever costs each cell its bound (small ones
 * here, passed as {@code -Dpg.*} settings), each cell is HUNG with the subject's frame, every engine
 * still runs, and the matrix is complete. How each other misbehaviour (exit, spin, heap, crash) is
 * told apart is tested where it is recognised ({@code MisbehaviourTest} in the properties module).
 */
@DisabledIfSystemProperty(named = "pg.it.skip", matches = "true")
class HostileSubjectTest {

    @Test
    void aConstructorThatThrowsIsOneLineAndExit2BeforeAnythingRuns() {
        String output = AcmeJar.check(2, "check", "counter", "--impl", "com.acme.hostile.ThrowingConstructorCounters",
                "--cp", AcmeJar.shared().toString());
        assertEquals(List.of("proving-ground: com.acme.hostile.ThrowingConstructorCounters(CounterSetup) threw "
                + "java.lang.IllegalStateException: boom"), output.lines().toList());
    }

    @Test
    void aSubjectThatBlocksForEverHangsInEachCellAndTheMatrixIsComplete() {
        String output = AcmeJar.check(1, "check", "counter", "--impl", "com.acme.hostile.BlockingCounters",
                "--cp", AcmeJar.shared().toString(), "-Dpg.jcstress.testBoundSeconds=6", "-Dpg.lincheck.boundSeconds=10",
                "-Dpg.properties.boundSeconds=3", "-Dpg.child.heap=256m");
        String row = output.lines().filter(l -> l.trim().startsWith("BlockingCounters ")).findFirst().orElseThrow(
                () -> new AssertionError("no matrix row for BlockingCounters:\n" + output));
        assertTrue(row.contains("HUNG"), row);
        assertTrue(!row.contains("PASS") && !row.contains("CAUGHT") && !row.contains(" FAIL ") && !row.contains("ERROR"),
                "none is a verdict or a harness error: " + row);
        List<String> hung = output.lines().filter(l -> l.contains("BlockingCounters: HUNG on ")).toList();
        assertTrue(hung.size() >= 8, "one line per hung cell, each naming its cause:\n" + output);
        assertTrue(hung.stream().allMatch(l -> l.contains("the subject hung")), String.join("\n", hung));
        assertTrue(hung.stream().anyMatch(l -> l.contains("stuck in com.acme.hostile.BlockingCounters.onSend(")),
                String.join("\n", hung));
        assertTrue(output.contains("verdicts: 0 passed, 1 failed"), output);
        assertTrue(output.contains("proving-ground: report: "), output);
    }
}
