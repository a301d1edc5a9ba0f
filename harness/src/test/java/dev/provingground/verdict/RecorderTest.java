package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What an engine recorded can be read back as the engine handed it, to be recorded again. */
class RecorderTest {

    @Test
    void engineEvidenceDropsTheLinesRecordAdds() {
        CheckResult r = new CheckResult(
                "pool",
                "dev.provingground.pool.BitSetPool",
                "jcstress",
                "AcquireVsAcquireLitmus",
                List.of("EXCLUSIVE_HOLDER"),
                List.of("dev.provingground.pool.BitSetPool"),
                CheckResult.Outcome.FAILED,
                1668,
                "forbidden outcome 0, 2",
                "subject dev.provingground.pool.BitSetPool from subjects/target/classes\njcstress AcquireVsAcquireLitmus\nRESULT  SAMPLES\n"
                        + "budget: jcstress -m quick: 1 fork, 1,000 samples",
                "jcstress -m quick: 1 fork, 1,000 samples");
        assertEquals("jcstress AcquireVsAcquireLitmus\nRESULT  SAMPLES", Recorder.engineEvidence(r));
    }
}
