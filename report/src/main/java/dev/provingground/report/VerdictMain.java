package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Shard;
import dev.provingground.verdict.SubjectException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdict step at the end of {@code verify}: reads every engine's results, judges each
 * (subject, check) against the catalog, writes {@code verdicts.md}, {@code index.html}, {@code junit.xml}
 * and {@code verdicts.json}, prints the
 * matrix, and exits 1 when anything is not at its expected verdict.
 *
 * <p>Usage: {@code VerdictMain <results-dir> <verdicts-dir>}
 */
public final class VerdictMain {

    /**
     * The run held to the contract's list of checks: a check that ran but is not listed (a check
     * added without saying so), and, in a full run, a listed check that never ran (a check lost).
     */
    static List<String> listed(Contract<?, ?> contract, List<String> ran, boolean fullRun) {
        List<String> problems = new ArrayList<>();
        ran.stream()
                .filter(c -> !contract.checks().contains(c))
                .forEach(c -> problems.add("check " + c + " ran but is not in the contract's list of checks"));
        if (fullRun) {
            contract.checks().stream()
                    .filter(c -> !ran.contains(c))
                    .forEach(c -> problems.add("check " + c + " is in the contract's list of checks but never ran"));
        }
        return problems;
    }

    /** Results of an earlier full run ({@code -Dpg.baseline}), to show built-in subjects beside a reviewer's. */
    private static List<CheckResult> baseline(Path resultsDir) {
        String dir = Setting.BASELINE.or("");
        return dir.isBlank() ? List.of() : baselineIn(Path.of(dir), resultsDir);
    }

    /**
     * The results in {@code path} when they are an earlier full run's; none when there are none, when they are this
     * run's own, or when they are one shard's (a quarter of the cells: its built-in rows would read as checks without
     * teeth, so they are left out, and said so).
     */
    static List<CheckResult> baselineIn(Path path, Path resultsDir) {
        Path dir = path.toAbsolutePath();
        if (dir.equals(resultsDir.toAbsolutePath()) || !Files.isDirectory(dir)) return List.of();
        if (Files.exists(dir.resolve(ShardManifest.FILE))) {
            System.out.println("verdict: " + dir
                    + " holds one shard's results, not a full run's: no built-in rows beside the checked subjects");
            return List.of();
        }
        return new ResultStore(dir).readAll();
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: VerdictMain <results-dir> <verdicts-dir>");
            System.exit(2);
        }
        Path resultsDir = Path.of(args[0]);
        Shard shard;
        try {
            shard = Shard.fromSystemProperty();
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        if (!shard.isAll()) {
            // One shard's results judge nothing alone: they wait for the merge of every shard.
            ShardManifest.of(shard).write(resultsDir);
            System.out.println("\nShard " + shard + ": results in " + resultsDir
                    + "; no verdict until every shard's results are" + " merged: ./proving-ground merge --shards "
                    + shard.count() + " <the shards' results folders>");
            System.exit(0);
        }
        System.exit(judge(new ResultStore(resultsDir).readAll(), baseline(resultsDir), Path.of(args[1])));
    }

    /**
     * Judges the results against the catalogs of the selected subjects, writes the reports to
     * {@code out} and prints the matrix; 0 when everything is at its expected verdict, else 1.
     */
    static int judge(List<CheckResult> results, List<CheckResult> baseline, Path out) throws java.io.IOException {
        List<Matrix> matrices = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        java.util.Set<String> checkedNow = new java.util.HashSet<>();
        if (results.isEmpty()) {
            problems.add("no engine recorded any result");
        }
        for (Contract<?, ?> contract : Contracts.all()) {
            try {
                List<CatalogEntry> selected = Selection.subjects(contract);
                if (selected.isEmpty())
                    continue; // -Dpg.subjects names no subject of this contract: no rows, not even the baseline's
                selected.forEach(e -> checkedNow.add(e.id()));
                List<CatalogEntry> rows = new ArrayList<>();
                List<CheckResult> judged = new ArrayList<>(results);
                for (CatalogEntry e : contract.catalog()) {
                    if (selected.contains(e)) {
                        rows.add(e);
                        continue;
                    }
                    List<CheckResult> earlier = baseline.stream()
                            .filter(r -> r.subject().equals(e.id()))
                            .toList();
                    if (!earlier.isEmpty()) {
                        rows.add(e); // a built-in subject beside a reviewer's, from the last full run
                        judged.addAll(earlier);
                    }
                }
                selected.stream().filter(e -> !rows.contains(e)).forEach(rows::add);
                Matrix m = new Matrix(contract, rows, judged);
                if (!rows.isEmpty()) matrices.add(m); // -Dpg.subjects named only other contracts' subjects
                m.problems().forEach(p -> problems.add("[" + contract.name() + "] " + p));
                listed(contract, m.columns(), Setting.SUBJECTS.or("").isBlank())
                        .forEach(p -> problems.add("[" + contract.name() + "] " + p));
            } catch (SubjectException e) {
                problems.add("[" + contract.name() + "] " + e.getMessage());
            }
        }
        String environment = "Engines ran on " + System.getProperty("java.vm.name") + " "
                + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors() + " CPUs, mode "
                + Setting.MODE.or("quick") + "."
                + (baseline.isEmpty()
                        ? ""
                        : " Rows of built-in subjects not run now come from the last full run ("
                                + Setting.BASELINE.value() + ").");
        Files.createDirectories(out);
        Files.writeString(out.resolve("verdicts.md"), MarkdownReport.render(matrices, problems, environment));
        Files.writeString(out.resolve("index.html"), HtmlReport.render(matrices, problems, environment));

        System.out.println("\n================ Proving Ground verdicts ================");
        System.out.print(TextReport.render(matrices));
        System.out.println(
                "\nReport: " + out.resolve("index.html") + " (and verdicts.md; for tools junit.xml and verdicts.json)");
        // The count is of the subjects this run checked; built-in rows shown beside a reviewer's class
        // come from the last full run and are counted apart.
        List<Matrix.Row> now = matrices.stream()
                .flatMap(m -> m.rows().stream())
                .filter(r -> checkedNow.contains(r.entry().id()))
                .toList();
        long asExpected = now.stream().filter(Matrix.Row::asExpected).count();
        long beside = matrices.stream().mapToLong(m -> m.rows().size()).sum() - now.size();
        Files.writeString(out.resolve("junit.xml"), JunitXmlReport.render(matrices, problems));
        Files.writeString(
                out.resolve("verdicts.json"),
                JsonReport.render(JsonReport.of(
                        matrices, problems, environment, (int) asExpected, (int) (now.size() - asExpected))));
        if (!problems.isEmpty()) {
            System.out.println("\nNOT AT EXPECTED VERDICT:");
            problems.forEach(p -> System.out.println("  - " + p));
        }
        System.out.printf(
                "%nverdicts: %d passed, %d failed%s%n",
                asExpected,
                now.size() - asExpected,
                beside == 0
                        ? ""
                        : " (of the " + now.size() + " checked now; the " + beside
                                + " built-in rows beside them are from the last full run)");
        return problems.isEmpty() ? 0 : 1;
    }
}
