package dev.provingground.jmh;

import dev.provingground.counter.CounterBench;
import dev.provingground.counter.CounterContract;
import dev.provingground.refcount.RefCountBench;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Selection;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The JMH sanity run inside {@code verify}: short runs with the gc profiler, at 1 and 2 threads.
 * It asserts allocation only (B/op is stable on a short run; time is not): the claims are
 * checked per subject and recorded as the {@code jmh:alloc-per-request} column. Time per op and the
 * direction of the speed-up are recorded as evidence, never asserted.
 *
 * <p>Argument: {@code quick} (default) or {@code thorough}.
 */
public final class JmhSanity {

    /** Measured figures of one benchmark configuration. */
    record Figure(String subject, String regime, int threads, double nsPerOp, double nsError, double bytesPerOp) {
    }

    public static void main(String[] args) throws Exception {
        boolean thorough = args.length > 0 && args[0].equals("thorough");
        counter(thorough);
        refcount(thorough);
        pool(thorough);
        headers(thorough);
    }

    /** Keeps a table of reported figures beside the results, under {@code jmh/}. */
    private static void writeFigures(String fileName, CharSequence table) throws java.io.IOException {
        Path out = ResultStore.fromSystemProperty().root().resolve("jmh").resolve(fileName);
        Files.createDirectories(out.getParent());
        Files.writeString(out, table);
    }

    /** The run options every benchmark here shares: one fork, short iterations, the gc profiler. */
    private static ChainedOptionsBuilder options(String include, int threads, boolean thorough) {
        return new OptionsBuilder()
                .include(include)
                .threads(threads)
                .forks(1)
                .warmupIterations(thorough ? 5 : 2).warmupTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                .measurementIterations(thorough ? 5 : 3).measurementTime(TimeValue.milliseconds(thorough ? 1000 : 300))
                .timeout(TimeValue.seconds(60)) // a hung benchmark iteration fails the run, not CI
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(true);
    }

    /** Compute vs atomic counters, send+complete at 1 and 2 threads, in both regimes; allocation asserted. */
    private static void counter(boolean thorough) throws Exception {
        List<String> selected = Selection.subjects(CounterContract.CONTRACT).stream()
                .map(e -> e.subject().getName()).toList();
        List<String> builtIn = List.of(CounterBench.class.getField("subject").getAnnotation(
                org.openjdk.jmh.annotations.Param.class).value());
        List<String> bench = new ArrayList<>(builtIn.stream().filter(selected::contains).toList());
        if (Boolean.getBoolean("pg.jmh.bench")) {
            // --bench: a reviewer's subject beside the before and after code, for comparison.
            List<String> reviewed = selected.stream().filter(s -> !builtIn.contains(s)).toList();
            if (!reviewed.isEmpty()) {
                bench = new ArrayList<>(builtIn.subList(0, 2));
                bench.addAll(reviewed);
            }
        }
        String[] benchSubjects = bench.toArray(String[]::new);
        if (benchSubjects.length == 0) {
            System.out.println("jmh: no benchmarked counter subject selected; nothing to run");
            return;
        }
        List<Figure> figures = new ArrayList<>();
        for (int threads : new int[]{1, 2}) {
            ChainedOptionsBuilder options = options(CounterBench.class.getName() + ".sendThenComplete", threads, thorough)
                    .param("subject", benchSubjects);
            for (RunResult r : new Runner(options.build()).run()) {
                var params = r.getParams();
                Result<?> primary = r.getPrimaryResult();
                Map<String, Result> secondary = r.getSecondaryResults();
                Result<?> alloc = secondary.get("gc.alloc.rate.norm");
                figures.add(new Figure(params.getParam("subject"), params.getParam("regime"), threads,
                        primary.getScore(), primary.getScoreError(), alloc == null ? Double.NaN : alloc.getScore()));
            }
        }
        record(figures, thorough);
    }

    /**
     * CAS vs XADD vs even/odd vs the repair, one retain/release pair on a shared object, 1 and 2
     * threads. Reported, not asserted: the seed's claim is about time (about 2x under contention),
     * and a short run on 2 cores is no measurement of time.
     */
    private static void refcount(boolean thorough) throws Exception {
        List<String> selected = Selection.subjects(RefCountContract.CONTRACT).stream().map(e -> e.subject().getName()).toList();
        String[] subjects = List.of(RefCountBench.class.getField("subject").getAnnotation(
                org.openjdk.jmh.annotations.Param.class).value()).stream().filter(selected::contains).toArray(String[]::new);
        if (subjects.length == 0) return;
        StringBuilder table = new StringBuilder(String.format("%-26s %7s %16s %8s%n", "subject", "threads", "ns/op", "B/op"));
        for (int threads : new int[]{1, 2}) {
            var options = options(RefCountBench.class.getName() + ".retainThenRelease", threads, thorough)
                    .param("subject", subjects);
            for (RunResult r : new Runner(options.build()).run()) {
                Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
                table.append(String.format("%-26s %7d %8.1f ± %5.1f %8.1f%n", simple(r.getParams().getParam("subject")), threads,
                        r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(), alloc == null ? Double.NaN : alloc.getScore()));
            }
        }
        System.out.println("\nJMH refcount (" + (thorough ? "thorough" : "quick") + ", reported, not asserted):\n" + table);
        writeFigures("refcount-figures.txt", table);
    }

    /**
     * ThreadLocal vs the PR's ring vs the repair: a batch of short-lived virtual threads logging four
     * lines each (1 and 16 per batch, the seed's benchmark), and one line on a platform thread (1 and
     * 2 threads). Asserted: the optimization's point, on B/op: with a virtual thread per task, each
     * pool allocates less per batch of 16 than the ThreadLocal design, which builds a context per
     * thread. Time is reported beside the seed's 10x and 133x, not asserted.
     */
    private static void pool(boolean thorough) throws Exception {
        List<String> selected = Selection.subjects(dev.provingground.pool.PoolContract.CONTRACT).stream()
                .map(e -> e.subject().getName()).toList();
        String[] subjects = List.of(dev.provingground.pool.PoolBench.class.getField("subject").getAnnotation(
                org.openjdk.jmh.annotations.Param.class).value()).stream().filter(selected::contains).toArray(String[]::new);
        if (subjects.length == 0) return;
        String threadLocal = "dev.provingground.pool.ThreadLocalContexts";
        if (!List.of(subjects).contains(threadLocal)) {
            subjects = java.util.stream.Stream.concat(java.util.stream.Stream.of(threadLocal), java.util.stream.Stream.of(subjects))
                    .toArray(String[]::new); // the baseline every claim is measured against
        }
        StringBuilder table = new StringBuilder(String.format("%-22s %-20s %7s %22s %10s%n", "subject", "benchmark", "threads", "ops/s", "B/op"));
        Map<String, double[]> batch16 = new TreeMap<>(); // subject -> {ops/s, B/op}
        List<String[]> runs = List.of(new String[]{"virtualThreadTasks", "1", "1"}, new String[]{"virtualThreadTasks", "16", "1"},
                new String[]{"platformThread", "1", "1"}, new String[]{"platformThread", "1", "2"});
        for (String[] run : runs) {
            var options = options(dev.provingground.pool.PoolBench.class.getName() + "." + run[0] + "$", Integer.parseInt(run[2]), thorough)
                    .param("subject", subjects).param("tasks", run[1]);
            for (RunResult r : new Runner(options.build()).run()) {
                Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
                double bytes = alloc == null ? Double.NaN : alloc.getScore();
                String name = run[0].equals("virtualThreadTasks") ? "virtual x" + run[1] + " (batch)" : "platform (1 line)";
                table.append(String.format("%-22s %-20s %7s %12.0f ± %7.0f %10.1f%n", simple(r.getParams().getParam("subject")), name, run[2],
                        r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(), bytes));
                if (run[0].equals("virtualThreadTasks") && run[1].equals("16")) {
                    batch16.put(r.getParams().getParam("subject"), new double[]{r.getPrimaryResult().getScore(), bytes});
                }
            }
        }
        double[] base = batch16.get(threadLocal);
        System.out.println("\nJMH pool (" + (thorough ? "thorough" : "quick") + "; the seed claims 10x at 1 thread and 133x at 16 virtual threads over ThreadLocal):\n" + table);
        ResultStore store = ResultStore.fromSystemProperty();
        for (var e : batch16.entrySet()) {
            if (e.getKey().equals(threadLocal) || !selected.contains(e.getKey())) continue;
            double[] f = e.getValue();
            boolean met = f[1] < base[1];
            String summary = String.format("%.0f B per batch of 16 virtual-thread tasks vs %.0f for ThreadLocalContexts (%.2fx the ops/s); claim: allocates less than one context per thread%s",
                    f[1], base[1], f[0] / base[0], met ? "" : "; NOT MET");
            store.write(new CheckResult(dev.provingground.pool.PoolContract.CONTRACT.name(), e.getKey(), "jmh", "alloc-per-virtual-thread-task",
                    List.of("ALLOCATION_CLAIM"), List.of(), met ? Outcome.PASSED : Outcome.FAILED, 0, summary,
                    "claim: with a virtual thread per task the pool allocates less per batch than a context per thread\n\n" + table));
            System.out.printf("jmh alloc-per-virtual-thread-task %-22s %-7s %s%n", simple(e.getKey()), met ? Outcome.PASSED : Outcome.FAILED, summary);
        }
        writeFigures("pool-figures.txt", table);
    }

    /**
     * Old path vs merged new path, one response from 24 headers, 1 thread. Asserted on B/op (the
     * seed's claim is about allocation: HashMap$Node -16%, the value iterator gone): the new path
     * allocates less per response than the old one. Time is reported (the seed claims neutral).
     */
    private static void headers(boolean thorough) throws Exception {
        List<String> selected = Selection.subjects(dev.provingground.headers.HeadersContract.CONTRACT).stream()
                .map(e -> e.subject().getName()).toList();
        String oldPath = "dev.provingground.headers.MapCopyPath";
        String newPath = "dev.provingground.headers.MergedArrayPath";
        if (!selected.contains(oldPath) && !selected.contains(newPath)) return;
        var options = options(dev.provingground.headers.HeadersBench.class.getName() + ".respond", 1, thorough)
                .param("subject", oldPath, newPath);
        Map<String, double[]> figures = new TreeMap<>();
        StringBuilder table = new StringBuilder(String.format("%-18s %7s %16s %10s%n", "subject", "headers", "ns/op", "B/op"));
        for (RunResult r : new Runner(options.build()).run()) {
            Result<?> alloc = r.getSecondaryResults().get("gc.alloc.rate.norm");
            double bytes = alloc == null ? Double.NaN : alloc.getScore();
            figures.put(r.getParams().getParam("subject"), new double[]{r.getPrimaryResult().getScore(), bytes});
            table.append(String.format("%-18s %7s %8.1f ± %5.1f %10.1f%n", simple(r.getParams().getParam("subject")),
                    r.getParams().getParam("headers"), r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(), bytes));
        }
        System.out.println("\nJMH headers (" + (thorough ? "thorough" : "quick") + "; the seed claims fewer HashMap$Node, no value iterator, neutral time):\n" + table);
        double[] before = figures.get(oldPath);
        double[] after = figures.get(newPath);
        boolean met = after[1] < before[1];
        String summary = String.format("%.0f B per response from 24 headers vs %.0f on the old path (%.2fx the time); claim: allocates less than the old path%s",
                after[1], before[1], after[0] / before[0], met ? "" : "; NOT MET");
        ResultStore store = ResultStore.fromSystemProperty();
        if (selected.contains(newPath)) {
            store.write(new CheckResult(dev.provingground.headers.HeadersContract.CONTRACT.name(), newPath, "jmh", "alloc-per-response",
                    List.of("ALLOCATION_CLAIM"), List.of(), met ? Outcome.PASSED : Outcome.FAILED, 0, summary,
                    "claim: the new path allocates less per response than the old path\n\n" + table));
        }
        System.out.printf("jmh alloc-per-response %-22s %-7s %s%n", simple(newPath), met ? Outcome.PASSED : Outcome.FAILED, summary);
        writeFigures("headers-figures.txt", table);
    }

    private static void record(List<Figure> figures, boolean thorough) {
        ResultStore store = ResultStore.fromSystemProperty();
        StringBuilder table = new StringBuilder(String.format("%-24s %-10s %7s %14s %10s%n",
                "subject", "regime", "threads", "ns/op", "B/op"));
        for (Figure f : figures) {
            table.append(String.format("%-24s %-10s %7d %8.1f ± %4.1f %10.1f%n", simple(f.subject()), f.regime(),
                    f.threads(), f.nsPerOp(), f.nsError(), f.bytesPerOp()));
        }
        table.append("\nspeed-up of the atomic path over compute (ns/op ratio; reported, not asserted):\n");
        for (int threads : new int[]{1, 2}) {
            for (String regime : List.of("below-128", "above-127")) {
                Figure compute = find(figures, "ComputeCounters", regime, threads);
                Figure atomic = find(figures, "AtomicFloorCounters", regime, threads);
                if (compute != null && atomic != null) {
                    table.append(String.format("  %d thread(s), %s: %.2fx%n", threads, regime, compute.nsPerOp() / atomic.nsPerOp()));
                }
            }
        }
        System.out.println("\nJMH sanity (" + (thorough ? "thorough" : "quick") + "):\n" + table);

        Map<String, List<Figure>> bySubject = new TreeMap<>();
        figures.forEach(f -> bySubject.computeIfAbsent(f.subject(), k -> new ArrayList<>()).add(f));
        for (var e : bySubject.entrySet()) {
            String subject = e.getKey();
            AllocationClaim claim = AllocationClaim.of(subject);
            Figure below = find(e.getValue(), simple(subject), "below-128", 1);
            Figure above = find(e.getValue(), simple(subject), "above-127", 1);
            String verdict = claim.judge(below.bytesPerOp(), above.bytesPerOp());
            Outcome outcome = verdict == null ? Outcome.PASSED : Outcome.FAILED;
            String summary = String.format("%.1f B/op below 128, %.1f B/op above 127 (1 thread); claim: %s%s",
                    below.bytesPerOp(), above.bytesPerOp(), claim.statement, verdict == null ? "" : "; NOT MET: " + verdict);
            store.write(new CheckResult(CounterContract.CONTRACT.name(), subject, "jmh", "alloc-per-request",
                    List.of("ALLOCATION_CLAIM"), List.of(), outcome, 0, summary,
                    "claim: " + claim.statement + "\n\n" + table));
            System.out.printf("jmh alloc-per-request %-26s %-7s %s%n", simple(subject), outcome, summary);
        }
    }

    /** The allocation each subject is claimed to show per send+complete pair (upstream.md, section 1). */
    enum AllocationClaim {
        BOXED("a boxed update allocates a 16 B Integer once counts pass 127: at least 16 B/op more above 127 than below") {
            String judge(double below, double above) {
                return above - below >= 16 ? null : String.format("only %.1f B/op more above 127", above - below);
            }
        },
        ZERO("the atomic path allocates nothing per update: under 1 B/op in both regimes") {
            String judge(double below, double above) {
                return below < 1 && above < 1 ? null : "allocates";
            }
        },
        REPORTED("none for a reviewer's class: figures reported beside the built-in subjects") {
            String judge(double below, double above) {
                return null;
            }
        };

        final String statement;

        AllocationClaim(String statement) {
            this.statement = statement;
        }

        /** null when the claim holds, else what went wrong. */
        abstract String judge(double below, double above);

        static AllocationClaim of(String subject) {
            if (subject.equals("dev.provingground.counter.ComputeCounters")) return BOXED;
            return CounterContract.CONTRACT.entry(subject).isPresent() ? ZERO : REPORTED;
        }
    }

    private static Figure find(List<Figure> figures, String simpleName, String regime, int threads) {
        return figures.stream().filter(f -> simple(f.subject()).equals(simpleName) && f.regime().equals(regime)
                && f.threads() == threads).findFirst().orElse(null);
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }
}
