package dev.provingground.report;

import static dev.provingground.counter.CounterContract.CONTRACT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.counter.AtomicFloorCounters;
import dev.provingground.counter.CheckThenDecrementCounters;
import dev.provingground.counter.ComputeCounters;
import dev.provingground.counter.GetThenPutCounters;
import dev.provingground.counter.NoFloorCounters;
import dev.provingground.counter.RetiringAtomicCounters;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Expected;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The judging rules of the verdict step, on hand-made results. */
class MatrixTest {

    private static CatalogEntry entry(Class<?> c) {
        return CONTRACT.entry(c.getName()).orElseThrow();
    }

    /** A subject the catalog calls sound (the before code is broken only on the PR's allocation claim). */
    private static final CatalogEntry SOUND =
            new CatalogEntry(ComputeCounters.class, CatalogEntry.Role.BEFORE, Expected.sound(), "a sound subject");

    private static CheckResult result(
            Class<?> subject, String check, List<String> aims, List<Class<?>> catches, Outcome o) {
        return new CheckResult(
                "counter",
                subject.getName(),
                "jcstress",
                check,
                aims,
                catches.stream().map(Class::getName).toList(),
                o,
                1,
                "summary of " + check,
                "evidence");
    }

    @Test
    void soundSubjectPassingEverythingIsSound() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(SOUND),
                List.of(result(ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.PASSED)));
        assertEquals("SOUND", m.rows().get(0).verdict());
        assertTrue(m.problems().isEmpty(), m.problems().toString());
    }

    @Test
    void soundSubjectFailingIsAFalseAlarmThatFailsTheBuild() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(SOUND),
                List.of(result(ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.FAILED)));
        assertEquals(Cell.FALSE_ALARM, m.cell(SOUND, "jcstress:A"));
        assertEquals("FALSE ALARM", m.rows().get(0).verdict());
        assertEquals(1, m.problems().size());
    }

    @Test
    void brokenSubjectFailingItsPropertyIsCaught() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(CheckThenDecrementCounters.class)),
                List.of(
                        result(
                                CheckThenDecrementCounters.class,
                                "A",
                                List.of("NEVER_NEGATIVE"),
                                List.of(CheckThenDecrementCounters.class),
                                Outcome.FAILED),
                        result(
                                CheckThenDecrementCounters.class,
                                "B",
                                List.of("NEVER_NEGATIVE"),
                                List.of(),
                                Outcome.PASSED)));
        assertEquals(Cell.CAUGHT, m.cell(entry(CheckThenDecrementCounters.class), "jcstress:A"));
        assertEquals(Cell.PASS, m.cell(entry(CheckThenDecrementCounters.class), "jcstress:B"));
        assertEquals("CAUGHT", m.rows().get(0).verdict());
        assertTrue(m.problems().isEmpty(), m.problems().toString());
    }

    @Test
    void aSubjectThatHangsSpinsExitsOrRunsOutOfHeapGetsThatNamedCellAndFailsTheBuild() {
        CatalogEntry sound = SOUND;
        Matrix m = new Matrix(
                CONTRACT,
                List.of(sound),
                List.of(
                        result(ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.HUNG),
                        result(ComputeCounters.class, "B", List.of("NEVER_NEGATIVE"), List.of(), Outcome.SPINNING),
                        result(ComputeCounters.class, "C", List.of("NEVER_NEGATIVE"), List.of(), Outcome.EXITED),
                        result(ComputeCounters.class, "D", List.of("NEVER_NEGATIVE"), List.of(), Outcome.OUT_OF_HEAP),
                        result(ComputeCounters.class, "E", List.of("NEVER_NEGATIVE"), List.of(), Outcome.CRASHED)));
        assertEquals(Cell.HUNG, m.cell(sound, "jcstress:A"));
        assertEquals(Cell.SPINNING, m.cell(sound, "jcstress:B"));
        assertEquals(Cell.EXITED, m.cell(sound, "jcstress:C"));
        assertEquals(Cell.OUT_OF_HEAP, m.cell(sound, "jcstress:D"));
        assertEquals(Cell.CRASHED, m.cell(sound, "jcstress:E"));
        assertEquals(5, m.problems().size(), m.problems().toString());
        assertTrue(
                m.problems().get(0).contains("HUNG on jcstress:A: summary of A"),
                m.problems().get(0));
    }

    @Test
    void aHangOnACheckAimedAtTheBrokenPropertyIsCaughtButAnExitIsNot() {
        CatalogEntry broken = entry(CheckThenDecrementCounters.class);
        Matrix m = new Matrix(
                CONTRACT,
                List.of(broken),
                List.of(
                        result(
                                CheckThenDecrementCounters.class,
                                "A",
                                List.of("NEVER_NEGATIVE"),
                                List.of(CheckThenDecrementCounters.class),
                                Outcome.SPINNING),
                        result(
                                CheckThenDecrementCounters.class,
                                "B",
                                List.of("NEVER_NEGATIVE"),
                                List.of(),
                                Outcome.EXITED),
                        result(
                                CheckThenDecrementCounters.class,
                                "C",
                                List.of("NO_LOST_UPDATE"),
                                List.of(),
                                Outcome.HUNG)));
        assertEquals(Cell.CAUGHT, m.cell(broken, "jcstress:A"));
        assertEquals(Cell.EXITED, m.cell(broken, "jcstress:B"));
        assertEquals(Cell.HUNG, m.cell(broken, "jcstress:C"));
        assertEquals(2, m.problems().size(), m.problems().toString());
    }

    @Test
    void brokenSubjectThatNoAimedCheckCatchesIsMissed() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(CheckThenDecrementCounters.class)),
                List.of(result(
                        CheckThenDecrementCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.PASSED)));
        assertEquals(Cell.MISSED, m.cell(entry(CheckThenDecrementCounters.class), "jcstress:A"));
        assertEquals("MISSED", m.rows().get(0).verdict());
        assertEquals(1, m.problems().size());
    }

    @Test
    void failureOfAPropertyTheCatalogSaysIsKeptIsAFalseAlarm() {
        // GetThenPutCounters breaks NO_LOST_UPDATE only; failing NEVER_NEGATIVE is unexplained.
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(GetThenPutCounters.class)),
                List.of(
                        result(GetThenPutCounters.class, "A", List.of("NO_LOST_UPDATE"), List.of(), Outcome.FAILED),
                        result(GetThenPutCounters.class, "B", List.of("NEVER_NEGATIVE"), List.of(), Outcome.FAILED)));
        assertEquals(Cell.CAUGHT, m.cell(entry(GetThenPutCounters.class), "jcstress:A"));
        assertEquals(Cell.FALSE_ALARM, m.cell(entry(GetThenPutCounters.class), "jcstress:B"));
        assertEquals(1, m.problems().size());
    }

    @Test
    void collateralFailureListedInTheCatalogIsAllowedButDoesNotCatch() {
        // NoFloorCounters: BROKEN(NEVER_NEGATIVE), may also fail AGREES_WITH_MODEL.
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(NoFloorCounters.class)),
                List.of(result(NoFloorCounters.class, "A", List.of("AGREES_WITH_MODEL"), List.of(), Outcome.FAILED)));
        assertEquals(Cell.ALSO_FAILS, m.cell(entry(NoFloorCounters.class), "jcstress:A"));
        assertEquals("MISSED", m.rows().get(0).verdict());
    }

    @Test
    void checkThatStopsCatchingTheSubjectItNamesHasNoTeeth() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(GetThenPutCounters.class)),
                List.of(
                        result(
                                GetThenPutCounters.class,
                                "A",
                                List.of("NO_LOST_UPDATE"),
                                List.of(GetThenPutCounters.class),
                                Outcome.FAILED),
                        result(
                                GetThenPutCounters.class,
                                "B",
                                List.of("NO_LOST_UPDATE"),
                                List.of(GetThenPutCounters.class),
                                Outcome.PASSED)));
        assertEquals(
                List.of(
                        "check without teeth: jcstress:B names GetThenPutCounters as a known-bad it catches, but here it was PASS"),
                m.problems());
    }

    @Test
    void checkNamingASoundSubjectAsItsTeethIsRejected() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(RetiringAtomicCounters.class)),
                List.of(result(
                        RetiringAtomicCounters.class,
                        "A",
                        List.of("NO_LOST_UPDATE"),
                        List.of(RetiringAtomicCounters.class),
                        Outcome.PASSED)));
        assertTrue(
                m.problems().get(0).contains("catalog says SOUND"), m.problems().toString());
    }

    @Test
    void harnessErrorIsNeverCountedAsCaught() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(CheckThenDecrementCounters.class)),
                List.of(result(
                        CheckThenDecrementCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.ERROR)));
        assertEquals(Cell.ERROR, m.cell(entry(CheckThenDecrementCounters.class), "jcstress:A"));
        assertEquals("MISSED", m.rows().get(0).verdict());
        assertEquals(2, m.problems().size(), m.problems().toString());
    }

    @Test
    void reviewersClassThatFailsIsReportedAsFailNamingTheProperties() {
        CatalogEntry reviewed = new CatalogEntry(
                ComputeCounters.class,
                CatalogEntry.Role.REVIEWED,
                dev.provingground.verdict.Expected.sound(),
                "a reviewer's class");
        Matrix m = new Matrix(
                CONTRACT,
                List.of(reviewed),
                List.of(result(ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.FAILED)));
        assertEquals(Cell.FAIL, m.cell(reviewed, "jcstress:A"));
        assertEquals("FAILS", m.rows().get(0).verdict());
        assertEquals(
                List.of("ComputeCounters: failed jcstress:A (aimed at NEVER_NEGATIVE): summary of A"), m.problems());
    }

    @Test
    void catalogEntryThatNoEngineRanFailsTheBuild() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(SOUND, entry(AtomicFloorCounters.class)),
                List.of(result(ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.PASSED)));
        assertEquals(List.of("AtomicFloorCounters: no engine ran this catalog entry"), m.problems());
    }

    @Test
    void notApplicableClaimsNothingAndIsNoFailure() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(SOUND),
                List.of(
                        result(
                                ComputeCounters.class,
                                "A",
                                List.of("NEVER_NEGATIVE"),
                                List.of(),
                                Outcome.NOT_APPLICABLE),
                        result(ComputeCounters.class, "B", List.of("NEVER_NEGATIVE"), List.of(), Outcome.PASSED)));
        assertEquals(Cell.NOT_APPLICABLE, m.cell(SOUND, "jcstress:A"));
        assertEquals("SOUND", m.rows().get(0).verdict());
        assertEquals(List.of(), m.problems());
    }

    @Test
    void notApplicableOnTheKnownBadACheckNamesIsACheckWithoutTeeth() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(entry(GetThenPutCounters.class)),
                List.of(
                        result(
                                GetThenPutCounters.class,
                                "A",
                                List.of("NO_LOST_UPDATE"),
                                List.of(GetThenPutCounters.class),
                                Outcome.FAILED),
                        result(
                                GetThenPutCounters.class,
                                "B",
                                List.of("NO_LOST_UPDATE"),
                                List.of(GetThenPutCounters.class),
                                Outcome.NOT_APPLICABLE)));
        assertEquals(
                List.of(
                        "check without teeth: jcstress:B names GetThenPutCounters as a known-bad it catches, but here it was n/a"),
                m.problems());
    }

    @Test
    void subjectNoCheckCouldReachIsNotCalledSound() {
        Matrix m = new Matrix(
                CONTRACT,
                List.of(SOUND),
                List.of(result(
                        ComputeCounters.class, "A", List.of("NEVER_NEGATIVE"), List.of(), Outcome.NOT_APPLICABLE)));
        assertEquals("NOT CHECKED", m.rows().get(0).verdict());
        assertEquals(List.of("ComputeCounters: no check could reach this subject (every result is n/a)"), m.problems());
    }
}
