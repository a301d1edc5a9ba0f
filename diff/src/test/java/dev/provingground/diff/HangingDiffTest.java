package dev.provingground.diff;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A class whose call blocks for ever (take() on an empty mailbox): every check is bounded, the hang is
 * HUNG with the call and its thread, and the diff gives no verdict rather than one by accident.
 */
@DisabledIfSystemProperty(named = "pg.it.skip", matches = "true") // not again inside a nested build of the suite
class HangingDiffTest {

    @AfterEach
    void forgetTheBound() {
        System.clearProperty("pg.diff.boundSeconds");
    }

    @Test
    void aCallThatNeverReturnsIsHungNotAVerdict() throws Exception {
        System.setProperty("pg.diff.boundSeconds", "5");
        Pairs.Run run = Pairs.diff("--before-class", "pairs.hang.Mailbox", "--after-class", "pairs.hang.Mailbox",
                "--cp", Pairs.build("hang", "hang/Mailbox.java").toString(), "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("sequential-equivalence             HUNG"), run.toString());
        assertTrue(run.out().contains("take() on the before side did not return within 5 s"), run.toString());
        assertTrue(run.out().contains("LinkedBlockingQueue.take"), "the stuck thread's stack: " + run);
        assertTrue(run.out().contains("verdict: no verdict: a check could not run"), run.toString());
    }
}
