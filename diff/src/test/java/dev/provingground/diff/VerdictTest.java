package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No false alarm by construction: when both sides run the same bytecode in every method called and in how the object is
 * built, a race one side's run met, or a sequential difference, is never the PR's; the same outcomes on changed code are.
 */
class VerdictTest {

    private static final DiffJunitXml.Case BENCH = new DiffJunitXml.Case("performance", DiffJunitXml.Case.SKIPPED, "left out", "", 0);
    private static final SequentialEquivalence.Outcome SAME = new SequentialEquivalence.Outcome(Optional.empty(), false, "", 1, List.of(), "",
            List.of(), "");
    private static final Seen RACE = new Seen(Outcome.FAILED, 1, "not linearizable", "a history");
    private static final Seen PASSED = new Seen(Outcome.PASSED, 1, "no non-linearizable history", "");

    @Test
    void aRaceMetOnOneSideOfTheSameCodeIsNotThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", true, false);
        assertEquals(0, v.exit(), v.words());
        assertTrue(v.words().startsWith("nothing the PR brings: both builds run the same bytecode"), v.words());
    }

    @Test
    void aSequentialDifferenceOfTheSameCodeIsNotThePrs() {
        SequentialEquivalence.Outcome differs = new SequentialEquivalence.Outcome(Optional.of(new SequentialEquivalence.Difference(
                List.of(new Operations.Op("prune", List.of(), List.of())), List.of("1"), List.of("0"), 3)), false, "", 1, List.of(), "", List.of(), "");
        assertEquals(0, Verdict.of(differs, PASSED, PASSED, BENCH, "quick", true, false).exit());
        assertEquals(1, Verdict.of(differs, PASSED, PASSED, BENCH, "quick", false, false).exit(), "on changed code, the same difference is the PR's");
    }

    @Test
    void onChangedCodeARaceTheBeforeSideDoesNotHaveIsThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", false, false);
        assertEquals(1, v.exit(), v.words());
        assertTrue(v.words().contains("a race the PR brings"), v.words());
    }

    /** A race the after side met once and did not meet again on its own replay is not counted as the PR's. */
    @Test
    void aRaceItsOwnSideDoesNotReproduceIsNotThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", false, true);
        assertEquals(0, v.exit(), v.words());
        assertTrue(v.words().startsWith("a race met once on the after side and not reproduced"), v.words());
    }
}
