package dev.provingground.diff;

import dev.provingground.verdict.Setting;
import java.io.File;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Check 4 from the diff's side: JMH runs {@link DiffBench} on both sides at 1 and 2 threads, one fork
 * each, with the gc profiler, and reports ns/op and B/op side by side. Figures, not a verdict: a PR may
 * trade speed for safety, and a reviewer reads the trade here.
 */
final class Performance {

    record Figure(String side, int threads, double nanos, double error, double bytes) {}

    private Performance() {}

    static List<Figure> run(DiffRequest request, MethodChoice choice, boolean thorough) throws Exception {
        List<String> flags = new ArrayList<>(List.of(
                Setting.DIFF_BEFORE_CLASS.flag(request.before().className()),
                Setting.DIFF_AFTER_CLASS.flag(request.after().className()),
                Setting.DIFF_BEFORE_CLASS_PATH.flag(join(request.before())),
                Setting.DIFF_AFTER_CLASS_PATH.flag(join(request.after())),
                Setting.DIFF_API.flag((request.api() == null ? "" : request.api())),
                Setting.DIFF_FACTORY.flag((request.factory() == null ? "" : request.factory())),
                Setting.DIFF_SEED.flag(request.seed()),
                Setting.DIFF_GENERATORS.flag(String.join(",", request.generators())),
                Setting.DIFF_METHODS.flag(choice.argument())));
        List<Figure> figures = new ArrayList<>();
        for (int threads : new int[] {1, 2}) {
            var options = new OptionsBuilder()
                    .include(DiffBench.class.getName() + ".mix$")
                    .threads(threads)
                    .forks(1)
                    .warmupIterations(thorough ? 5 : 2)
                    .warmupTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                    .measurementIterations(thorough ? 5 : 3)
                    .measurementTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                    .timeout(TimeValue.seconds(60))
                    .addProfiler(GCProfiler.class)
                    .jvmArgsAppend(flags.toArray(String[]::new))
                    .shouldFailOnError(true)
                    .build();
            for (RunResult r : new Runner(options, new org.openjdk.jmh.runner.format.OutputFormat() {
                        // JMH's own progress lines would bury the diff's report: kept quiet.
                        public void iteration(
                                org.openjdk.jmh.infra.BenchmarkParams b,
                                org.openjdk.jmh.infra.IterationParams p,
                                int i) {}

                        public void iterationResult(
                                org.openjdk.jmh.infra.BenchmarkParams b,
                                org.openjdk.jmh.infra.IterationParams p,
                                int i,
                                org.openjdk.jmh.results.IterationResult d) {}

                        public void startBenchmark(org.openjdk.jmh.infra.BenchmarkParams b) {}

                        public void endBenchmark(org.openjdk.jmh.results.BenchmarkResult r) {}

                        public void startRun() {}

                        public void endRun(java.util.Collection<RunResult> r) {}

                        public void print(String s) {}

                        public void println(String s) {}

                        public void flush() {}

                        public void close() {}

                        public void verbosePrintln(String s) {}

                        public void write(int b) {}

                        public void write(byte[] b) {}
                    })
                    .run()) {
                Result<?> primary = r.getPrimaryResult();
                Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
                figures.add(new Figure(
                        r.getParams().getParam("side"),
                        threads,
                        primary.getScore(),
                        primary.getScoreError(),
                        alloc == null ? Double.NaN : alloc.getScore()));
            }
        }
        return figures;
    }

    static String table(List<Figure> figures) {
        return figures.stream()
                .map(f -> String.format(
                        "    %-7s %d thread%s %10.1f ± %6.1f ns/op %8.1f B/op",
                        f.side(), f.threads(), f.threads() == 1 ? " " : "s", f.nanos(), f.error(), f.bytes()))
                .collect(Collectors.joining("\n"));
    }

    private static String join(Side side) {
        return side.classPath().stream().map(Object::toString).collect(Collectors.joining(File.pathSeparator));
    }

    /** Check 4, printed: the figures, or why there are none (left out, or a harness error: JMH could not run). */
    static DiffJunitXml.Case check(DiffRequest request, MethodChoice choice, PrintStream out) {
        if (!request.bench()) {
            out.printf("  %-34s %-8s %7s     left out (--no-bench)%n", "performance", "-", "");
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.SKIPPED, "left out (--no-bench)", "", 0);
        }
        long start = System.nanoTime();
        try {
            String table =
                    Performance.table(Performance.run(request, choice, request.mode() == DiffRequest.Mode.THOROUGH));
            long millis = (System.nanoTime() - start) / 1_000_000;
            out.printf(
                    "  %-34s %-8s %,7d ms  a mix of the calls on one shared instance, JMH with the gc profiler:%n%s%n",
                    "performance", "MEASURED", millis, table);
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.PASSED, "", table, millis);
        } catch (Exception e) {
            long millis = (System.nanoTime() - start) / 1_000_000;
            String cause = "harness error, no figures: JMH could not run: "
                    + String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            out.printf("  %-34s %-8s %,7d ms  %s%n", "performance", "ERROR", millis, cause);
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.ERROR, cause, String.valueOf(e), millis);
        }
    }
}
