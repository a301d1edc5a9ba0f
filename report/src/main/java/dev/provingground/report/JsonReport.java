package dev.provingground.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import java.util.ArrayList;
import java.util.List;

/**
 * target/verdicts/verdicts.json: every judged cell with its outcome, the subject's expected verdict,
 * summary, evidence, replay command and time, for tools; its schema is docs/verdicts.schema.json
 * (format {@value #FORMAT}).
 */
public final class JsonReport {

    public static final String FORMAT = "proving-ground-verdicts/1";

    private JsonReport() {}

    public record Verdicts(
            String format,
            String environment,
            boolean asExpected,
            int passed,
            int failed,
            List<String> problems,
            List<ContractVerdicts> contracts) {}

    public record ContractVerdicts(
            String name, List<String> checks, List<Matrix.Confidence> confidence, List<SubjectVerdict> subjects) {}

    public record SubjectVerdict(
            String id,
            String name,
            String role,
            String expected,
            String verdict,
            boolean asExpected,
            List<CellVerdict> cells) {}

    /** One judged cell; a check the engine does not run on this subject has none. */
    public record CellVerdict(
            String check,
            String engine,
            String cell,
            boolean failsBuild,
            String outcome,
            List<String> aimedAt,
            String summary,
            String evidence,
            String replay,
            String budget,
            long millis) {}

    public static Verdicts of(
            List<Matrix> matrices, List<String> problems, String environment, int passed, int failed) {
        List<ContractVerdicts> contracts = new ArrayList<>();
        for (Matrix m : matrices) {
            List<SubjectVerdict> subjects = new ArrayList<>();
            for (Matrix.Row row : m.rows()) {
                CatalogEntry e = row.entry();
                List<CellVerdict> cells = new ArrayList<>();
                for (String column : m.columns()) {
                    CheckResult r = m.result(e, column);
                    if (r == null) continue;
                    Cell cell = m.cell(e, column);
                    cells.add(new CellVerdict(
                            column,
                            r.engine(),
                            cell.name(),
                            cell.failsBuild,
                            r.outcome().name(),
                            r.properties(),
                            r.summary(),
                            r.evidence(),
                            replay(r.evidence()),
                            r.budget(),
                            r.millis()));
                }
                subjects.add(new SubjectVerdict(
                        e.id(),
                        e.name(),
                        e.role().name(),
                        e.expected().label(),
                        row.verdict(),
                        row.asExpected(),
                        cells));
            }
            contracts.add(new ContractVerdicts(
                    m.contract().name(),
                    m.columns(),
                    m.columns().stream().map(m::confidence).toList(),
                    subjects));
        }
        return new Verdicts(FORMAT, environment, problems.isEmpty(), passed, failed, problems, contracts);
    }

    public static String render(Verdicts verdicts) {
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(verdicts) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write verdicts.json: " + e.getMessage(), e);
        }
    }

    /** The command the engine gave to rerun this check on this subject (its evidence's "replay: " line), or null. */
    static String replay(String evidence) {
        return evidence.lines()
                .map(String::strip)
                .filter(l -> l.startsWith("replay: "))
                .map(l -> l.substring("replay: ".length()))
                .findFirst()
                .orElse(null);
    }
}
