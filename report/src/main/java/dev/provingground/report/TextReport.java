package dev.provingground.report;

import dev.provingground.verdict.CatalogEntry;
import java.util.ArrayList;
import java.util.List;

/** The matrix as aligned plain text, printed at the end of the build. */
public final class TextReport {

    private TextReport() {}

    public static String render(List<Matrix> matrices) {
        StringBuilder out = new StringBuilder();
        for (Matrix m : matrices) {
            out.append("\nContract '")
                    .append(m.contract().name())
                    .append("' (")
                    .append(m.contract().type().getSimpleName())
                    .append(")\n");
            List<String> header = new ArrayList<>(List.of("subject", "expected", "verdict"));
            for (int i = 0; i < m.columns().size(); i++) header.add("c" + (i + 1));
            List<List<String>> table = new ArrayList<>();
            table.add(header);
            for (Matrix.Row row : m.rows()) {
                CatalogEntry e = row.entry();
                List<String> line = new ArrayList<>(
                        List.of(e.name(), e.expected().label(), row.verdict() + (row.asExpected() ? "" : "  <-- !")));
                for (String column : m.columns()) line.add(m.cell(e, column).label);
                table.add(line);
            }
            out.append(align(table));
            out.append("  checks:\n");
            for (int i = 0; i < m.columns().size(); i++) {
                out.append(String.format("    c%-3d %s%n", i + 1, m.columns().get(i)));
            }
        }
        return out.toString();
    }

    static String align(List<List<String>> table) {
        int cols = table.get(0).size();
        int[] width = new int[cols];
        for (List<String> row : table) {
            for (int i = 0; i < cols; i++)
                width[i] = Math.max(width[i], row.get(i).length());
        }
        StringBuilder out = new StringBuilder();
        for (List<String> row : table) {
            out.append("  ");
            for (int i = 0; i < cols; i++) {
                out.append(String.format("%-" + width[i] + "s", row.get(i)));
                if (i < cols - 1) out.append("  ");
            }
            out.append('\n');
        }
        return out.toString();
    }
}
