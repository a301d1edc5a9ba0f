package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A calibrated cell's runs become one line of the table, and the cell records its first miss or its slowest catch. */
class CalibrationTest {

    private static final CatalogEntry BROKEN = CatalogEntry.reviewed("java.util.concurrent.atomic.AtomicLong");

    @TempDir
    Path results;

    private String before;

    @BeforeEach
    void results() {
        before = System.getProperty("pg.results");
        System.setProperty("pg.results", results.toString());
    }

    @AfterEach
    void restore() {
        if (before == null) System.clearProperty("pg.results");
        else System.setProperty("pg.results", before);
    }

    @Test
    void caughtEveryTimeRecordsTheSlowestCatch() throws Exception {
        Seen seen = Calibration.summarize(
                "jcstress",
                "counter",
                "SendVsEvictLitmus",
                BROKEN,
                "jcstress -m quick",
                List.of(caught(900), caught(2_700), caught(1_800)));
        assertEquals(Outcome.FAILED, seen.outcome());
        assertEquals(2_700, seen.millis());
        assertTrue(
                seen.summary().endsWith("(calibration: caught in 3 of 3 runs; median 1800 ms, slowest 2700 ms)"),
                seen.summary());
        String line = Files.readString(results.resolve("calibration.tsv")).strip();
        assertEquals(
                List.of(
                        "jcstress",
                        "counter",
                        "SendVsEvictLitmus",
                        "AtomicLong",
                        "3",
                        "3",
                        "1800",
                        "2700",
                        "jcstress -m quick"),
                List.of(line.split("\t")).subList(0, 9));
    }

    @Test
    void aMissIsWhatTheCellRecords() {
        Seen seen = Calibration.summarize(
                "jcstress",
                "counter",
                "SendVsEvictLitmus",
                BROKEN,
                "jcstress -m quick",
                List.of(caught(900), new Seen(Outcome.PASSED, 2_500, "1,000 samples, no forbidden outcome", "table")));
        assertEquals(Outcome.PASSED, seen.outcome(), "the verdict step then fails the check as one without teeth");
        assertTrue(
                seen.summary()
                        .startsWith(
                                "calibration (pg.calibrate=2): caught in 1 of 2 runs; median 900 ms, slowest 900 ms; a run that missed"),
                seen.summary());
    }

    private static Seen caught(long millis) {
        return new Seen(Outcome.FAILED, millis, "forbidden outcome 0", "table");
    }
}
