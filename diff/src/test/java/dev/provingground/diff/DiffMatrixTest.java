package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.provingground.report.ReportValidation;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The diff's matrix says what its exit code says: a race the after side brings fails; one the before
 * side had already shows on the before row and fails nothing; a check that could not run fails on
 * either row. Both files are held to the suite's schema.
 */
class DiffMatrixTest {

    private static final DiffMatrix.Side BEFORE = new DiffMatrix.Side("before", "pairs.RefCount");
    private static final DiffMatrix.Side AFTER = new DiffMatrix.Side("after", "pairs.RefCount");

    @TempDir
    Path dir;

    private JsonNode write(Outcome after, Outcome before) throws Exception {
        List<CheckResult> results = List.of(
                DiffMatrix.result(
                        "diff pairs.RefCount",
                        AFTER,
                        "sequential-equivalence",
                        DiffMatrix.DiffProperty.SAME_ANSWERS,
                        Outcome.PASSED,
                        10,
                        "2000 sequences answered alike",
                        "seed 1\nreplay: proving-ground diff --seed 1",
                        "2000 sequences, seed 1"),
                DiffMatrix.result(
                        "diff pairs.RefCount",
                        AFTER,
                        "linearizable",
                        DiffMatrix.DiffProperty.LINEARIZABLE,
                        after,
                        10,
                        "after",
                        "history\nreplay: proving-ground diff --seed 1",
                        "stress 10 x 1000"),
                DiffMatrix.result(
                        "diff pairs.RefCount",
                        BEFORE,
                        "linearizable",
                        DiffMatrix.DiffProperty.LINEARIZABLE,
                        before,
                        10,
                        "before",
                        "history\nreplay: proving-ground diff --seed 1",
                        "stress 10 x 1000"));
        DiffMatrix.write(dir, "diff pairs.RefCount", BEFORE, AFTER, results, "test");
        String json = Files.readString(dir.resolve("verdicts.json"));
        assertEquals(List.of(), ReportValidation.verdictsJson(json, Path.of("../docs/verdicts.schema.json")));
        assertTrue(Files.readString(dir.resolve(DiffMatrix.MATRIX)).contains("diff:linearizable"));
        return new ObjectMapper().readTree(json);
    }

    @Test
    void aRaceThePrBringsFails() throws Exception {
        JsonNode v = write(Outcome.FAILED, Outcome.PASSED);
        assertEquals(false, v.get("asExpected").asBoolean());
        assertTrue(
                v.get("problems").get(0).asText().contains("RefCount (after): failed diff:linearizable"), v.toString());
        JsonNode after = v.get("contracts").get(0).get("subjects").get(1);
        assertEquals("FAILS", after.get("verdict").asText());
        assertEquals(
                "proving-ground diff --seed 1",
                after.get("cells").get(0).get("replay").asText());
    }

    @Test
    void aRaceAlreadyThereShowsOnTheBeforeRowAndFailsNothing() throws Exception {
        JsonNode v = write(Outcome.FAILED, Outcome.FAILED);
        assertEquals(1, v.get("problems").size(), "only the after row's failure: " + v.get("problems"));
        v = write(Outcome.PASSED, Outcome.FAILED);
        assertEquals(true, v.get("asExpected").asBoolean(), v.get("problems").toString());
        assertEquals(
                "FAILS",
                v.get("contracts").get(0).get("subjects").get(0).get("verdict").asText());
    }

    @Test
    void aCheckThatCouldNotRunFailsOnEitherRow() throws Exception {
        JsonNode v = write(Outcome.PASSED, Outcome.ERROR);
        assertEquals(false, v.get("asExpected").asBoolean());
        assertTrue(
                v.get("problems").get(0).asText().contains("RefCount (before): ERROR on diff:linearizable"),
                v.toString());
    }
}
