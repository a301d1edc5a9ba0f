package dev.provingground.diff;

import dev.provingground.verdict.ExitCode;
import java.util.List;

/** The PR's page ({@code index.html}, {@link PrReport}). */
final class PrPage {

    private PrPage() {}

    /**
     * The PR's page: its verdict first, then a row per changed class (each linking its own diff page), then, for each class
     * the PR changes, its verdict and its regression test.
     */
    static String html(String base, String head, List<PrReport.Row> rows, String verdict) {
        ExitCode exit = ExitCode.worst(rows.stream().map(PrReport.Row::exit).toList());
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
        for (PrReport.Row r : rows) {
            b.append("<tr><td>")
                    .append(
                            r.report() == null
                                    ? xml(r.className())
                                    : "<a href=\"classes/" + xml(r.className()) + "/index.html\">" + xml(r.className())
                                            + "</a>")
                    .append("</td>");
            for (String check : PrReport.CHECKS)
                b.append("<td class=\"")
                        .append(xml(r.cell(check)))
                        .append("\">")
                        .append(xml(r.cell(check)))
                        .append("</td>");
            b.append("<td>")
                    .append(xml(r.verdict()))
                    .append(r.status() == PrReport.Status.CANNOT ? ": " + xml(r.note()) : "")
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        int tests = 0;
        for (PrReport.Row r : rows) {
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

    private static String xml(String s) {
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;")
                .replaceAll("[\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F]", "?");
    }
}
