package dev.provingground.verdict;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

/**
 * How often a check catches the known-bad subjects it names, at the budget it runs with. With
 * {@code -Dpg.calibrate=N}, each cell whose subject the check names as its teeth ({@link Aim#catches})
 * runs N times, each run as it runs in a build (its own JVM where the build gives it one); every other
 * cell runs once (jcstress, which cannot run one cell alone, runs only the calibrated cells, N whole runs of them). One line per calibrated cell goes to {@code <pg.results>/calibration.tsv}: engine,
 * contract, check, subject, runs, catches, median and slowest time to the catch, the budget, the date.
 * The cell's recorded outcome is its first miss (so the verdict step fails it as a check without teeth)
 * or, caught every time, its slowest catch, with the rate in its summary. {@link #main} prints the table.
 */
public final class Calibration {

    static final String FILE = "calibration.tsv";

    private Calibration() {}

    /** {@code pg.calibrate}: how many runs a calibrated cell gets; 0 (the default) or 1, no calibration. */
    public static int runs() {
        return Setting.CALIBRATE.or(0);
    }

    /** Whether this cell is calibrated: a calibration run, and a subject the check names as a known-bad it catches. */
    public static boolean calibrates(Aim aim, CatalogEntry subject) {
        return runs() > 1
                && Arrays.stream(aim.catches()).anyMatch(c -> c.getName().equals(subject.id()));
    }

    /** Runs the cell {@link #runs()} times and writes its line; what it returns is the outcome the cell records. */
    public static Seen run(
            String engine, String contract, String check, CatalogEntry subject, String budget, Supplier<Seen> once) {
        int n = runs();
        List<Seen> runs = new ArrayList<>();
        for (int i = 0; i < n; i++) runs.add(once.get());
        return summarize(engine, contract, check, subject, budget, runs);
    }

    /**
     * Writes the line of a cell that ran {@code runs.size()} times (an engine that cannot rerun one cell alone, jcstress,
     * runs them all and hands each cell's runs here); what it returns is the outcome the cell records.
     */
    public static Seen summarize(
            String engine, String contract, String check, CatalogEntry subject, String budget, List<Seen> runs) {
        int n = runs.size();
        List<Long> catches = runs.stream()
                .filter(r -> r.outcome() == Outcome.FAILED)
                .map(Seen::millis)
                .sorted()
                .toList();
        long median = catches.isEmpty() ? 0 : catches.get(catches.size() / 2);
        long slowest = catches.isEmpty() ? 0 : catches.get(catches.size() - 1);
        String line = String.join(
                "\t",
                engine,
                contract,
                check,
                subject.name(),
                Integer.toString(n),
                Integer.toString(catches.size()),
                Long.toString(median),
                Long.toString(slowest),
                budget.replace('\t', ' '),
                LocalDate.now().toString());
        append(line);
        String rate = "caught in " + catches.size() + " of " + n + " runs"
                + (catches.isEmpty() ? "" : "; median " + median + " ms, slowest " + slowest + " ms");
        System.out.printf(
                "calibration %s %s on %s: %s%n  each run: %s%n",
                engine,
                check,
                subject.name(),
                rate,
                String.join(
                        ", ",
                        runs.stream()
                                .map(r -> (r.outcome() == Outcome.FAILED ? "" : r.outcome() + " ") + r.millis() + " ms")
                                .toList()));
        for (Seen r : runs) {
            if (r.outcome() != Outcome.FAILED) {
                return new Seen(
                        r.outcome(),
                        r.millis(),
                        "calibration (pg.calibrate=" + n + "): " + rate + "; a run that missed: " + r.summary(),
                        r.evidence());
            }
        }
        Seen slowestRun = runs.stream()
                .max(java.util.Comparator.comparingLong(Seen::millis))
                .orElseThrow();
        return new Seen(
                slowestRun.outcome(),
                slowestRun.millis(),
                slowestRun.summary() + " (calibration: " + rate + ")",
                slowestRun.evidence());
    }

    private static synchronized void append(String line) {
        Path file = Path.of(Setting.RESULTS.or("target/pg-results")).resolve(FILE);
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(
                    file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The table, as Markdown, from a calibration file: {@code java -cp harness/target/classes dev.provingground.verdict.Calibration target/pg-results/calibration.tsv}. */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "target/pg-results/" + FILE);
        System.out.println(
                "| engine | contract | check | known-bad subject | caught | median to the catch | slowest | budget | date |");
        System.out.println("|---|---|---|---|---|---|---|---|---|");
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (f.length < 10) continue;
            System.out.printf(
                    "| %s | %s | %s | %s | %s of %s | %,d ms | %,d ms | %s | %s |%n",
                    f[0], f[1], f[2], f[3], f[5], f[4], Long.parseLong(f[6]), Long.parseLong(f[7]), f[8], f[9]);
        }
    }
}
