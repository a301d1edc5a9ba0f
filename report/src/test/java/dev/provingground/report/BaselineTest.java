package dev.provingground.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ResultStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A reviewer's check shows the built-in subjects beside theirs from the last full run; one shard's results are not
 * a full run (a quarter of the cells: every other built-in cell would read as a check without teeth). Found when
 * ReviewerCheckTest ran in the third of four shards and its correct counter "failed" on the baseline's missing cells.
 */
class BaselineTest {

    @TempDir
    Path dir;

    private Path withOneResult(String name) {
        Path results = dir.resolve(name);
        new ResultStore(results)
                .write(new CheckResult(
                        "counter",
                        "a.B",
                        "jcstress",
                        "A",
                        List.of("NEVER_NEGATIVE"),
                        List.of(),
                        CheckResult.Outcome.PASSED,
                        1,
                        "fine",
                        "table"));
        return results;
    }

    @Test
    void aFullRunIsTheBaseline() {
        assertEquals(
                1,
                VerdictMain.baselineIn(withOneResult("full"), dir.resolve("now"))
                        .size());
    }

    @Test
    void oneShardsResultsAreNot() throws Exception {
        Path shard = withOneResult("shard");
        Files.writeString(shard.resolve(ShardManifest.FILE), "shard=3/4\n");
        assertEquals(List.of(), VerdictMain.baselineIn(shard, dir.resolve("now")));
    }

    @Test
    void neitherAreThisRunsOwnOrNone() {
        Path results = withOneResult("own");
        assertEquals(List.of(), VerdictMain.baselineIn(results, results));
        assertEquals(List.of(), VerdictMain.baselineIn(dir.resolve("nowhere"), results));
    }
}
