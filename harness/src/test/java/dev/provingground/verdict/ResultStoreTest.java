package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultStoreTest {

    @Test
    void resultsSurviveTheRoundTripIncludingMultiLineEvidence(@TempDir Path dir) {
        ResultStore store = new ResultStore(dir);
        CheckResult written = new CheckResult(
                "counter",
                "dev.provingground.counter.NoFloorCounters",
                "jcstress",
                "CompleteVsCompleteLitmus",
                List.of("NEVER_NEGATIVE", "UNMATCHED_REPORTED_ONCE"),
                List.of("a.B", "c.D"),
                CheckResult.Outcome.FAILED,
                1234,
                "forbidden outcome -1, 1",
                "RESULT  SAMPLES\n-1, 1   7,098,444  Forbidden  the count went below zero\n= é ü :",
                "jcstress -m quick: 1 fork, 7,098,444 samples");
        store.write(written);
        assertEquals(List.of(written), store.readAll());
    }
}
