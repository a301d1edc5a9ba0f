package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The PR's Markdown summary ({@code pr-summary.md}, {@link PrReport}), fit for a PR comment: the verdict, the matrix,
 * and for each changed class what changed, what each check found, the history, the replay line and the regression test.
 */
final class PrSummary {

    private PrSummary() {}

    static String markdown(
            String base,
            String head,
            ChangedClasses.Change change,
            List<PrReport.Row> rows,
            String verdict,
            long seconds) {
        StringBuilder b = new StringBuilder("## Proving Ground: concurrent behaviour of this PR\n\n");
        b.append("**Verdict:** ").append(verdict).append("\n\n");
        b.append("Base `")
                .append(base)
                .append("`, head `")
                .append(head)
                .append("`; ")
                .append(seconds)
                .append(" s, builds included.\n\n");
        if (rows.isEmpty()) b.append("No class present in both builds changed.\n\n");
        else {
            b.append("| class | sequential | after vs before | before alone | verdict |\n|---|---|---|---|---|\n");
            for (PrReport.Row r : rows) {
                b.append("| `")
                        .append(r.className())
                        .append("` | ")
                        .append(r.cell(PrReport.CHECKS.get(0)))
                        .append(" | ")
                        .append(r.cell(PrReport.CHECKS.get(1)))
                        .append(" | ")
                        .append(r.cell(PrReport.CHECKS.get(2)))
                        .append(" | ")
                        .append(md(r.verdict()))
                        .append(r.status() == PrReport.Status.CANNOT ? ": " + md(r.note()) : "")
                        .append(" |\n");
            }
            b.append('\n');
        }
        for (PrReport.Row r : rows) {
            b.append("### `").append(r.className()).append("`\n\n");
            if (!r.methods().isEmpty())
                b.append("Changed: ")
                        .append(r.methods().stream().map(m -> "`" + m + "`").collect(Collectors.joining(", ")))
                        .append(".\n");
            b.append(
                    r.concurrentState().isEmpty()
                            ? "No concurrent state.\n"
                            : "Concurrent state: " + md(String.join("; ", r.concurrentState())) + ".\n");
            if (r.status() == PrReport.Status.DIFFED) {
                if (!r.history().isBlank())
                    b.append("\n<details><summary>what the checks found</summary>\n\n```\n")
                            .append(r.history())
                            .append("\n```\n</details>\n");
                b.append("\nReplay: `").append(r.replay()).append("`\n");
                if (r.regressionTest() != null) {
                    Path pom = r.regressionTest();
                    while (pom.getParent() != null
                            && !pom.getFileName().toString().equals(Reproducer.FOLDER)) pom = pom.getParent();
                    b.append("\n**Regression test:** `")
                            .append(r.regressionTest())
                            .append("`: `mvn -f ")
                            .append(pom.resolve("pom.xml"))
                            .append(
                                    " test` fails on head (the race) and passes on base with `-Pbefore`. Copy it to the class's test sources to")
                            .append(" keep the race from coming back.\n");
                }
            }
            b.append('\n');
        }
        if (!change.added().isEmpty())
            b.append("New in head (nothing to diff against): ")
                    .append(String.join(", ", change.added()))
                    .append(".\n");
        return b.toString();
    }

    private static String md(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
