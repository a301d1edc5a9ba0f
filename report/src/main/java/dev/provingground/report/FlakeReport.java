package dev.provingground.report;

import dev.provingground.verdict.CheckResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The flake report of N runs of one battery: every (subject, check) whose outcome differed between
 * runs, with the outcome of each run and the evidence of the first run of each differing outcome.
 */
public final class FlakeReport {

    private FlakeReport() {}

    /** One cell across the runs: its outcome in each (null where that run has no result for it). */
    public record Cell(String contract, String subject, String column, List<CheckResult> runs) {

        public boolean flaky() {
            return runs.stream()
                            .map(r -> r == null ? null : r.outcome())
                            .distinct()
                            .count()
                    > 1;
        }

        String outcomes() {
            return String.join(
                    ", ",
                    runs.stream()
                            .map(r -> r == null ? "(none)" : r.outcome().name())
                            .toList());
        }
    }

    /** Every cell of the runs, in a fixed order. */
    public static List<Cell> cells(List<List<CheckResult>> runs) {
        Map<String, CheckResult[]> byKey = new TreeMap<>();
        for (int i = 0; i < runs.size(); i++) {
            for (CheckResult r : runs.get(i)) {
                byKey.computeIfAbsent(
                                r.contract() + "\u0000" + r.subject() + "\u0000" + r.column(),
                                k -> new CheckResult[runs.size()])[i] = r;
            }
        }
        List<Cell> out = new ArrayList<>();
        byKey.forEach((key, results) -> {
            String[] parts = key.split("\u0000");
            out.add(new Cell(parts[0], parts[1], parts[2], java.util.Arrays.asList(results)));
        });
        return out;
    }

    public static String render(List<List<CheckResult>> runs, String command) {
        List<Cell> cells = cells(runs);
        List<Cell> flaky = cells.stream().filter(Cell::flaky).toList();
        StringBuilder md = new StringBuilder("# Flake report\n\n")
                .append(runs.size())
                .append(" runs of `")
                .append(command)
                .append("`: ")
                .append(cells.size())
                .append(" cells (subject x check), ")
                .append(flaky.size())
                .append(
                        flaky.isEmpty()
                                ? " whose outcome differed between runs.\n"
                                : " whose outcome differed between runs:\n");
        for (Cell c : flaky) {
            md.append("\n## ")
                    .append(c.contract())
                    .append(" / ")
                    .append(c.subject())
                    .append(" / ")
                    .append(c.column())
                    .append("\n\noutcomes, run by run: ")
                    .append(c.outcomes())
                    .append('\n');
            Map<String, Integer> firstOf = new LinkedHashMap<>();
            for (int i = 0; i < c.runs().size(); i++) {
                CheckResult r = c.runs().get(i);
                firstOf.putIfAbsent(r == null ? "(none)" : r.outcome().name(), i);
            }
            firstOf.forEach((outcome, i) -> {
                CheckResult r = c.runs().get(i);
                md.append("\n### run ")
                        .append(i + 1)
                        .append(": ")
                        .append(outcome)
                        .append("\n\n");
                md.append(
                        r == null
                                ? "no result in this run\n"
                                : r.summary() + "\n\n```\n" + r.evidence().strip() + "\n```\n");
            });
        }
        return md.toString();
    }
}
