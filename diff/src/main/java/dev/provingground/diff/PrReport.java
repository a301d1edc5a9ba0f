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
 * the history, the replay line), {@code index.html}, {@code verdicts.json} and {@code junit.xml}. Each
 * diffed class keeps its own diff report under {@code classes/<class>/}.
 */
final class PrReport {

    enum Status { DIFFED, NOT_DIFFED, CANNOT }

    static final List<String> CHECKS = List.of("sequential-equivalence", "after-linearizable-against-before", "before-linearizable-alone");

    /** A changed class's row: its status, exit code, the diff's verdict (its kind, none when not diffed, and its words). */
    record Row(String className, Status status, ExitCode exit, Verdict.Kind kind, String verdict, Map<String, String> checks, List<String> methods,
               List<String> concurrentState, String note, String replay, Path report, String history) {

        static Row diffed(ChangedClasses.Changed c, DiffResult result, String replay, Path report) {
            return new Row(c.name(), Status.DIFFED, result.exit(), result.verdict().kind(), result.verdict().words(), result.checks(), c.methods(),
                    c.concurrentState(), "", replay, report, result.findings());
        }

        static Row skipped(ChangedClasses.Changed c, String why) {
            return new Row(c.name(), Status.NOT_DIFFED, ExitCode.NOTHING_FOUND, null, "not diffed: " + why, Map.of(), c.methods(), c.concurrentState(),
                    why, "", null, "");
        }

        /** A class that could not be diffed: no verdict on it (exit 3), with the one line that says why. */
        static Row cannot(ChangedClasses.Changed c, String why) {
            return new Row(c.name(), Status.CANNOT, ExitCode.NO_VERDICT, null, "no verdict: cannot be diffed", Map.of(), c.methods(), c.concurrentState(),
                    why, "", null, "");
        }

        String cell(String check) {
            return checks.getOrDefault(check, status == Status.DIFFED ? "-" : "");
        }
    }

    private PrReport() {
    }

    static String verdict(List<Row> rows, ExitCode exit) {
        long diffed = rows.stream().filter(r -> r.status() == Status.DIFFED).count();
        List<String> bad = rows.stream().filter(r -> r.exit() == ExitCode.FINDING).map(Row::className).toList();
        List<String> cannot = rows.stream().filter(r -> r.exit().code() > ExitCode.FINDING.code()).map(Row::className).toList();
        String found = bad.isEmpty() ? "" : "the PR changes what " + String.join(", ", bad) + " does (see its row)";
        if (!cannot.isEmpty()) {
            return (found.isEmpty() ? "" : found + "; ") + "no verdict on " + String.join(", ", cannot) + ": it could not be diffed or a check could not run"
                    + " (see its row)" + (diffed > bad.size() && bad.isEmpty() ? "; nothing found in the other class(es) diffed" : "") + ": exit " + exit.code();
        }
        if (!bad.isEmpty()) return found + ": exit " + exit.code();
        if (diffed == 0) return "no changed class holds concurrent state: nothing to diff, nothing found: exit 0";
        boolean seenBefore = rows.stream().anyMatch(r -> r.kind() == Verdict.Kind.THERE_BEFORE || r.kind() == Verdict.Kind.FIXES_RACE);
        return "nothing found in the " + diffed + " changed concurrent class(es) diffed" + (seenBefore ? " that the PR brought" : "") + ": exit 0";
    }

    /** The text matrix: one row per changed class, each check's outcome, and the class's verdict. */
    static String matrix(List<Row> rows) {
        int width = Math.max(5, rows.stream().mapToInt(r -> r.className().length()).max().orElse(5));
        StringBuilder b = new StringBuilder(String.format("  %-" + width + "s  %-10s  %-16s  %-16s  %s%n", "class", "sequential",
                "after vs before", "before alone", "verdict"));
        for (Row r : rows) {
            b.append(String.format("  %-" + width + "s  %-10s  %-16s  %-16s  %s%n", r.className(), r.cell(CHECKS.get(0)), r.cell(CHECKS.get(1)),
                    r.cell(CHECKS.get(2)), r.status() == Status.DIFFED ? r.verdict() : r.verdict() + (r.status() == Status.CANNOT ? " (" + r.note() + ")" : "")));
        }
        return b.toString().stripTrailing();
    }

    static void write(Path folder, PrRequest request, String base, String head, ChangedClasses.Change change, List<Row> rows, String verdict,
                      long seconds) throws IOException {
        Files.writeString(folder.resolve("pr-summary.md"), markdown(base, head, change, rows, verdict, seconds));
        Files.writeString(folder.resolve("verdicts.json"), json(base, head, rows, verdict));
        Files.writeString(folder.resolve("junit.xml"), junit(rows));
        Files.writeString(folder.resolve("index.html"), html(base, head, rows, verdict));
    }

    static String markdown(String base, String head, ChangedClasses.Change change, List<Row> rows, String verdict, long seconds) {
        StringBuilder b = new StringBuilder("## Proving Ground: concurrent behaviour of this PR\n\n");
        b.append("**Verdict:** ").append(verdict).append("\n\n");
        b.append("Base `").append(base).append("`, head `").append(head).append("`; ").append(seconds).append(" s, builds included.\n\n");
        if (rows.isEmpty()) b.append("No class present in both builds changed.\n\n");
        else {
            b.append("| class | sequential | after vs before | before alone | verdict |\n|---|---|---|---|---|\n");
            for (Row r : rows) {
                b.append("| `").append(r.className()).append("` | ").append(r.cell(CHECKS.get(0))).append(" | ").append(r.cell(CHECKS.get(1)))
                        .append(" | ").append(r.cell(CHECKS.get(2))).append(" | ").append(md(r.verdict()))
                        .append(r.status() == Status.CANNOT ? ": " + md(r.note()) : "").append(" |\n");
            }
            b.append('\n');
        }
        for (Row r : rows) {
            b.append("### `").append(r.className()).append("`\n\n");
            if (!r.methods().isEmpty()) b.append("Changed: ").append(r.methods().stream().map(m -> "`" + m + "`").collect(Collectors.joining(", "))).append(".\n");
            b.append(r.concurrentState().isEmpty() ? "No concurrent state.\n" : "Concurrent state: " + md(String.join("; ", r.concurrentState())) + ".\n");
            if (r.status() == Status.DIFFED) {
                if (!r.history().isBlank()) b.append("\n<details><summary>what the checks found</summary>\n\n```\n").append(r.history()).append("\n```\n</details>\n");
                b.append("\nReplay: `").append(r.replay()).append("`\n");
            }
            b.append('\n');
        }
        if (!change.added().isEmpty()) b.append("New in head (nothing to diff against): ").append(String.join(", ", change.added())).append(".\n");
        return b.toString();
    }

    private static String md(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    static String json(String base, String head, List<Row> rows, String verdict) {
        StringBuilder b = new StringBuilder("{\n  \"base\": ").append(q(base)).append(",\n  \"head\": ").append(q(head))
                .append(",\n  \"verdict\": ").append(q(verdict)).append(",\n  \"classes\": [");
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            b.append(i == 0 ? "\n" : ",\n").append("    {\"class\": ").append(q(r.className())).append(", \"status\": ").append(q(r.status().name()))
                    .append(", \"exit\": ").append(r.exit().code()).append(", \"kind\": ").append(r.kind() == null ? "null" : q(r.kind().name())).append(", \"verdict\": ").append(q(r.verdict())).append(", \"note\": ").append(q(r.note()))
                    .append(", \"checks\": {").append(r.checks().entrySet().stream().map(e -> q(e.getKey()) + ": " + q(e.getValue()))
                            .collect(Collectors.joining(", "))).append("}")
                    .append(", \"changedMethods\": [").append(r.methods().stream().map(PrReport::q).collect(Collectors.joining(", "))).append("]")
                    .append(", \"concurrentState\": [").append(r.concurrentState().stream().map(PrReport::q).collect(Collectors.joining(", "))).append("]")
                    .append(", \"replay\": ").append(q(r.replay())).append(", \"report\": ").append(q(r.report() == null ? "" : r.report().toString()))
                    .append("}");
        }
        return b.append("\n  ]\n}\n").toString();
    }

    private static String q(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }

    /** One suite: a case per changed class (a failure when the PR changes it, an error when it has no verdict, skipped when not diffed). */
    static String junit(List<Row> rows) {
        List<JunitXmlReport.Case> cases = rows.stream().map(r -> {
            if (r.exit() == ExitCode.FINDING) return JunitXmlReport.Case.failure("pr", r.className(), 0, "difference", r.verdict(), r.history() + "\n" + r.replay());
            if (r.status() == Status.CANNOT) return JunitXmlReport.Case.error("pr", r.className(), 0, "harness", r.note(), null);
            if (r.exit().code() > ExitCode.FINDING.code()) return JunitXmlReport.Case.error("pr", r.className(), 0, "harness", r.verdict(), r.history());
            if (r.status() == Status.NOT_DIFFED) return JunitXmlReport.Case.skipped("pr", r.className(), 0, r.note(), null);
            return JunitXmlReport.Case.passed("pr", r.className(), 0, r.verdict());
        }).toList();
        return JunitXmlReport.write("proving-ground pr", List.of("pr"), List.of(cases));
    }

    private static String xml(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replaceAll("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]", "?");
    }

    static String html(String base, String head, List<Row> rows, String verdict) {
        StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Proving Ground: pull request</title>"
                + "<style>body{font-family:sans-serif}td,th{border:1px solid #ccc;padding:4px 8px}table{border-collapse:collapse}"
                + ".PASSED,.SAME{background:#dfd}.FAILED,.DIFFERS,.HUNG{background:#fdd}.ERROR{background:#fd9}</style></head><body>\n");
        b.append("<h1>Pull request</h1>\n<p>base <code>").append(xml(base)).append("</code>, head <code>").append(xml(head)).append("</code></p>\n");
        b.append("<p><b>Verdict:</b> ").append(xml(verdict)).append("</p>\n<table><tr><th>class</th><th>sequential</th><th>after vs before</th>"
                + "<th>before alone</th><th>verdict</th></tr>\n");
        for (Row r : rows) {
            b.append("<tr><td>").append(r.report() == null ? xml(r.className())
                    : "<a href=\"classes/" + xml(r.className()) + "/index.html\">" + xml(r.className()) + "</a>").append("</td>");
            for (String check : CHECKS) b.append("<td class=\"").append(xml(r.cell(check))).append("\">").append(xml(r.cell(check))).append("</td>");
            b.append("<td>").append(xml(r.verdict())).append(r.status() == Status.CANNOT ? ": " + xml(r.note()) : "").append("</td></tr>\n");
        }
        return b.append("</table>\n</body></html>\n").toString();
    }
}
