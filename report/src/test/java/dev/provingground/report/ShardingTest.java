package dev.provingground.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.ToolTest;
import dev.provingground.vthreads.pinning.PinningContract;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pinning contract's quick battery in three shards (three nested builds with -Dpg.shard=K/3,
 * each with a results folder of its own), merged: the same matrix, cell for cell, as one run of it.
 * The one run is this build's own, when it ran the contract (a full ./mvnw verify), else a fourth
 * nested build. Pinning: its battery is the smallest (one check, three subjects), so each shard
 * holds one subject. Skipped inside the nested builds themselves ({@code -Dpg.it.skip}).
 */
@ToolTest(group = 3)
class ShardingTest {

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
    private static final long BUILD_LIMIT_MINUTES = 10;

    @TempDir
    Path work;

    @Test
    void threeShardsMergedGiveTheMatrixOfOneRun() throws Exception {
        List<CatalogEntry> catalog = PinningContract.CONTRACT.catalog();
        List<Path> shards = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            Path results = work.resolve("shard-" + k);
            build(results, k + "/3");
            assertTrue(Files.isRegularFile(results.resolve(ShardManifest.FILE)), "shard " + k + " wrote its manifest");
            shards.add(results);
        }
        List<CheckResult> merged = new ArrayList<>();
        shards.forEach(s -> merged.addAll(new ResultStore(s).readAll()));
        List<CheckResult> oneRun = ownResults();
        if (oneRun.isEmpty()) {
            build(work.resolve("one-run"), "");
            oneRun = new ResultStore(work.resolve("one-run")).readAll();
        }
        assertEquals(
                cells(new Matrix(PinningContract.CONTRACT, catalog, oneRun)),
                cells(new Matrix(PinningContract.CONTRACT, catalog, merged)));
        assertEquals(
                catalog.size(),
                shards.stream()
                        .filter(s -> !new ResultStore(s).readAll().isEmpty())
                        .count(),
                "each shard ran one of the three subjects");

        List<String> args = new ArrayList<>(
                List.of("--shards", "3", "--out", work.resolve("verdicts").toString()));
        shards.forEach(s -> args.add(s.toString()));
        String subjects = System.getProperty("pg.subjects");
        System.setProperty("pg.subjects", ids(catalog));
        try {
            assertEquals(0, MergeMain.run(args.toArray(String[]::new)), "the merge judges the shards as one run");
        } finally {
            if (subjects == null) System.clearProperty("pg.subjects");
            else System.setProperty("pg.subjects", subjects);
        }
        assertTrue(Files.readString(work.resolve("verdicts/verdicts.json")).contains("\"asExpected\" : true"));
    }

    /** This build's pinning results, if it ran the contract, whole: a build that is itself one shard has only its share. */
    private static List<CheckResult> ownResults() {
        String dir = System.getProperty("pg.results", "");
        if (dir.isBlank()
                || !dev.provingground.verdict.Shard.fromSystemProperty().isAll()) return List.of();
        return new ResultStore(Path.of(dir))
                .readAll().stream().filter(r -> r.contract().equals("pinning")).toList();
    }

    /** Every judged cell, as subject / column = label. */
    private static List<String> cells(Matrix m) {
        List<String> out = new ArrayList<>();
        for (Matrix.Row row : m.rows()) {
            for (String column : m.columns())
                out.add(row.entry().name() + " / " + column + " = " + m.cell(row.entry(), column).label);
            out.add(row.entry().name() + " = " + row.verdict());
        }
        return out;
    }

    private static String ids(List<CatalogEntry> catalog) {
        return catalog.stream().map(CatalogEntry::id).collect(Collectors.joining(","));
    }

    /** A nested build of the pinning battery (properties and the verdict step), as one shard or whole. */
    private void build(Path results, String shard) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                ROOT.resolve("mvnw").toString(),
                "-B",
                "-ntp",
                "-o",
                "verify",
                "-pl",
                "properties,report",
                "-am",
                "-Dtest=PinningTest",
                "-Dsurefire.failIfNoSpecifiedTests=false",
                "-Dpg.subjects=" + ids(PinningContract.CONTRACT.catalog()),
                "-Dpg.shard=" + shard,
                "-Dpg.results=" + results,
                "-Dpg.verdicts=" + results.resolveSibling(results.getFileName() + "-verdicts"),
                "-Dpg.it.skip=true"));
        Path log = results.resolveSibling(results.getFileName() + ".log");
        Process maven = new ProcessBuilder(command)
                .directory(ROOT.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!maven.waitFor(BUILD_LIMIT_MINUTES, TimeUnit.MINUTES)) {
            ChildJvm.stopTree(maven.toHandle());
            throw new AssertionError("the nested build " + (shard.isBlank() ? "" : "of shard " + shard)
                    + " did not end within " + BUILD_LIMIT_MINUTES + " min; log: " + log);
        }
        assertEquals(0, maven.exitValue(), "nested build " + shard + " failed; its log:\n" + tail(log));
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log);
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
    }
}
