package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * No false alarm by construction: when both sides run the same bytecode in every method called and in how the object is
 * built, a race one side's run met, or a sequential difference, is never the PR's; the same outcomes on changed code are.
 */
class VerdictTest {

    private static final DiffJunitXml.Case BENCH =
            new DiffJunitXml.Case("performance", DiffJunitXml.Case.SKIPPED, "left out", "", 0);
    private static final SequentialEquivalence.Outcome SAME = SequentialEquivalence.Outcome.found(Optional.empty(), 1);
    private static final Seen RACE = new Seen(Outcome.FAILED, 1, "not linearizable", "a history");
    private static final Seen PASSED = new Seen(Outcome.PASSED, 1, "no non-linearizable history", "");

    @Test
    void aRaceMetOnOneSideOfTheSameCodeIsNotThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", true, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(ExitCode.NOTHING_FOUND, v.exit(), v.words());
        assertTrue(v.words().startsWith("nothing the PR brings: both builds run the same bytecode"), v.words());
    }

    @Test
    void aSequentialDifferenceOfTheSameCodeIsNotThePrs() {
        SequentialEquivalence.Outcome differs = SequentialEquivalence.Outcome.found(
                Optional.of(new SequentialDifference(
                        List.of(new Operations.Op("prune", List.of(), List.of())), List.of("1"), List.of("0"), 3)),
                1);
        assertEquals(
                ExitCode.NOTHING_FOUND,
                Verdict.of(differs, PASSED, PASSED, BENCH, "quick", true, RaceSearch.Reading.AS_SEEN, false)
                        .exit());
        assertEquals(
                ExitCode.FINDING,
                Verdict.of(differs, PASSED, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false)
                        .exit(),
                "on changed code, the same difference is the PR's");
    }

    @Test
    void onChangedCodeARaceTheBeforeSideDoesNotHaveIsThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(ExitCode.FINDING, v.exit(), v.words());
        assertTrue(v.words().contains("a race the PR brings"), v.words());
    }

    /**
     * A failure the before side threw for a defect in its code (an array of size -1), which the after side answers, is the
     * PR's fix, said before the race checks' verdict; the other way it is a difference, and a finding.
     */
    @Test
    void aFailureThePrFixesIsSaidAndIsNoFinding() {
        List<Operations.Op> remove = List.of(new Operations.Op("remove", List.of("java.lang.String"), List.of("a")));
        String crash = "threw java.lang.NegativeArraySizeException";
        SequentialDifference fixed = new SequentialDifference(remove, List.of(crash), List.of("false"), 2);
        assertTrue(fixed.fixesADefect());
        assertFalse(new SequentialDifference(remove, List.of("false"), List.of(crash), 2).fixesADefect());
        assertFalse(
                new SequentialDifference(remove, List.of("threw java.lang.NullPointerException"), List.of("false"), 2)
                        .fixesADefect(),
                "a NullPointerException may be an API's answer by contract");
        Verdict v = Verdict.of(
                SequentialEquivalence.Outcome.fixing(fixed, 1),
                PASSED,
                RACE,
                BENCH,
                "quick",
                false,
                RaceSearch.Reading.AS_SEEN,
                false);
        assertEquals(ExitCode.NOTHING_FOUND, v.exit(), v.words());
        assertEquals(
                "the PR fixes a failure (remove(\"a\") answers " + crash + " before and false after); before is not"
                        + " linearizable, after is: the PR fixes a race (not linearizable)",
                v.words());
    }

    /** A race the after side met once and did not meet again on its own replay is not counted as the PR's. */
    @Test
    void aRaceItsOwnSideDoesNotReproduceIsNotThePrs() {
        Verdict v = Verdict.of(SAME, RACE, PASSED, BENCH, "quick", false, RaceSearch.Reading.UNCONFIRMED, false);
        assertEquals(ExitCode.NOTHING_FOUND, v.exit(), v.words());
        assertTrue(v.words().startsWith("a race met once on the after side and not reproduced"), v.words());
    }

    /** Both sides race in the same methods; the after side's history is one the before side never gives: the PR's. */
    @Test
    void aHistoryTheBeforeSideNeverGivesIsThePrsBesideItsOwnRace() {
        Verdict v = Verdict.of(SAME, RACE, RACE, BENCH, "quick", false, RaceSearch.Reading.NEW_HISTORY, false);
        assertEquals(ExitCode.FINDING, v.exit(), v.words());
        assertTrue(v.words().startsWith("after answers as before never does: a race the PR brings"), v.words());
        assertEquals(
                ExitCode.NOTHING_FOUND,
                Verdict.of(SAME, RACE, RACE, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false)
                        .exit(),
                "a shared history: there before");
    }

    /** Races both builds give, looked past, and nothing else found: there before, not "no difference found". */
    @Test
    void racesBothBuildsGiveLookedPastWereThereBefore() {
        Verdict v = Verdict.of(SAME, PASSED, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, true);
        assertEquals(Verdict.Kind.THERE_BEFORE, v.kind(), v.words());
        assertEquals(ExitCode.NOTHING_FOUND, v.exit(), v.words());
        assertEquals(
                Verdict.Kind.NO_DIFFERENCE,
                Verdict.of(SAME, PASSED, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false)
                        .kind());
    }

    /** A history travels between the checks' JVMs as one line, whatever its answers hold. */
    @Test
    void aHistoryIsOneLineAndBack() {
        ProducesHistory.History h = new ProducesHistory.History(
                List.of("void"),
                List.of(List.of("\"a/b|c,d\"", "threw java.lang.X"), List.of("-1")),
                List.of("[1, 2]", "{a=b}"));
        String line = h.encode();
        assertTrue(!line.contains("\n") && line.chars().filter(c -> c == '/').count() == 2, line);
        assertEquals(h, ProducesHistory.History.decode(line));
    }

    /** A check that could not run is no verdict, exit 3: never a finding, never "nothing found". */
    @Test
    void aCheckThatCouldNotRunIsNoVerdict() {
        Seen error = new Seen(Outcome.ERROR, 1, "harness error", "the model checker did not end");
        Verdict v = Verdict.of(SAME, error, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(Verdict.Kind.NO_VERDICT, v.kind(), v.words());
        assertEquals(3, v.exit().code(), v.words());
    }

    /**
     * Nothing found where the clock cut a side's model checking of the pairs is said to be not repeatable by its seed
     * (findings F27); a finding is not, and neither is an answer where nothing was cut.
     */
    @Test
    void nothingFoundWhereTheClockCutThePairsIsNotRepeatableByItsSeed() {
        Seen cut = new Seen(
                Outcome.PASSED,
                1,
                "no non-linearizable history in systematic pairs ("
                        + new ModelCheckingBatches.Coverage(130, 200, 1.1).cut(150) + ")",
                "");
        Verdict nothing = Verdict.of(SAME, cut, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(Verdict.Kind.NO_DIFFERENCE, nothing.kind(), nothing.words());
        assertTrue(nothing.words().contains("not repeatable by its seed"), nothing.words());
        Verdict fixes = Verdict.of(SAME, cut, RACE, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(Verdict.Kind.FIXES_RACE, fixes.kind(), fixes.words());
        assertTrue(fixes.words().contains("not repeatable by its seed"), fixes.words());
        Verdict whole = Verdict.of(SAME, PASSED, PASSED, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertFalse(whole.words().contains("not repeatable"), whole.words());
        Verdict brings = Verdict.of(SAME, RACE, cut, BENCH, "quick", false, RaceSearch.Reading.AS_SEEN, false);
        assertEquals(Verdict.Kind.BRINGS_RACE, brings.kind(), brings.words());
        assertFalse(brings.words().contains("not repeatable"), brings.words());
    }
}
