package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Expected;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The verdict matrix of one contract: rows are subjects, columns are checks (engine:check), each cell
 * judged against the catalog. {@link #problems()} lists everything that fails the build: a MISSED
 * or FALSE ALARM, an ERROR, a failed claim, a catalog entry no engine ran or no check could reach (every
 * result NOT_APPLICABLE), and a check that no longer
 * catches a known-bad subject it names (a check without teeth).
 */
public final class Matrix {

    private static final List<String> ENGINE_ORDER = List.of("jcstress", "lincheck", "properties", "jmh");

    public record Row(CatalogEntry entry, String verdict, boolean asExpected) {}

    private final Contract<?, ?> contract;
    private final List<CatalogEntry> subjects;
    private final List<String> columns;
    private final Map<String, Map<String, CheckResult>> results = new LinkedHashMap<>(); // subject -> column -> result
    private final Map<String, Map<String, Cell>> cells = new LinkedHashMap<>();
    private final List<Row> rows = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();

    public Matrix(Contract<?, ?> contract, List<CatalogEntry> subjects, List<CheckResult> allResults) {
        this.contract = contract;
        this.subjects = List.copyOf(subjects);
        List<CheckResult> mine = allResults.stream()
                .filter(r -> r.contract().equals(contract.name()))
                .toList();
        for (CheckResult r : mine) {
            results.computeIfAbsent(r.subject(), k -> new LinkedHashMap<>()).put(r.column(), r);
        }
        this.columns = mine.stream()
                .sorted(Comparator.comparingInt((CheckResult r) -> engineRank(r.engine()))
                        .thenComparing(CheckResult::check))
                .map(CheckResult::column)
                .distinct()
                .toList();
        judge();
    }

    private static int engineRank(String engine) {
        int i = ENGINE_ORDER.indexOf(engine);
        return i < 0 ? ENGINE_ORDER.size() : i;
    }

    private void judge() {
        for (CatalogEntry s : subjects) {
            Map<String, CheckResult> byColumn = results.getOrDefault(s.id(), Map.of());
            Expected expected = s.expected();
            boolean caught = byColumn.values().stream()
                    .anyMatch(r -> (r.outcome() == Outcome.FAILED || r.outcome().isStuck())
                            && expected.isCaughtBy(r.properties()));
            Map<String, Cell> row = new LinkedHashMap<>();
            for (String column : columns) {
                CheckResult r = byColumn.get(column);
                Cell cell = cell(expected, r, caught);
                row.put(column, cell == Cell.FALSE_ALARM && s.role() == CatalogEntry.Role.REVIEWED ? Cell.FAIL : cell);
            }
            cells.put(s.id(), row);

            if (byColumn.isEmpty()) {
                problems.add(s.name() + ": no engine ran this catalog entry");
                rows.add(new Row(s, "NOT RUN", false));
                continue;
            }
            if (byColumn.values().stream().allMatch(r -> r.outcome() == Outcome.NOT_APPLICABLE)) {
                problems.add(s.name() + ": no check could reach this subject (every result is n/a)");
                rows.add(new Row(s, "NOT CHECKED", false));
                continue;
            }
            List<String> bad = new ArrayList<>();
            row.forEach((column, cell) -> {
                if (cell.failsBuild && cell != Cell.MISSED) {
                    CheckResult r = byColumn.get(column);
                    bad.add(
                            cell == Cell.FAIL
                                    ? "failed " + column + " (aimed at " + String.join(", ", r.properties()) + "): "
                                            + r.summary()
                                    : cell.label + " on " + column + ": " + r.summary());
                }
            });
            String verdict;
            boolean asExpected;
            if (expected.isSound()) {
                asExpected = bad.isEmpty();
                verdict = asExpected ? "SOUND" : s.role() == CatalogEntry.Role.REVIEWED ? "FAILS" : "FALSE ALARM";
            } else if (!caught) {
                asExpected = false;
                verdict = "MISSED";
                bad.add(
                        0,
                        "MISSED: BROKEN (" + expected.breaks().name() + ") but no check aimed at "
                                + expected.breaks().name() + " failed on it");
            } else {
                asExpected = bad.isEmpty();
                verdict = "CAUGHT";
            }
            bad.forEach(b -> problems.add(s.name() + ": " + b));
            rows.add(new Row(s, verdict, asExpected));
        }
        checkTeeth();
    }

    private static Cell cell(Expected expected, CheckResult r, boolean caught) {
        if (r == null) return Cell.NOT_RUN;
        if (r.outcome() == Outcome.ERROR) return Cell.ERROR;
        if (r.outcome() == Outcome.NOT_APPLICABLE) return Cell.NOT_APPLICABLE;
        if (r.outcome().isMisbehaviour()) {
            // A hang or a spin fails a check aimed at a property the catalog says the subject breaks
            // (a pool that spins when full breaks PROGRESS); anything else is said as what it was.
            if (r.outcome().isStuck() && expected.isCaughtBy(r.properties())) return Cell.CAUGHT;
            if (r.outcome().isStuck() && expected.explainsFailureOf(r.properties())) return Cell.ALSO_FAILS;
            return Cell.valueOf(r.outcome().name());
        }
        if (r.outcome() == Outcome.PASSED) {
            return !caught && expected.isCaughtBy(r.properties()) ? Cell.MISSED : Cell.PASS;
        }
        if (expected.isCaughtBy(r.properties())) return Cell.CAUGHT;
        if (expected.explainsFailureOf(r.properties())) return Cell.ALSO_FAILS;
        return Cell.FALSE_ALARM;
    }

    /** Every known-bad subject a check names must be caught by that check, whenever both ran. */
    private void checkTeeth() {
        Map<String, CheckResult> anyByColumn = new LinkedHashMap<>();
        results.values().forEach(m -> m.forEach(anyByColumn::putIfAbsent));
        for (String column : columns) {
            CheckResult sample = anyByColumn.get(column);
            for (String named : sample.catches()) {
                var entry = contract.entry(named);
                if (entry.isEmpty()) {
                    problems.add(column + " names " + named + ", which is not in the " + contract.name() + " catalog");
                    continue;
                }
                if (entry.get().expected().isSound()) {
                    problems.add(column + " names " + entry.get().name()
                            + " as a known-bad it catches, but the catalog says SOUND");
                    continue;
                }
                if (subjects.stream().noneMatch(s -> s.id().equals(named))) continue; // not selected
                Cell c = cells.get(named).get(column);
                if (c != Cell.CAUGHT && c != Cell.ALSO_FAILS) {
                    problems.add("check without teeth: " + column + " names "
                            + entry.get().name() + " as a known-bad it catches, but here it was " + c.label);
                }
            }
        }
    }

    public Contract<?, ?> contract() {
        return contract;
    }

    public List<String> columns() {
        return columns;
    }

    public List<Row> rows() {
        return rows;
    }

    public Cell cell(CatalogEntry subject, String column) {
        return cells.get(subject.id()).get(column);
    }

    public CheckResult result(CatalogEntry subject, String column) {
        return results.getOrDefault(subject.id(), Map.of()).get(column);
    }

    public List<String> problems() {
        return problems;
    }

    /** How hard a check looked and what its PASS is worth, for the reports' line on each check. */
    public record Confidence(String check, String budget, String calibration) {}

    private static final dev.provingground.verdict.CalibrationTable CALIBRATION =
            dev.provingground.verdict.CalibrationTable.shipped();

    /**
     * A check's budget (the budgets its cells stated, a litmus test's sample counts left out: they vary by subject)
     * and its calibrated catch rate on the known bugs it names.
     */
    public Confidence confidence(String column) {
        List<CheckResult> ofColumn = rows.stream()
                .map(r -> result(r.entry(), column))
                .filter(java.util.Objects::nonNull)
                .toList();
        String budget = ofColumn.stream()
                .map(CheckResult::budget)
                .filter(b -> !b.isEmpty())
                .map(b -> b.replaceFirst(", [\\d,]+ samples$", ""))
                .distinct()
                .collect(java.util.stream.Collectors.joining(" / "));
        List<String> catches =
                ofColumn.stream().findFirst().map(CheckResult::catches).orElse(List.of());
        String calibration = catches.isEmpty()
                ? ""
                : CALIBRATION.sentence(contract.name(), engine(column), checkName(column), catches);
        return new Confidence(column, budget.isEmpty() ? "not stated" : budget, calibration);
    }

    /** Short column header: the check name without its engine. */
    public static String checkName(String column) {
        return column.substring(column.indexOf(':') + 1);
    }

    public static String engine(String column) {
        return column.substring(0, column.indexOf(':'));
    }
}
