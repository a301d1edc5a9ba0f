package dev.provingground.jmh;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.Setting;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The JMH engine: runs a contract's benchmark on its subjects with the gc profiler (one fork, short
 * iterations; longer with {@code thorough}) and records a claim as a check like any other: named
 * after the claim's method, under its {@link Aim}, in the result store. Allocation is what a claim
 * asserts: B/op is exact on a short run, time is not, so time is reported beside it, never asserted.
 */
public final class Benchmarks {

    private Benchmarks() {}

    /** One benchmark configuration's figures: the subject, the other parameters, threads, score and B/op. */
    public record Figure(
            String subject,
            Map<String, String> params,
            int threads,
            double score,
            double error,
            String unit,
            double bytesPerOp) {

        public String param(String name) {
            return params.get(name);
        }
    }

    /**
     * The subjects to benchmark, as class names: the yardsticks a claim is measured against, then
     * the selected subjects among the benchmark's own ({@code @Param subject}), then, with
     * {@code --bench} ({@code pg.jmh.bench}), a reviewer's classes beside them. Empty when the
     * selection benchmarks none of them.
     */
    public static List<String> subjects(Contract<?, ?> contract, Class<?> benchmark, String... yardsticks) {
        List<String> own = ownSubjects(benchmark);
        List<String> selected = Selection.subjects(contract).stream()
                .filter(e -> e.upstream().isEmpty())
                .map(e -> e.subject().getName())
                .toList();
        List<String> chosen =
                new ArrayList<>(own.stream().filter(selected::contains).toList());
        if (Setting.JMH_BENCH.isTrue()) {
            List<String> reviewed =
                    selected.stream().filter(s -> !own.contains(s)).toList();
            if (!reviewed.isEmpty()) {
                chosen = new ArrayList<>(own);
                chosen.addAll(reviewed);
            }
        }
        if (chosen.isEmpty()) return List.of();
        return Stream.concat(Arrays.stream(yardsticks), chosen.stream())
                .distinct()
                .toList();
    }

    private static List<String> ownSubjects(Class<?> benchmark) {
        try {
            return List.of(
                    benchmark.getField("subject").getAnnotation(Param.class).value());
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(benchmark.getName() + " has no @Param subject field", e);
        }
    }

    /** Runs {@code benchmark.method} on the subjects at the given thread count; params are name, values... pairs. */
    public static List<Figure> run(
            Class<?> benchmark, String method, int threads, boolean thorough, List<String> subjects, String... params) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(benchmark.getName() + "." + method + "$")
                .threads(threads)
                .forks(1)
                .warmupIterations(thorough ? 5 : 2)
                .warmupTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                .measurementIterations(thorough ? 5 : 3)
                .measurementTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                .timeout(TimeValue.seconds(60)) // a hung benchmark iteration fails the run, not CI
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(true)
                .param("subject", subjects.toArray(String[]::new));
        for (int i = 0; i + 1 < params.length; i += 2) options.param(params[i], params[i + 1]);
        List<Figure> figures = new ArrayList<>();
        try {
            for (RunResult r : new Runner(options.build()).run()) {
                Map<String, String> values = new LinkedHashMap<>();
                r.getParams()
                        .getParamsKeys()
                        .forEach(k -> values.put(k, r.getParams().getParam(k)));
                String subject = values.remove("subject");
                Result<?> primary = r.getPrimaryResult();
                Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
                figures.add(new Figure(
                        subject,
                        values,
                        threads,
                        primary.getScore(),
                        primary.getScoreError(),
                        primary.getScoreUnit(),
                        alloc == null ? Double.NaN : alloc.getScore()));
            }
        } catch (RunnerException e) {
            throw new IllegalStateException(
                    "JMH could not run " + benchmark.getSimpleName() + "." + method + ": " + e.getMessage(), e);
        }
        return figures;
    }

    /** The figures as a table: subject, every other parameter, threads, score with its error, B/op. */
    public static String table(List<Figure> figures) {
        if (figures.isEmpty()) return "";
        List<String> names = List.copyOf(figures.get(0).params().keySet());
        StringBuilder table = new StringBuilder(String.format("%-26s", "subject"));
        names.forEach(n -> table.append(String.format(" %-12s", n)));
        table.append(String.format(" %7s %26s %10s%n", "threads", figures.get(0).unit(), "B/op"));
        for (Figure f : figures) {
            table.append(String.format("%-26s", simple(f.subject())));
            names.forEach(n -> table.append(String.format(" %-12s", f.param(n))));
            table.append(
                    String.format(" %7d %14.1f ± %9.1f %10.1f%n", f.threads(), f.score(), f.error(), f.bytesPerOp()));
        }
        return table.toString();
    }

    /** Prints the figures and keeps them beside the results, under {@code jmh/<contract>-figures.txt}. */
    public static void report(Contract<?, ?> contract, boolean thorough, String heading, String table) {
        System.out.println("\nJMH " + contract.name() + " (" + (thorough ? "thorough" : "quick") + "; " + heading
                + "):\n" + table);
        Path out = ResultStore.fromSystemProperty().root().resolve("jmh").resolve(contract.name() + "-figures.txt");
        try {
            Files.createDirectories(out.getParent());
            Files.writeString(out, table);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first figure of the subject whose other parameters and threads match; none if it was not run. */
    public static Optional<Figure> find(List<Figure> figures, String subject, int threads, String... params) {
        return figures.stream()
                .filter(f -> f.subject().equals(subject) && f.threads() == threads)
                .filter(f -> {
                    for (int i = 0; i + 1 < params.length; i += 2)
                        if (!params[i + 1].equals(f.param(params[i]))) return false;
                    return true;
                })
                .findFirst();
    }

    public static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
