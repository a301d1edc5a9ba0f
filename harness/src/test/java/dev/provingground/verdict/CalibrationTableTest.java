package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What a check's PASS is worth, in the words the reports use. */
class CalibrationTableTest {

    private static final CalibrationTable TABLE = new CalibrationTable(CalibrationTable.parse(List.of(
            "lincheck\trefcount\tstress\tXaddRefCount\t20\t20\t2270\t14225\tstress 30 x 2000\t2026-11-24",
            "lincheck\trefcount\tstress\tVolatileRefCount\t20\t20\t8079\t20680\tstress 30 x 2000\t2026-11-25",
            "lincheck\trefcount\tmodel\tXaddRefCount\t20\t19\t743\t1582\tmc 40 x 400\t2026-11-25",
            "jcstress\tpool\tAcquireVsAcquireLitmus\tBitSetPool\t20\t20\t6048\t6733\tjcstress -m quick: 3 forks\t2026-11-25",
            "jmh\tcounter\talloc-per-request\tComputeCounters\t20\t20\t9000\t9500\tJMH: 1 fork\t2026-11-25")));

    @Test
    void everyNamedBugCaughtEveryTime() {
        assertEquals(
                "caught each of its 2 known bugs in 20 of 20 runs; slowest 20.7 s (calibrated 2026-11-25)",
                TABLE.sentence("refcount", "lincheck", "stress", List.of("a.XaddRefCount", "b.VolatileRefCount")));
    }

    @Test
    void aMissIsNamedAndSoAreTheBugsNotYetCalibrated() {
        assertEquals(
                "caught XaddRefCount in 19 of 20 runs; slowest 1.6 s (calibrated 2026-11-25); 1 more named, not calibrated yet",
                TABLE.sentence("refcount", "lincheck", "model", List.of("a.XaddRefCount", "b.VolatileRefCount")));
    }

    @Test
    void aLitmusTestStatesNoTimeToTheCatch() {
        assertEquals(
                "caught its known bug in 20 of 20 runs (calibrated 2026-11-25)",
                TABLE.sentence("pool", "jcstress", "AcquireVsAcquireLitmus", List.of("a.BitSetPool")));
    }

    @Test
    void aJmhClaimStatesNoTimeToTheCatch() {
        assertEquals(
                "caught its known bug in 20 of 20 runs (calibrated 2026-11-25)",
                TABLE.sentence("counter", "jmh", "alloc-per-request", List.of("a.ComputeCounters")));
    }

    @Test
    void aCheckNobodyCalibratedSaysSo() {
        assertEquals(
                "catch rate not calibrated yet (1 known bug named; docs/calibration.md)",
                TABLE.sentence("counter", "lincheck", "stress", List.of("a.AtomicFloorCounters")));
    }

    @Test
    void theShippedTableHoldsTheMeasuredCells() {
        String sentence = CalibrationTable.shipped()
                .sentence(
                        "refcount",
                        "lincheck",
                        "stress-2-threads",
                        List.of(
                                "dev.provingground.refcount.XaddRefCount",
                                        "dev.provingground.refcount.VolatileRefCount",
                                "dev.provingground.refcount.XaddNoRollbackRefCount",
                                        "dev.provingground.refcount.XaddLenientReleaseRefCount"));
        assertTrue(sentence.startsWith("caught each of its 4 known bugs in 20 of 20 runs"), sentence);
        String litmus = CalibrationTable.shipped()
                .sentence("pool", "jcstress", "AcquireVsAcquireLitmus", List.of("dev.provingground.pool.BitSetPool"));
        assertTrue(litmus.startsWith("caught its known bug in 20 of 20 runs"), litmus);
    }
}
