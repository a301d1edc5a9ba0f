package dev.provingground.diff;

import dev.provingground.report.JunitXmlReport;
import dev.provingground.verdict.ExitCode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
        Files.writeString(
                folder.resolve("pr-summary.md"), PrSummary.markdown(base, head, change, rows, verdict, seconds));
        Files.writeString(folder.resolve(JSON), json(base, head, rows, verdict));
        Files.writeString(folder.resolve("junit.xml"), junit(rows));
        Files.writeString(folder.resolve("index.html"), PrPage.html(base, head, rows, verdict));
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
}
