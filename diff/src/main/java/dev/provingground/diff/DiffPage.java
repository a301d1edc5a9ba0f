package dev.provingground.diff;

import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The diff report's first page ({@code index.html}), in the order a reviewer reads it: the verdict and its exit
 * code; what the search looked past (races both builds give) and why it stopped; the failing history as a table, the threads side by side, each call with what it answered; what the before
 * build did with that scenario; the regression test and how to run it; then each check's line, Lincheck's interleaving
 * (collapsed) and the verdict matrix ({@code matrix.html}).
 */
final class DiffPage {

    /** The after side's failing history, call by call: each part's calls (their words) and answers, side by side. */
    record History(List<String> init, List<List<String>> threads, List<String> post) {

        /** The history a check's evidence names, its calls read from {@code ops}; empty when it names none. */
        static Optional<History> of(Seen check, List<Operations.Op> ops) {
            Optional<String> scenario = ScenarioText.in(check.evidence());
            Optional<String> answers = ScenarioText.historyIn(check.evidence());
            if (scenario.isEmpty() || answers.isEmpty()) return Optional.empty();
            return of(scenario.get(), answers.get(), ops);
        }

        /** The history of {@code scenario} ({@link ScenarioText#encode}) that gave {@code answers} ({@link ProducesHistory.History#encode}). */
        static Optional<History> of(String scenario, String answers, List<Operations.Op> ops) {
            ScenarioText.Calls parts = ScenarioText.Calls.parse(scenario);
            ProducesHistory.History h = ProducesHistory.History.decode(answers);
            if (parts.threads().size() != h.threads().size()) return Optional.empty();
            List<List<String>> threads = new ArrayList<>();
            for (int t = 0; t < parts.threads().size(); t++)
                threads.add(calls(parts.threads().get(t), h.threads().get(t), ops));
            return Optional.of(
                    new History(calls(parts.init(), h.init(), ops), threads, calls(parts.post(), h.post(), ops)));
        }

        /**
         * The history in one line, each thread's calls with their answers and then the calls after them: "thread 1
         * [reset(): void]; thread 2 [stop(): void]; then [getLoggerList(): [a Logger]]". Two histories of the same answers
         * to other calls read apart (corpus R23's report named two looked-past histories in the same words).
         */
        String words() {
            return ProducesHistory.History.inOneLine(init, threads, post);
        }

        private static List<String> calls(List<Integer> calls, List<String> answers, List<Operations.Op> ops) {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < calls.size(); i++) {
                int call = calls.get(i);
                String what = call < ops.size() ? ops.get(call).toString() : "call " + call;
                out.add(what + (i < answers.size() ? ": " + answers.get(i) : ""));
            }
            return out;
        }
    }

    /** One check's line: its name, outcome, time and summary. */
    record Check(String name, String outcome, long millis, String summary) {}

    private DiffPage() {}

    static String render(
            String title,
            Verdict verdict,
            Optional<History> history,
            String whose,
            String beforeSaid,
            List<LookedPast> lookedPast,
            String difference,
            Reproducer.Written test,
            List<Check> checks,
            String interleaving,
            String replay) {
        StringBuilder b = new StringBuilder(
                        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Proving Ground diff: ")
                .append(h(title))
                .append("</title>\n<style>")
                .append(
                        "body{font-family:sans-serif;margin:16px 24px;max-width:1300px}h1{font-size:1.4em;margin:0 0 4px}")
                .append(
                        ".verdict{font-size:1.15em;padding:8px 12px;border-left:6px solid #888;background:#f6f6f6;margin:8px 0}")
                .append(".FINDING{border-color:#c00;background:#fee}.NOTHING_FOUND{border-color:#080;background:#efe}")
                .append(".NO_VERDICT,.INTERNAL_ERROR,.BAD_INPUT{border-color:#c80;background:#fff4e0}")
                .append(
                        "table{border-collapse:collapse;margin:6px 0}td,th{border:1px solid #ccc;padding:3px 8px;vertical-align:top;text-align:left}")
                .append(
                        "code,pre,td.call{font-family:monospace;font-size:0.92em}pre{white-space:pre-wrap;background:#f8f8f8;padding:8px}")
                .append("h2{font-size:1.05em;margin:14px 0 4px}</style></head><body>\n");
        b.append("<h1>").append(h(title)).append("</h1>\n");
        b.append("<p id=\"verdict\" class=\"verdict ")
                .append(verdict.exit().name())
                .append("\"><b>")
                .append(h(verdict.words()))
                .append("</b><br>exit ")
                .append(verdict.exit().code())
                .append(": ")
                .append(h(verdict.kind().meaning()))
                .append("</p>\n");
        // what the verdict stands on: races both builds give, looked past, and how the search ended its looking past
        List<String> gonePast = LookedPast.words(lookedPast, LookedPast.Line.GONE_PAST);
        if (!gonePast.isEmpty()) {
            b.append("<div id=\"looked-past\"><b>Looked past</b> (the before build gives these too; the search went on")
                    .append(" past each):<ul>");
            for (String line : gonePast) b.append("<li>").append(h(line)).append("</li>");
            b.append("</ul></div>\n");
        }
        List<String> ended = LookedPast.words(lookedPast, LookedPast.Line.HOW_IT_ENDED);
        if (!ended.isEmpty()) {
            b.append("<div id=\"how-it-ended\"><b>How the search ended</b>:<ul>");
            for (String line : ended) b.append("<li>").append(h(line)).append("</li>");
            b.append("</ul></div>\n");
        }
        history.ifPresent(x -> {
            b.append("<h2>The failing history (").append(h(whose)).append(")</h2>\n");
            if (!x.init().isEmpty())
                b.append("<p>First, alone: <code>")
                        .append(h(String.join("; ", x.init())))
                        .append("</code></p>\n");
            b.append("<table id=\"history\"><tr>");
            for (int t = 0; t < x.threads().size(); t++)
                b.append("<th>thread ").append(t + 1).append("</th>");
            b.append("</tr>\n");
            int rows = x.threads().stream().mapToInt(List::size).max().orElse(0);
            for (int r = 0; r < rows; r++) {
                b.append("<tr>");
                for (List<String> thread : x.threads())
                    b.append("<td class=\"call\">")
                            .append(r < thread.size() ? h(thread.get(r)) : "")
                            .append("</td>");
                b.append("</tr>\n");
            }
            b.append("</table>\n");
            if (!x.post().isEmpty())
                b.append("<p>Then, alone: <code>")
                        .append(h(String.join("; ", x.post())))
                        .append("</code></p>\n");
        });
        if (!beforeSaid.isBlank())
            b.append("<p id=\"before\"><b>Before the PR:</b> ")
                    .append(h(beforeSaid))
                    .append("</p>\n");
        if (!difference.isBlank())
            b.append("<h2>The difference</h2>\n<pre id=\"difference\">")
                    .append(h(difference.strip()))
                    .append("</pre>\n");
        if (test.exists()) {
            b.append("<p id=\"regression-test\"><b>Regression test:</b> <code>")
                    .append(h(test.source().toString()))
                    .append("</code><br>")
                    .append(h(test.commands()))
                    .append("</p>\n");
        }
        b.append(
                "<h2>The checks</h2>\n<table id=\"checks\"><tr><th>check</th><th>outcome</th><th>ms</th><th>what it found</th></tr>\n");
        for (Check c : checks) {
            b.append("<tr><td>")
                    .append(h(c.name()))
                    .append("</td><td>")
                    .append(h(c.outcome()))
                    .append("</td><td>")
                    .append(c.millis())
                    .append("</td><td>")
                    .append(h(c.summary()))
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        if (!interleaving.isBlank()) {
            b.append("<details><summary>Lincheck's interleaving and the evidence</summary>\n<pre>")
                    .append(h(interleaving.strip()))
                    .append("</pre></details>\n");
        }
        b.append("<p>Replay: <code>").append(h(replay)).append("</code></p>\n");
        b.append("<p>The checks as the suite's verdict matrix: <a href=\"matrix.html\">matrix.html</a>; for tools: ")
                .append(
                        "<a href=\"verdicts.json\">verdicts.json</a>, <a href=\"junit.xml\">junit.xml</a>; the console's words: ")
                .append("<a href=\"report.txt\">report.txt</a>.</p>\n</body></html>\n");
        return b.toString();
    }

    private static String h(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
