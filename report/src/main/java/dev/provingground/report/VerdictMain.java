package dev.provingground.report;

import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.SubjectException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The verdict step at the end of {@code verify}: reads every engine's results, judges each
 * (subject, check) against the catalog, writes {@code verdicts.md} and {@code index.html}, prints the
 * matrix, and exits 1 when anything is not at its expected verdict.
 *
 * <p>Usage: {@code VerdictMain <results-dir> <verdicts-dir>}
 */
public final class VerdictMain {

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: VerdictMain <results-dir> <verdicts-dir>");
            System.exit(2);
        }
        Path resultsDir = Path.of(args[0]);
        Path out = Path.of(args[1]);
        List<CheckResult> results = new ResultStore(resultsDir).readAll();
        List<Matrix> matrices = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (results.isEmpty()) {
            problems.add("no engine recorded any result under " + resultsDir);
        }
        for (Contract<?, ?> contract : Contracts.all()) {
            try {
                Matrix m = new Matrix(contract, Selection.subjects(contract), results);
                matrices.add(m);
                m.problems().forEach(p -> problems.add("[" + contract.name() + "] " + p));
            } catch (SubjectException e) {
                problems.add("[" + contract.name() + "] " + e.getMessage());
            }
        }
        String environment = "Engines ran on " + System.getProperty("java.vm.name") + " "
                + Runtime.version() + ", " + Runtime.getRuntime().availableProcessors() + " CPUs, mode "
                + System.getProperty("pg.mode", "quick") + ".";
        Files.createDirectories(out);
        Files.writeString(out.resolve("verdicts.md"), MarkdownReport.render(matrices, problems, environment));
        Files.writeString(out.resolve("index.html"), HtmlReport.render(matrices, problems, environment));

        System.out.println("\n================ Proving Ground verdicts ================");
        System.out.print(TextReport.render(matrices));
        System.out.println("\nReport: " + out.resolve("index.html") + " (and verdicts.md)");
        long asExpected = matrices.stream().mapToLong(Matrix::subjectsAsExpected).sum();
        long total = matrices.stream().mapToLong(m -> m.rows().size()).sum();
        if (!problems.isEmpty()) {
            System.out.println("\nNOT AT EXPECTED VERDICT:");
            problems.forEach(p -> System.out.println("  - " + p));
        }
        System.out.printf("%nverdicts: %d passed, %d failed%n", asExpected, total - asExpected);
        System.exit(problems.isEmpty() ? 0 : 1);
    }
}
