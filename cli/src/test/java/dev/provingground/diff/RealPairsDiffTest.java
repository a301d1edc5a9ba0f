package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A real bug in a real class from Maven Central, found with no option beyond the two releases:
 * JCTools' NonBlockingHashMap lost a racing remove under a put (JCTools issue #205: "remove/put do not
 * have getAndSet semantics"), fixed in 2.1.2. Handed 2.1.2 before and 2.1.1 after, a bad PR, the diff
 * picks the methods the fix changed and those that observe them, looks past the race both releases
 * share ({@code getk} sees a key before its value), and finds the lost update. docs/case-studies.md,
 * "Real bugs from real releases", has this pair and the others tried.
 */
@ToolTest(group = 1)
@Tag(ToolTest.LONG)
class RealPairsDiffTest {

    @Test
    void nonBlockingHashMapLosesARemoveUnderAPut() {
        Pairs.Run run = Pairs.diff(
                "--class",
                "org.jctools.maps.NonBlockingHashMap",
                "--before",
                "org.jctools:jctools-core:2.1.2",
                "--after",
                "org.jctools:jctools-core:2.1.1",
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("changed by the PR:"), run.toString());
        assertTrue(run.out().contains("left out: print(): prints"), run.toString());
        assertTrue(
                run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"),
                run.toString());
        String history = run.out().substring(run.out().indexOf("= Invalid execution results ="));
        assertTrue(
                history.contains("put_") && (history.contains("remove_") || history.split("put_", -1).length > 3),
                "a put racing a remove (or another put) on one key: " + history);
    }

    /**
     * Dropwizard metrics' SlidingTimeWindowReservoir: a snapshot taken while a value is recorded threw
     * ArrayIndexOutOfBoundsException (metrics#1104: the snapshot sized its array, then copied a concurrent
     * map's values), fixed in 3.2.2. Its constructor takes a TimeUnit, so it is built by a Java expression,
     * compiled on each release's class path. Its regression test, written by the diff, fails on 3.2.1 and passes on
     * 3.2.2 with Maven in a folder of its own (a real pair's test, from Central).
     */
    @Test
    void slidingTimeWindowReservoirThrowsOnASnapshotDuringAnUpdate() throws Exception {
        java.nio.file.Path out =
                java.nio.file.Path.of("target/pg-diff/sliding-time-window").toAbsolutePath();
        Pairs.Run run = Pairs.diff(
                "--class",
                "com.codahale.metrics.SlidingTimeWindowReservoir",
                "--before",
                "io.dropwizard.metrics:metrics-core:3.2.2",
                "--after",
                "io.dropwizard.metrics:metrics-core:3.2.1",
                "--new",
                "new SlidingTimeWindowReservoir(1, TimeUnit.HOURS)",
                "--no-bench",
                "--out",
                out.toString());
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("changed by the PR:        getSnapshot()"), run.toString());
        assertTrue(
                run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"),
                run.toString());
        String history = run.out().substring(run.out().indexOf("= Invalid execution results ="));
        assertTrue(history.contains("getSnapshot_0(): threw java.lang.ArrayIndexOutOfBoundsException"), history);

        // The regression test the diff wrote, as the PR's author runs it, outside this repository: the releases from
        // Central, mvn test fails on 3.2.1 (the race) and passes on 3.2.2 (-Pbefore).
        java.nio.file.Path regression = out.resolve(Reproducer.FOLDER);
        RegressionTestRun onAfter = RegressionTestRun.of(regression, false);
        assertTrue(
                onAfter.exit() != 0 && onAfter.failures().contains("org.jetbrains.lincheck.LincheckAssertionError"),
                onAfter.toString());
        RegressionTestRun onBefore = RegressionTestRun.of(regression, true);
        assertEquals(0, onBefore.exit(), onBefore.toString());
        assertEquals(java.util.List.of(), onBefore.failures(), onBefore.toString());
    }
}
