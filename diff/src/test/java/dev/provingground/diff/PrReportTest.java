package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.report.ReportValidation;
import dev.provingground.verdict.ExitCode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A pull request's report: pr.json to its schema for each kind of row, and the regression test named for the author. */
class PrReportTest {

    private static final Path SCHEMA = Path.of("../docs/pr.schema.json");

    private static List<PrReport.Row> rows() {
        Path test = Path.of("/out/classes/a.Racy/regression-test/src/test/java/a/RacyRaceTest.java");
        DiffResult racy = new DiffResult(
                ExitCode.FINDING,
                new Verdict(Verdict.Kind.BRINGS_RACE, "after is not linearizable, before is: a race the PR brings"),
                Map.of(
                        "sequential-equivalence",
                        "SAME",
                        "after-linearizable-against-before",
                        "FAILED",
                        "before-linearizable-alone",
                        "PASSED"),
                "verdict: ...",
                "",
                new Reproducer.Written(
                        test.getParent().getParent().getParent().getParent().getParent(), test, null));
        return List.of(
                PrReport.Row.diffed(
                        new ChangedClasses.Changed("a.Racy", true, "", List.of("add(int)"), List.of("int count")),
                        racy,
                        "proving-ground pr --only a.Racy",
                        Path.of("/out/classes/a.Racy")),
                PrReport.Row.skipped(
                        new ChangedClasses.Changed("a.Plain", true, "", List.of("name()"), List.of()),
                        "no concurrent state"),
                PrReport.Row.cannot(
                        new ChangedClasses.Changed(
                                "a.Hidden", false, "no public constructor", List.of("run()"), List.of("int n")),
                        "cannot construct it"));
    }

    @Test
    void prJsonMatchesItsSchemaForEveryKindOfRow() throws Exception {
        List<PrReport.Row> rows = rows();
        String json = PrReport.json("main", "the PR", rows, PrReport.verdict(rows, ExitCode.NO_VERDICT));
        assertEquals(List.of(), ReportValidation.json(PrReport.JSON, json, SCHEMA), json);
        var tree = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        assertEquals(3, tree.get("exit").asInt(), "the worst of the rows: a class with no verdict");
        assertEquals("BRINGS_RACE", tree.get("classes").get(0).get("kind").asText());
        assertTrue(tree.get("classes").get(0).get("regressionTest").asText().endsWith("RacyRaceTest.java"), json);
        assertTrue(tree.get("classes").get(1).get("regressionTest").isNull(), json);
    }

    @Test
    void theSchemaRejectsAReportOfAnotherShape() {
        assertFalse(ReportValidation.json(
                        PrReport.JSON, "{\"format\": \"proving-ground-pr/1\", \"classes\": [{\"class\": 1}]}", SCHEMA)
                .isEmpty());
        assertFalse(ReportValidation.json(PrReport.JSON, "{\"format\": \"proving-ground-verdicts/1\"}", SCHEMA)
                .isEmpty());
    }

    @Test
    void theSummaryTellsTheAuthorWhereTheRegressionTestIsAndHowToRunIt() {
        String summary = PrSummary.markdown(
                "main", "the PR", new ChangedClasses.Change(List.of(), List.of(), List.of()), rows(), "v", 1);
        assertTrue(
                summary.contains(
                        "**Regression test:** `/out/classes/a.Racy/regression-test/src/test/java/a/RacyRaceTest.java`"),
                summary);
        assertTrue(
                summary.contains("`mvn -f /out/classes/a.Racy/regression-test/pom.xml test` fails on head"), summary);
    }
}
