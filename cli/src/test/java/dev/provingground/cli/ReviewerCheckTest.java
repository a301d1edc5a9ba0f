package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * End to end, the way a reviewer uses the suite: a jar built outside the reactor ({@link AcmeJar}:
 * counters written in this test's resources, compiled against the subjects module only), then
 * {@code proving-ground check counter --impl ... --cp acme.jar} on each, which runs every engine
 * through a nested {@code ./mvnw verify}. Disabled inside that nested build ({@code -Dpg.it.skip}).
 */
@ToolTest(group = 2)
class ReviewerCheckTest {

    private static String check(String impl, int expectedExit) {
        return AcmeJar.check(
                expectedExit,
                "check",
                "counter",
                "--impl",
                impl,
                "--cp",
                AcmeJar.shared().toString());
    }

    /**
     * A correct but slow counter ({@code SlowCounters}: each send and completion parks 200 us on a "sink" while it holds
     * the lock), with the default bounds: at almost any look its threads sit parked or blocked in its code, as a hung
     * subject's do, yet no cell is cut short: a look that sees them moved (their CPU time, their frames) lets the fork
     * run, and no subject that never hung gets the short bound. Lincheck's stress check alone took 88 s of its 300 s
     * bound (2026-11-25); every cell passes.
     */
    @Test
    @Tag(ToolTest.LONG)
    void correctButSlowExternalCounterPassesEveryCheckWithItsWholeBounds() {
        String output = check("com.acme.SlowCounters", 0);
        String row = output.lines()
                .filter(l -> l.trim().startsWith("SlowCounters "))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no matrix row for SlowCounters:\n" + output));
        assertTrue(row.contains("SOUND"), row);
        assertFalse(
                row.contains("FAIL")
                        || row.contains("ERROR")
                        || row.contains("ALARM")
                        || row.contains("HUNG")
                        || row.contains("SPINNING"),
                row);
        assertTrue(output.contains("every check passed on com.acme.SlowCounters"), output);
    }

    @Test
    void brokenExternalCounterFailsNamingTheBrokenProperty() {
        String output = check("com.acme.RacyFloorCounters", 1);
        List<String> failures = output.lines()
                .filter(l -> l.contains("RacyFloorCounters: failed "))
                .toList();
        assertFalse(failures.isEmpty(), output);
        assertTrue(
                failures.stream().allMatch(l -> l.contains("NEVER_NEGATIVE")),
                "every failing check is one aimed at the broken property:\n" + String.join("\n", failures));
        assertTrue(
                failures.stream()
                        .anyMatch(l ->
                                l.contains("the count went below zero") || l.contains("Invalid execution results")),
                String.join("\n", failures));
        assertTrue(output.contains("did not pass every check"), output);
    }
}
