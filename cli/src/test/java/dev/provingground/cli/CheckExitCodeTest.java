package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.provingground.report.JsonReport;
import dev.provingground.verdict.ExitCode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code check}'s exit code is read from its report's cells (typed), never from the build's words. */
class CheckExitCodeTest {

    @TempDir
    Path folder;

    private Path report(String... cells) throws Exception {
        List<JsonReport.CellVerdict> judged = java.util.Arrays.stream(cells)
                .map(c ->
                        new JsonReport.CellVerdict("check", "engine", c, false, "PASSED", List.of(), "", "", "", "", 0))
                .toList();
        JsonReport.Verdicts v = new JsonReport.Verdicts(
                "proving-ground-verdicts/1",
                "",
                false,
                0,
                0,
                List.of(),
                List.of(new JsonReport.ContractVerdicts(
                        "counter",
                        List.of("check"),
                        List.of(),
                        List.of(new JsonReport.SubjectVerdict(
                                "acme", "acme", "REVIEWED", "SOUND", "BROKEN", false, judged)))));
        Path file = folder.resolve("verdicts.json");
        new ObjectMapper().writeValue(file.toFile(), v);
        return file;
    }

    @Test
    void aPassingBuildIsNothingFound() throws Exception {
        assertEquals(ExitCode.NOTHING_FOUND, CheckCommand.exit(0, report("PASS")));
    }

    @Test
    void aFailedPropertyIsAFinding() throws Exception {
        assertEquals(ExitCode.FINDING, CheckCommand.exit(1, report("PASS", "FAIL", "HUNG")));
    }

    @Test
    void aCellTheHarnessCouldNotJudgeIsNoVerdictEvenBesideAFinding() throws Exception {
        assertEquals(ExitCode.NO_VERDICT, CheckCommand.exit(1, report("FAIL", "ERROR")));
        assertEquals(ExitCode.NO_VERDICT, CheckCommand.exit(1, report("PASS", "CRASHED")));
    }

    @Test
    void aBuildThatStoppedBeforeItsReportIsNoVerdict() {
        assertEquals(ExitCode.NO_VERDICT, CheckCommand.exit(1, folder.resolve("none.json")));
    }
}
