package dev.provingground.diff;

import dev.provingground.report.JunitXmlReport;
import dev.provingground.verdict.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One report for a pull request: the verdict matrix with a row per changed class (each check's outcome
 * on the side it judges), a Markdown summary fit for a PR comment (what changed, what each check found,
 * the history, the replay line, the regression test), {@code index.html}, {@code pr.json} and {@code junit.xml}. Each
 * diffed class keeps its own diff report under {@code classes/<class>/}.
 */
final class PrReport {

    enum Status {
        DIFFED,
        NOT_DIFFED,
        CANNOT
    }

    /** The machine-readable report's file, to its schema {@code docs/pr.schema.json}. */
    static final String JSON = "pr.json";

    static final List<String> CHECKS =
            List.of("sequential-equivalence", "after-linearizable-against-before", "before-linearizable-alone");

    /** A changed class's row: its status, exit code, the diff's verdict (its kind, none when not diffed, and its words). */
    record Row(
            String className,
            Status status,
            ExitCode exit,
            Verdict.Kind kind,
            String verdict,
            Map<String, String> checks,
            List<String> methods,
            List<String> concurrentState,
            String note,
            String replay,
            Path report,
            String history,
            Path regressionTest) {

        static Row diffed(ChangedClasses.Changed c, DiffResult result, String replay, Path report) {
            return new Row(
                    c.name(),
                    Status.DIFFED,
                    result.exit(),
                    result.verdict().kind(),
                    result.verdict().words(),
                    result.checks(),
                    c.methods(),
                    c.concurrentState(),
                    "",
                    replay,
                    report,
                    result.findings(),
                    result.regressionTest().exists() ? result.regressionTest().source() : null);
        }

        static Row skipped(ChangedClasses.Changed c, String why) {
            return new Row(
                    c.name(),
                    Status.NOT_DIFFED,
                    ExitCode.NOTHING_FOUND,
                    null,
                    "not diffed: " + why,
                    Map.of(),
                    c.methods(),
                    c.concurrentState(),
                    why,
                    "",
                    null,
                    "",
                    null);
        }

        /** A class that could not be diffed: no verdict on it (exit 3), with the one line that says why. */
        static Row cannot(ChangedClasses.Changed c, String why) {
            return new Row(
                    c.name(),
                    Status.CANNOT,
                    ExitCode.NO_VERDICT,
                    null,
                    "no verdict: cannot be diffed",
                    Map.of(),
                    c.methods(),
                    c.concurrentState(),
                    why,
                    "",
                    null,
                    "",
                    null);
        }

        String cell(String check) {
            return checks.getOrDefault(check, status == Status.DIFFED ? "-" : "");
        }
    }

    private PrReport() {}

    static String verdict(List<Row> rows, ExitCode exit) {
        long diffed = rows.stream().filter(r -> r.status() == Status.DIFFED).count();
        List<String> bad = rows.stream()
                .filter(r -> r.exit() == ExitCode.FINDING)
                .map(Row::className)
                .toList();
        List<String> cannot = rows.stream()
                .filter(r -> r.exit().code() > ExitCode.FINDING.code())
                .map(Row::className)
                .toList();
        String found = bad.isEmpty() ? "" : "the PR changes what " + String.join(", ", bad) + " does (see its row)";
        if (!cannot.isEmpty()) {
            return (found.isEmpty() ? "" : found + "; ") + "no verdict on " + String.join(", ", cannot)
                    + ": it could not be diffed or a check could not run" + " (see its row)"
                    + (diffed > bad.size() && bad.isEmpty() ? "; nothing found in the other class(es) diffed" : "")
                    + ": exit " + exit.code();
        }
        if (!bad.isEmpty()) return found + ": exit " + exit.code();
        if (diffed == 0) return "no changed class holds concurrent state: nothing to diff, nothing found: exit 0";
        boolean seenBefore = rows.stream()
                .anyMatch(r -> r.kind() == Verdict.Kind.THERE_BEFORE || r.kind() == Verdict.Kind.FIXES_RACE);
        return "nothing found in the " + diffed + " changed concurrent class(es) diffed"
                + (seenBefore ? " that the PR brought" : "") + ": exit 0";
    }

    /** The text matrix: one row per changed class, each check's outcome, and the class's verdict. */
    static String matrix(List<Row> rows) {
        int width = Math.max(
                5, rows.stream().mapToInt(r -> r.className().length()).max().orElse(5));
        StringBuilder b = new StringBuilder(String.format(
                "  %-" + width + "s  %-10s  %-16s  %-16s  %s%n",
                "class",
                "sequential",
                "after vs before",
                "before alone",
                "verdict"));
        for (Row r : rows) {
            b.append(String.format(
                    "  %-" + width + "s  %-10s  %-16s  %-16s  %s%n",
                    r.className(),
                    r.cell(CHECKS.get(0)),
                    r.cell(CHECKS.get(1)),
                    r.cell(CHECKS.get(2)),
                    r.status() == Status.DIFFED
                            ? r.verdict()
                            : r.verdict() + (r.status() == Status.CANNOT ? " (" + r.note() + ")" : "")));
        }
        return b.toString().stripTrailing();
    }

    static void write(
            Path folder,
            PrRequest request,
            String base,
            String head,
            ChangedClasses.Change change,
            List<Row> rows,
            String verdict,
            long seconds)
            throws IOException {
        Files.writeString(folder.resolve("pr-summary.md"), markdown(base, head, change, rows, verdict, seconds));
        Files.writeString(folder.resolve(JSON), json(base, head, rows, verdict));
        Files.writeString(folder.resolve("junit.xml"), junit(rows));
        Files.writeString(folder.resolve("index.html"), html(base, head, rows, verdict));
    }

    static String markdown(
            String base, String head, ChangedClasses.Change change, List<Row> rows, String verdict, long seconds) {
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
            for (Row r : rows) {
                b.append("| `")
                        .append(r.className())
                        .append("` | ")
                        .append(r.cell(CHECKS.get(0)))
                        .append(" | ")
                        .append(r.cell(CHECKS.get(1)))
                        .append(" | ")
                        .append(r.cell(CHECKS.get(2)))
                        .append(" | ")
                        .append(md(r.verdict()))
                        .append(r.status() == Status.CANNOT ? ": " + md(r.note()) : "")
                        .append(" |\n");
            }
            b.append('\n');
        }
        for (Row r : rows) {
            b.append("### `").append(r.className()).append("`\n\n");
            if (!r.methods().isEmpty())
                b.append("Changed: ")
                        .append(r.methods().stream().map(m -> "`" + m + "`").collect(Collectors.joining(", ")))
                        .append(".\n");
            b.append(
                    r.concurrentState().isEmpty()
                            ? "No concurrent state.\n"
                            : "Concurrent state: " + md(String.join("; ", r.concurrentState())) + ".\n");
            if (r.status() == Status.DIFFED) {
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

    /** The report as JSON ({@value #JSON}, schema {@code docs/pr.schema.json}), written by Jackson. */
    static String json(String base, String head, List<Row> rows, String verdict) {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var root = mapper.createObjectNode();
        root.put("format", "proving-ground-pr/1");
        root.put("base", base);
        root.put("head", head);
        root.put("verdict", verdict);
        root.put("exit", ExitCode.worst(rows.stream().map(Row::exit).toList()).code());
        var classes = root.putArray("classes");
        for (Row r : rows) {
            var c = classes.addObject();
            c.put("class", r.className());
            c.put("status", r.status().name());
            c.put("exit", r.exit().code());
            if (r.kind() == null) c.putNull("kind");
            else c.put("kind", r.kind().name());
            c.put("verdict", r.verdict());
            c.put("note", r.note());
            var checks = c.putObject("checks");
            r.checks().forEach(checks::put);
            var methods = c.putArray("changedMethods");
            r.methods().forEach(methods::add);
            var state = c.putArray("concurrentState");
            r.concurrentState().forEach(state::add);
            c.put("replay", r.replay());
            c.put("report", r.report() == null ? "" : r.report().toString());
            if (r.regressionTest() == null) c.putNull("regressionTest");
            else c.put("regressionTest", r.regressionTest().toString());
        }
        try {
            return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One suite: a case per changed class (a failure when the PR changes it, an error when it has no verdict, skipped when not diffed). */
    static String junit(List<Row> rows) {
        List<JunitXmlReport.Case> cases = rows.stream()
                .map(r -> {
                    if (r.exit() == ExitCode.FINDING)
                        return JunitXmlReport.Case.failure(
                                "pr", r.className(), 0, "difference", r.verdict(), r.history() + "\n" + r.replay());
                    if (r.status() == Status.CANNOT)
                        return JunitXmlReport.Case.error("pr", r.className(), 0, "harness", r.note(), null);
                    if (r.exit().code() > ExitCode.FINDING.code())
                        return JunitXmlReport.Case.error("pr", r.className(), 0, "harness", r.verdict(), r.history());
                    if (r.status() == Status.NOT_DIFFED)
                        return JunitXmlReport.Case.skipped("pr", r.className(), 0, r.note(), null);
                    return JunitXmlReport.Case.passed("pr", r.className(), 0, r.verdict());
                })
                .toList();
        return JunitXmlReport.write("proving-ground pr", List.of("pr"), List.of(cases));
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replaceAll("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]", "?");
    }

    /**
     * The PR's page: its verdict first, then a row per changed class (each linking its own diff page), then, for each class
     * the PR changes, its verdict and its regression test.
     */
    static String html(String base, String head, List<Row> rows, String verdict) {
        ExitCode exit = ExitCode.worst(rows.stream().map(Row::exit).toList());
        StringBuilder b = new StringBuilder(
                "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Proving Ground: pull request</title>"
                        + "<style>body{font-family:sans-serif;margin:16px 24px;max-width:1300px}h1{font-size:1.4em;margin:0 0 4px}"
                        + "td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}table{border-collapse:collapse}"
                        + ".verdict{font-size:1.15em;padding:8px 12px;border-left:6px solid #888;background:#f6f6f6;margin:8px 0}"
                        + ".FINDING{border-color:#c00;background:#fee}.NOTHING_FOUND{border-color:#080;background:#efe}"
                        + ".NO_VERDICT,.INTERNAL_ERROR,.BAD_INPUT{border-color:#c80;background:#fff4e0}code{font-size:0.92em}"
                        + ".PASSED,.SAME{background:#dfd}.FAILED,.DIFFERS,.HUNG{background:#fdd}.ERROR{background:#fd9}</style></head><body>\n");
        b.append("<h1>Pull request: ").append(xml(head)).append("</h1>\n");
        b.append("<p id=\"verdict\" class=\"verdict ")
                .append(exit.name())
                .append("\"><b>")
                .append(xml(verdict))
                .append("</b><br>exit ")
                .append(exit.code())
                .append(": ")
                .append(xml(exit.meaning()))
                .append("</p>\n<p>base <code>")
                .append(xml(base))
                .append("</code></p>\n");
        b.append(
                "<table id=\"classes\"><tr><th>class</th><th>sequential</th><th>after vs before</th><th>before alone</th><th>verdict</th></tr>\n");
        for (Row r : rows) {
            b.append("<tr><td>")
                    .append(
                            r.report() == null
                                    ? xml(r.className())
                                    : "<a href=\"classes/" + xml(r.className()) + "/index.html\">" + xml(r.className())
                                            + "</a>")
                    .append("</td>");
            for (String check : CHECKS)
                b.append("<td class=\"")
                        .append(xml(r.cell(check)))
                        .append("\">")
                        .append(xml(r.cell(check)))
                        .append("</td>");
            b.append("<td>")
                    .append(xml(r.verdict()))
                    .append(r.status() == Status.CANNOT ? ": " + xml(r.note()) : "")
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        int tests = 0;
        for (Row r : rows) {
            if (r.regressionTest() == null) continue;
            b.append("<p id=\"regression-test-")
                    .append(tests++)
                    .append("\"><b>")
                    .append(xml(r.className()))
                    .append(":</b> regression test <code>")
                    .append(xml(r.regressionTest().toString()))
                    .append("</code> (<code>mvn test</code> in its folder fails on head, passes on base"
                            + " with <code>-Pbefore</code>); the failing history on <a href=\"classes/")
                    .append(xml(r.className()))
                    .append("/index.html\">its diff's page</a></p>\n");
        }
        return b.append("</body></html>\n").toString();
    }
}
