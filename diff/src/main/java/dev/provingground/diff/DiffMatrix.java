package dev.provingground.diff;

import dev.provingground.report.Cell;
import dev.provingground.report.HtmlReport;
import dev.provingground.report.JsonReport;
import dev.provingground.report.Matrix;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Expected;
import dev.provingground.verdict.Property;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The diff's checks as the suite's verdict matrix, written as the verdict step writes it: matrix.html
 * and verdicts.json (docs/verdicts.schema.json, engine {@code diff}). Two rows, the before and the after
 * build, each a reviewer's class expected sound; three columns: {@code diff:sequential-equivalence}
 * (after against before), {@code diff:linearizable} (after against before run sequentially; before
 * against itself) and {@code diff:performance} (figures, no verdict). A FAIL on the before row is a race
 * already there: the words and the exit code that blame the PR or not are {@link Verdict}'s.
 */
final class DiffMatrix {

    static final String ENGINE = "diff";

    /** The matrix's page, beside the diff's first page (index.html). */
    static final String MATRIX = "matrix.html";

    /** What the diff's checks hold the after side to: the before side's behaviour. */
    enum DiffProperty implements Property {
        SAME_ANSWERS(
                "Run alone, the after side answers every sequence of calls as the before side does: the same results, the same exception types."),
        LINEARIZABLE("Every concurrent history is explained by some sequential run of the before side."),
        MEASURED("Figures only: ns/op and B/op of a mix of the calls, before against after.");

        private final String sentence;

        DiffProperty(String sentence) {
            this.sentence = sentence;
        }

        @Override
        public String sentence() {
            return sentence;
        }
    }

    /** One side's row: its class, told apart from the other side's when both builds share the name. */
    record Side(String label, String className) {
        CatalogEntry entry() {
            return new CatalogEntry(
                    className + " (" + label + ")",
                    null,
                    CatalogEntry.Role.REVIEWED,
                    Expected.sound(),
                    label + " build");
        }
    }

    /** A cell's result for a side and check. */
    static CheckResult result(
            String pair,
            Side side,
            String check,
            DiffProperty aim,
            CheckResult.Outcome outcome,
            long millis,
            String summary,
            String evidence,
            String budget) {
        return new CheckResult(
                pair,
                side.entry().id(),
                ENGINE,
                check,
                List.of(aim.name()),
                List.of(),
                outcome,
                millis,
                summary,
                evidence,
                budget);
    }

    /**
     * Writes the matrix ({@value #MATRIX}, which the diff's first page, {@link DiffPage}, links) and verdicts.json into {@code dir}. What fails there is what the exit code counts:
     * the after row's failures and any harness error; the before row's failures show in its cells, as
     * problems that were there before the PR, not in the list of what fails.
     */
    static void write(Path dir, String pair, Side before, Side after, List<CheckResult> results, String environment)
            throws IOException {
        Contract<Object, Object> contract = new Contract<>(
                pair,
                Object.class,
                Object.class,
                () -> null,
                List.of(DiffProperty.values()),
                results.stream().map(CheckResult::column).distinct().toList(),
                List.of(before.entry(), after.entry()));
        Matrix matrix = new Matrix(contract, contract.catalog(), results);
        String beforeRow = before.entry().name() + ": ";
        List<String> problems = matrix.problems().stream()
                .filter(p -> !p.startsWith(beforeRow) || p.startsWith(beforeRow + Cell.ERROR.label + " on "))
                .map(p -> "[" + pair + "] " + p)
                .toList();
        long sound = matrix.rows().stream().filter(Matrix.Row::asExpected).count();
        Files.writeString(dir.resolve(MATRIX), HtmlReport.render(List.of(matrix), problems, environment));
        Files.writeString(
                dir.resolve("verdicts.json"),
                JsonReport.render(JsonReport.of(List.of(matrix), problems, environment, (int) sound, (int)
                        (matrix.rows().size() - sound))));
    }
}
