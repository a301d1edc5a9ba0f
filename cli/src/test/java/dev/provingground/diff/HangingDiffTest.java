package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Calls that block, each bounded in the sequential check ({@code pg.diff.callBoundMillis}): a call that
 * returns on one side and not on the other is the difference itself, found within seconds; a call that
 * returns on neither (take() on an empty mailbox, both builds) is a blocking call, left out of the
 * concurrent checks and said so, not a verdict.
 */
@ToolTest(group = 2)
@Tag(ToolTest.LONG)
class HangingDiffTest {

    @AfterEach
    void forgetTheBound() {
        System.clearProperty("pg.diff.callBoundMillis");
    }

    @Test
    void aCallThatWaitsAfterThePrAndAnsweredBeforeIsTheDifference() throws Exception {
        System.setProperty("pg.diff.callBoundMillis", "1000");
        Path build = Pairs.build("hangs", "hang/Mailbox.java", "hang/PollingMailbox.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.hang.PollingMailbox",
                "--after-class",
                "pairs.hang.Mailbox",
                "--cp",
                build.toString(),
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(
                run.out()
                        .contains(
                                "verdict: after differs from before: take() answers null before and does not return within 1 s after"),
                run.toString());
        assertTrue(run.out().contains("LinkedBlockingQueue.take"), "the stuck thread's stack: " + run);
    }

    @Test
    void aCallThatBlocksOnBothSidesIsLeftOutSayingSo() throws Exception {
        System.setProperty("pg.diff.callBoundMillis", "1000");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.hang.Mailbox",
                "--after-class",
                "pairs.hang.Mailbox",
                "--cp",
                Pairs.build("hangs", "hang/Mailbox.java", "hang/PollingMailbox.java")
                        .toString(),
                "--no-bench");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out().contains("take(): does not return on either side within 1000 ms (a blocking call)"),
                run.toString());
        assertTrue(run.out().contains("verdict: no difference found"), run.toString());
    }

    /**
     * A blocking method drawn with a dozen arguments (poll(1, MINUTES), poll(2, DAYS)...) costs its bound once, not once
     * per argument: with a check's bound of 30 s and a call's of 1 s, the mailbox against itself ends with a verdict, the
     * timed poll and take left out as blocking calls (before, every timed poll drawn waited out its bound on both sides,
     * and the check ran past its own bound: HUNG, no verdict; corpus S08).
     */
    @Test
    void aBlockingMethodDrawnWithManyArgumentsCostsItsBoundOnce() throws Exception {
        System.setProperty("pg.diff.callBoundMillis", "1000");
        Path build = Pairs.build("timed", "hang/TimedMailbox.java");
        Pairs.Run run = Pairs.againstItself("pairs.hang.TimedMailbox", build, 30);
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out()
                        .contains(
                                "poll(long,java.util.concurrent.TimeUnit): does not return on either side within 1000 ms (a blocking call)"),
                run.toString());
        assertTrue(
                run.out().contains("take(): does not return on either side within 1000 ms (a blocking call)"),
                run.toString());
    }

    /** Nothing left to call concurrently is no verdict (exit 3, one line): never "nothing found", never a finding. */
    @Test
    void aDiffWithNothingLeftToCallIsNoVerdict() throws Exception {
        System.setProperty("pg.diff.callBoundMillis", "1000");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.hang.Mailbox",
                "--after-class",
                "pairs.hang.Mailbox",
                "--cp",
                Pairs.build("hangs", "hang/Mailbox.java", "hang/PollingMailbox.java")
                        .toString(),
                "--methods",
                "take",
                "--no-bench");
        assertEquals(3, run.exit(), run.toString());
        assertEquals(1, run.err().strip().lines().count(), run.toString());
        assertTrue(run.err().contains("nothing left to call concurrently"), run.toString());
    }

    @Test
    void aSpinningCallEndsWithItsJvmAndWhatTheSubjectPrintsGoesToTheReport() throws Exception {
        System.setProperty("pg.diff.callBoundMillis", "1000");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.hang.Spinner",
                "--after-class",
                "pairs.hang.Spinner",
                "--cp",
                Pairs.build("spinner", "hang/Spinner.java").toString(),
                "--methods",
                "spin,hello,count",
                "--no-bench");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(
                run.out().contains("spin(): does not return on either side within 1000 ms (a blocking call)"),
                run.toString());
        assertTrue(run.out().contains("verdict: no difference found"), run.toString());
        assertTrue(!run.out().contains("hello from the subject"), "the subject's output is not the console's: " + run);
        String report = java.nio.file.Files.readString(
                Path.of(run.out().replaceAll("(?s).*report: (\\S+report\\.txt).*", "$1")));
        assertTrue(report.contains("the subject printed") && report.contains("hello from the subject"), report);
    }
}
