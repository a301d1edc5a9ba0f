package dev.provingground.cli;

import dev.provingground.verdict.ToolTest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * End to end, the way a reviewer uses the suite: a jar built outside the reactor ({@link AcmeJar}:
 * counters written in this test's resources, compiled against the subjects module only), then
 * {@code proving-ground check counter --impl ... --cp acme.jar} on each, which runs every engine
 * through a nested {@code ./mvnw verify}. Disabled inside that nested build ({@code -Dpg.it.skip}).
 */
@ToolTest(group = 2)
class ReviewerCheckTest {

    private static String check(String impl, int expectedExit) {
        return AcmeJar.check(expectedExit, "check", "counter", "--impl", impl, "--cp", AcmeJar.shared().toString());
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
}
