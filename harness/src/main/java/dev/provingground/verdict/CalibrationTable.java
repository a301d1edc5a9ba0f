package dev.provingground.verdict;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The measured catch rates ({@link Calibration}, {@code -Dpg.calibrate=N}), kept with the harness
 * ({@code calibration.tsv} beside this class; docs/calibration.md shows it as a table): what a PASS of a
 * check is worth, in one sentence per check for the reports.
 */
public final class CalibrationTable {

    /** One calibrated cell: a check on one of the known-bad subjects it names, run {@code runs} times. */
    public record Rate(
            String engine,
            String contract,
            String check,
            String subject,
            int runs,
            int catches,
            long medianMillis,
            long slowestMillis,
            String budget,
            String date) {}

    private final List<Rate> rates;

    CalibrationTable(List<Rate> rates) {
        this.rates = List.copyOf(rates);
    }

    /** The table the harness ships with. */
    public static CalibrationTable shipped() {
        try (InputStream in = CalibrationTable.class.getResourceAsStream("calibration.tsv")) {
            if (in == null) return new CalibrationTable(List.of());
            return new CalibrationTable(parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                    .lines()
                    .toList()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read calibration.tsv", e);
        }
    }

    static List<Rate> parse(List<String> lines) {
        List<Rate> out = new ArrayList<>();
        for (String line : lines) {
            String[] f = line.split("\t");
            if (f.length < 10) continue;
            out.add(new Rate(
                    f[0],
                    f[1],
                    f[2],
                    f[3],
                    Integer.parseInt(f[4]),
                    Integer.parseInt(f[5]),
                    Long.parseLong(f[6]),
                    Long.parseLong(f[7]),
                    f[8],
                    f[9]));
        }
        return out;
    }

    /** Every calibrated cell, in the order of calibration.tsv. */
    public List<Rate> rates() {
        return rates;
    }

    /** The calibrated cells of one check, on the known-bad subjects it names ({@code catches}: class names). */
    public List<Rate> of(String contract, String engine, String check, List<String> catches) {
        List<String> named =
                catches.stream().map(c -> c.substring(c.lastIndexOf('.') + 1)).toList();
        return rates.stream()
                .filter(r -> r.contract().equals(contract)
                        && r.engine().equals(engine)
                        && r.check().equals(check)
                        && named.contains(r.subject()))
                .toList();
    }

    /**
     * What a check's PASS is worth, in words: "caught each of its 4 known bugs in 20 of 20 runs; slowest 20.7 s
     * (calibrated 2026-11-25)"; the cells below N of N named; the known bugs not calibrated yet counted. A jcstress
     * check's sentence, and a JMH claim's, has no time: each of its runs takes its whole budget.
     */
    public String sentence(String contract, String engine, String check, List<String> catches) {
        List<Rate> mine = of(contract, engine, check, catches);
        int named = catches.size();
        if (mine.isEmpty())
            return "catch rate not calibrated yet (" + named + " known bug" + (named == 1 ? "" : "s")
                    + " named; docs/calibration.md)";
        List<Rate> short_ = mine.stream().filter(r -> r.catches() < r.runs()).toList();
        int runs = mine.stream().mapToInt(Rate::runs).min().orElse(0);
        long slowest = mine.stream().mapToLong(Rate::slowestMillis).max().orElse(0);
        String date = mine.stream().map(Rate::date).max(String::compareTo).orElse("");
        String head = short_.isEmpty()
                ? "caught " + (mine.size() == 1 ? "its known bug" : "each of its " + mine.size() + " known bugs")
                        + " in " + runs + " of " + runs + " runs"
                : "caught "
                        + String.join(
                                ", ",
                                short_.stream()
                                        .map(r -> r.subject() + " in " + r.catches() + " of " + r.runs() + " runs")
                                        .toList())
                        + (mine.size() > short_.size()
                                ? "; the other " + (mine.size() - short_.size()) + " every time"
                                : "");
        String rest = named > mine.size() ? "; " + (named - mine.size()) + " more named, not calibrated yet" : "";
        // A litmus test runs its whole budget whether or not it sees a forbidden outcome, and a JMH claim judges its
        // figures once its benchmark has run: neither has a time to the catch.
        String time = engine.equals("jcstress") || engine.equals("jmh")
                ? ""
                : "; slowest " + String.format(Locale.ROOT, "%.1f s", slowest / 1000.0);
        return head + time + " (calibrated " + date + ")" + rest;
    }
}
