package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import java.util.List;

/**
 * target/verdicts/index.html: one self-contained page. Rows are subjects, columns are checks, each
 * cell coloured by its outcome and linked to its evidence further down the page.
 */
public final class HtmlReport {

    private HtmlReport() {}

    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
            table{border-collapse:collapse;margin:1em 0}
            th,td{border:1px solid #ccc;padding:4px 8px;font-size:13px;text-align:left;vertical-align:top}
            th.check{text-align:center}
            td a{color:inherit;text-decoration:none;display:block}
            .PASS{background:#d8f0d8}.CAUGHT{background:#c9daf8}.ALSO_FAILS{background:#e3e9f7}
            .MISSED,.FALSE_ALARM,.FAIL,.ERROR,.HUNG,.SPINNING,.EXITED,.CRASHED,.OUT_OF_HEAP{background:#f4b6b6;font-weight:bold}
            .NOT_RUN,.NOT_APPLICABLE{background:#f3f3f3;color:#999}
            .bad{color:#b00}.ok{color:#060}
            pre{background:#f7f7f7;border:1px solid #ddd;padding:8px;overflow:auto;font-size:12px}
            section.evidence{border-top:1px solid #ddd;margin-top:1em}
            section.evidence:target{background:#fffbd6}
            """;

    public static String render(List<Matrix> matrices, List<String> problems, String environment) {
        StringBuilder h = new StringBuilder(
                        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Proving Ground verdicts</title><style>")
                .append(STYLE)
                .append("</style></head><body><h1>Proving Ground verdicts</h1><p>")
                .append(esc(environment))
                .append("</p>");
        if (problems.isEmpty()) {
            h.append("<p id=\"overall\" class=\"ok\"><b>Every subject is at its expected verdict.</b></p>");
        } else {
            h.append("<p id=\"overall\" class=\"bad\"><b>The build fails: ")
                    .append(problems.size())
                    .append(problems.size() == 1 ? " problem" : " problems")
                    .append("</b></p><ul id=\"problems\">");
            problems.forEach(p -> h.append("<li class=\"bad\">").append(esc(p)).append("</li>"));
            h.append("</ul>");
        }
        h.append(overview(matrices));
        h.append("<details><summary>What the cells mean</summary><p>")
                .append(
                        "<span class=\"PASS\">PASS</span> check held &middot; <span class=\"CAUGHT\">CAUGHT</span> a BROKEN subject failed a check aimed at its property &middot; ")
                .append(
                        "<span class=\"ALSO_FAILS\">ALSO FAILS</span> a BROKEN subject failed a check aimed at a property its breakage also affects &middot; ")
                .append(
                        "<span class=\"MISSED\">MISSED</span> <span class=\"FALSE_ALARM\">FALSE ALARM</span> <span class=\"FAIL\">FAIL</span> (a reviewer's class) <span class=\"ERROR\">ERROR</span> fail the build, and so does a subject that <span class=\"HUNG\">HUNG</span>, was <span class=\"SPINNING\">SPINNING</span> at the cell's bound, <span class=\"EXITED\">EXITED</span> the JVM, <span class=\"CRASHED\">CRASHED</span> it or ran it <span class=\"OUT_OF_HEAP\">OUT OF HEAP</span> (a hang or spin on a check aimed at a property the subject is known to break is CAUGHT) &middot; <span class=\"NOT_APPLICABLE\">n/a</span> the check cannot reach the subject (the evidence says why; nothing claimed). Click a cell for its evidence; a column's key (c1, c2...) names its check under the table.</p></details>");
        int id = 0;
        StringBuilder evidence = new StringBuilder();
        for (Matrix m : matrices) {
            h.append("<h2 id=\"")
                    .append(contractAnchor(m))
                    .append("\">Contract <code>")
                    .append(esc(m.contract().name()))
                    .append("</code></h2><table><tr><th>subject</th><th>role</th><th>expected</th><th>verdict</th>");
            for (int c = 0; c < m.columns().size(); c++) {
                h.append("<th class=\"check\" title=\"")
                        .append(esc(m.columns().get(c)))
                        .append("\">c")
                        .append(c + 1)
                        .append("</th>");
            }
            h.append("</tr>");
            for (Matrix.Row row : m.rows()) {
                CatalogEntry e = row.entry();
                h.append("<tr><td><code>")
                        .append(esc(e.name()))
                        .append("</code><br><small>")
                        .append(esc(e.summary()))
                        .append("</small></td><td>")
                        .append(e.role())
                        .append("</td><td>")
                        .append(esc(e.expected().toString()))
                        .append("</td><td class=\"")
                        .append(row.asExpected() ? "ok" : "bad")
                        .append("\"><b>")
                        .append(row.verdict())
                        .append("</b></td>");
                for (String column : m.columns()) {
                    Cell cell = m.cell(e, column);
                    CheckResult r = m.result(e, column);
                    if (r == null) {
                        h.append("<td class=\"NOT_RUN\">-</td>");
                        continue;
                    }
                    String anchor = "ev" + (++id);
                    h.append("<td class=\"")
                            .append(cell.name())
                            .append("\" title=\"")
                            .append(esc(r.summary()))
                            .append("\"><a href=\"#")
                            .append(anchor)
                            .append("\">")
                            .append(cell.label)
                            .append("</a></td>");
                    evidence.append("<section class=\"evidence\" id=\"")
                            .append(anchor)
                            .append("\"><h3>")
                            .append(esc(e.name()))
                            .append(" &middot; ")
                            .append(esc(column))
                            .append(": <span class=\"")
                            .append(cell.name())
                            .append("\">")
                            .append(cell.label)
                            .append("</span></h3><p>")
                            .append(esc(r.summary()))
                            .append(" &middot; ")
                            .append(r.millis())
                            .append(" ms &middot; aimed at ")
                            .append(esc(String.join(", ", r.properties())))
                            .append("</p><pre>")
                            .append(esc(r.evidence()))
                            .append("</pre></section>");
                }
                h.append("</tr>");
            }
            h.append(
                    "</table><p>Checks (the columns' keys): how hard each looked, and what its PASS is worth (its catch rate on the known bugs it names, "
                            + "measured with <code>-Dpg.calibrate</code>):</p><ul>");
            for (int k = 0; k < m.columns().size(); k++) {
                String column = m.columns().get(k);
                Matrix.Confidence c = m.confidence(column);
                h.append("<li><b>c")
                        .append(k + 1)
                        .append("</b> <code>")
                        .append(esc(column))
                        .append("</code>: ")
                        .append(esc(c.budget()))
                        .append(c.calibration().isEmpty() ? "" : "; " + esc(c.calibration()))
                        .append("</li>");
            }
            h.append("</ul><p>Properties:</p><ul>");
            m.contract()
                    .properties()
                    .forEach(p -> h.append("<li><code>")
                            .append(p.name())
                            .append("</code>: ")
                            .append(esc(p.sentence()))
                            .append("</li>"));
            h.append("</ul>");
        }
        h.append("<h2>Evidence</h2>").append(evidence).append("</body></html>\n");
        return h.toString();
    }

    /**
     * The overview before any matrix: a row per contract, its subjects, its checks, how many cells of each kind, and how
     * many subjects are not at their expected verdict (first, in red, when any are).
     */
    private static String overview(List<Matrix> matrices) {
        java.util.Set<Cell> shown = java.util.EnumSet.noneOf(Cell.class);
        for (Matrix m : matrices) {
            for (Matrix.Row row : m.rows())
                for (String column : m.columns())
                    if (m.result(row.entry(), column) != null) shown.add(m.cell(row.entry(), column));
        }
        StringBuilder h = new StringBuilder(
                "<table id=\"overview\"><tr><th>contract</th><th>subjects</th><th>not as expected</th><th>checks</th>");
        shown.forEach(c -> h.append("<th class=\"")
                .append(c.name())
                .append("\">")
                .append(c.label)
                .append("</th>"));
        h.append("</tr>");
        for (Matrix m : matrices) {
            long off = m.rows().stream().filter(r -> !r.asExpected()).count();
            h.append("<tr><td><a href=\"#")
                    .append(contractAnchor(m))
                    .append("\"><code>")
                    .append(esc(m.contract().name()))
                    .append("</code></a></td><td>")
                    .append(m.rows().size())
                    .append("</td><td class=\"")
                    .append(off == 0 ? "ok" : "bad")
                    .append("\"><b>")
                    .append(off)
                    .append("</b></td><td>")
                    .append(m.columns().size())
                    .append("</td>");
            for (Cell c : shown) {
                long n = 0;
                for (Matrix.Row row : m.rows()) {
                    for (String column : m.columns())
                        if (m.result(row.entry(), column) != null && m.cell(row.entry(), column) == c) n++;
                }
                h.append("<td>").append(n == 0 ? "" : Long.toString(n)).append("</td>");
            }
            h.append("</tr>");
        }
        return h.append("</table>").toString();
    }

    private static String contractAnchor(Matrix m) {
        return "contract-" + m.contract().name().replaceAll("[^A-Za-z0-9_-]", "-");
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
