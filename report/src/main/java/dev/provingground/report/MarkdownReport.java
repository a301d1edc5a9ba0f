package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import java.util.List;

/** target/verdicts/verdicts.md: the matrix, the problems, and the evidence of every failed cell. */
public final class MarkdownReport {

    private MarkdownReport() {}

    public static String render(List<Matrix> matrices, List<String> problems, String environment) {
        StringBuilder md = new StringBuilder("# Proving Ground verdicts\n\n")
                .append(environment)
                .append("\n\n");
        md.append(
                problems.isEmpty()
                        ? "**Every subject is at its expected verdict.**\n"
                        : "**The build fails:**\n\n"
                                + String.join(
                                        "\n",
                                        problems.stream().map(p -> "- " + p).toList()) + "\n");
        for (Matrix m : matrices) {
            md.append("\n## Contract `").append(m.contract().name()).append("`\n\n");
            md.append("| subject | role | expected | verdict |");
            m.columns().forEach(c -> md.append(' ').append(c).append(" |"));
            md.append("\n|---|---|---|---|");
            m.columns().forEach(c -> md.append("---|"));
            md.append('\n');
            for (Matrix.Row row : m.rows()) {
                CatalogEntry e = row.entry();
                md.append("| `")
                        .append(e.name())
                        .append("` | ")
                        .append(e.role())
                        .append(" | ")
                        .append(e.expected())
                        .append(" | **")
                        .append(row.verdict())
                        .append("** |");
                for (String column : m.columns())
                    md.append(' ').append(m.cell(e, column).label).append(" |");
                md.append('\n');
            }
            md.append("\n### Evidence of failed and erroneous checks\n");
            for (Matrix.Row row : m.rows()) {
                for (String column : m.columns()) {
                    CheckResult r = m.result(row.entry(), column);
                    if (r == null || r.outcome() == CheckResult.Outcome.PASSED) continue;
                    md.append("\n#### ")
                            .append(row.entry().name())
                            .append(" / ")
                            .append(column)
                            .append(": ")
                            .append(m.cell(row.entry(), column).label)
                            .append("\n\n")
                            .append(r.summary())
                            .append("\n\n```\n")
                            .append(r.evidence().strip())
                            .append("\n```\n");
                }
            }
        }
        return md.toString();
    }
}
