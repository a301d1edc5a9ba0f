package dev.provingground.diff;

import dev.provingground.verdict.ToolTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The mechanisms behind the diff's misses on real code it had not seen, each on a fixture of its own (pairs/reach),
 * run end to end at the quick budget: a race in a protected hook a template method calls, a race in the getter of an
 * anonymous subclass a factory returns, and a clock read that is no difference between two builds of the same code.
 */
@ToolTest(group = 2)
@Tag(ToolTest.LONG)
class ReachDiffTest {

    private static Path reach() throws Exception {
        return Pairs.build("reach", "reach/Journal.java", "reach/LockedJournal.java", "reach/PlainJournal.java", "reach/Memo.java", "reach/RacyMemo.java");
    }

    @Test
    void aRaceInTheHookATemplateMethodCallsIsFound() throws Exception {
        Pairs.Run run = Pairs.diff("--before-class", "pairs.reach.LockedJournal", "--after-class", "pairs.reach.PlainJournal", "--cp", reach().toString(),
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"), run.toString());
    }

    @Test
    void aRaceInTheAnonymousSubclassAFactoryReturnsIsFound() throws Exception {
        Pairs.Run run = Pairs.diff("--before-class", "pairs.reach.Memo", "--after-class", "pairs.reach.RacyMemo", "--new", "memoize",
                "--cp", reach().toString(), "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after is not linearizable, before is: a race the PR brings"), run.toString());
    }

    @Test
    void aClockReadAgainstItselfIsNoDifference() throws Exception {
        Path build = Pairs.build("clock", "reach/Deadline.java");
        Pairs.Run run = Pairs.diff("--class", "pairs.reach.Deadline", "--before", build.toString(), "--after", build.toString(), "--no-bench");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: no difference found") && run.out().contains("both builds run the same bytecode"), run.toString());
    }
}
