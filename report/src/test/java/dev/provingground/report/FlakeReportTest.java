package dev.provingground.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cell whose outcome differs between runs is a flake, reported with the evidence of each outcome. */
class FlakeReportTest {

    private static CheckResult result(String check, Outcome o, String evidence) {
        return new CheckResult(
                "refcount", "a.X", "jcstress", check, List.of("P"), List.of(), o, 1, "summary " + o, evidence);
    }

    @Test
    void aCellCaughtInOneRunAndPassedInAnotherIsAFlakeWithBothEvidences() {
        List<List<CheckResult>> runs = List.of(
                List.of(result("A", Outcome.FAILED, "table of run 1"), result("B", Outcome.PASSED, "b")),
                List.of(result("A", Outcome.PASSED, "table of run 2"), result("B", Outcome.PASSED, "b")),
                List.of(result("A", Outcome.FAILED, "table of run 3"), result("B", Outcome.PASSED, "b")));
        List<FlakeReport.Cell> flaky =
                FlakeReport.cells(runs).stream().filter(FlakeReport.Cell::flaky).toList();
        assertEquals(1, flaky.size());
        assertEquals("jcstress:A", flaky.get(0).column());
        String md = FlakeReport.render(runs, "./mvnw verify");
        assertTrue(md.contains("2 cells (subject x check), 1 whose outcome differed"), md);
        assertTrue(md.contains("outcomes, run by run: FAILED, PASSED, FAILED"), md);
        assertTrue(
                md.contains("table of run 1") && md.contains("table of run 2") && !md.contains("table of run 3"), md);
    }

    @Test
    void aCellMissingFromARunIsAFlakeToo() {
        List<List<CheckResult>> runs = List.of(List.of(result("A", Outcome.PASSED, "a")), List.of());
        assertTrue(FlakeReport.cells(runs).get(0).flaky());
        assertTrue(FlakeReport.render(runs, "x").contains("PASSED, (none)"));
    }
}
