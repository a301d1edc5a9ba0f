package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.OwnJvmCheck.Seen;

import java.io.File;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code proving-ground diff}: checks a concurrency PR from its two builds, with no checks written.
 * The operations are the API's public methods over small argument domains ({@link Operations}); the
 * checks are (1) sequential equivalence, (2) linearizability of the after side against the before side
 * run sequentially, (3) the same of the before side against itself, so a race already there is said to
 * be already there; (4) JMH, before against after at 1 and 2 threads, ns/op and B/op of a mix of the
 * calls, figures for the reviewer rather than a verdict. Exit 0 when no difference was found, 1 when the after side differs from the before
 * side or brings a race, 2 on bad input (one line).
 */
public final class DiffMain {

    private DiffMain() {
    }

    /** Runs a diff; returns the exit code ({@link ExitCode}: 0 nothing found, 1 a finding, 2 bad input, 3 no verdict, 4 an internal error). */
    public static int run(DiffOptions options, PrintStream console, PrintStream err) {
        return diff(options, console, err).exit().code();
    }

    /** Runs a diff; returns what it found, typed ({@link DiffResult}); an error of the tool's own is one line, exit 4. */
    static DiffResult diff(DiffOptions options, PrintStream console, PrintStream err) {
        try {
            return diffing(options, console, err);
        } catch (RuntimeException | LinkageError e) {
            return stop(err, ExitCode.INTERNAL_ERROR, "internal error: " + e);
        }
    }

    /** Says why the diff stops, in one line to the error stream, and stops it. */
    private static DiffResult stop(PrintStream err, ExitCode exit, String why) {
        err.println("proving-ground diff: " + why.strip());
        return DiffResult.stopped(exit, why.strip());
    }

    private static DiffResult diffing(DiffOptions options, PrintStream console, PrintStream err) {
        java.io.ByteArrayOutputStream kept = new java.io.ByteArrayOutputStream();
        PrintStream out = tee(console, kept);
        DiffRequest request;
        Operations operations;
        Class<?> beforeApi;
        Class<?> afterApi;
        MethodChoice choice;
        Generators generators;
        try {
            request = DiffRequest.of(options);
            beforeApi = request.apiOn(request.before());
            afterApi = request.apiOn(request.after());
            choice = MethodChoice.of(request.before(), beforeApi, request.after(), afterApi, request.methods(), request.skip());
            generators = Generators.load(request.generators(), request.after().loader());
            operations = Operations.of(afterApi, beforeApi, generators, choice);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }
        if (request.listOnly()) {
            console.printf("operations of %s (%s), built as %s before and %s after:%n", afterApi.getName(), operations.describe(),
                    request.before().construction(), request.after().construction());
            console.print(choice.describe());
            operations.ops().forEach(op -> console.println("  " + op));
            operations.leftOut().forEach(l -> console.println("  left out: " + l));
            return new DiffResult(ExitCode.NOTHING_FOUND, null, Map.of(), "", "");
        }
        String suite = request.sameName() ? request.after().className() : request.before().className() + " -> " + request.after().className();
        out.printf("proving-ground diff: %s%n  before: %s%n  after:  %s%n  operations: %s%n%s  mode: %s; seed %d%n%n", suite,
                request.before(), request.after(), operations.describe(), choice.describe().indent(2), request.mode().describe(), request.seed());

        // Both sides on one class path for the checks' own JVMs: as they are, or the before side relocated when they share names.
        List<Path> classPath = new ArrayList<>();
        String beforeClass = request.before().className();
        String beforeApiName = request.api();
        try {
            if (request.sameName()) {
                Path relocated = Files.createTempDirectory("pg-diff-before");
                Set<String> moved = Relocation.relocate(request.before().classPath(), relocated);
                classPath.add(relocated);
                beforeClass = Relocation.relocated(beforeClass);
                if (beforeApiName != null && moved.contains(beforeApiName)) beforeApiName = Relocation.relocated(beforeApiName);
            }
            classPath.addAll(request.after().classPath());
        } catch (Exception e) {
            return stop(err, ExitCode.INTERNAL_ERROR, "cannot prepare the checks: " + e);
        }
        SequentialEquivalence.Outcome sequential = SequentialMain.run(request, choice, operations.ops(), classPath, beforeClass, beforeApiName);
        Optional<SequentialEquivalence.Difference> difference = sequential.difference();
        String sequentialSummary = sequential.hung() ? sequential.stuck()
                : difference.map(SequentialEquivalence.Difference::firstDifference).orElse(request.mode().sequences + " sequences answered alike");
        out.printf("  %-34s %-8s %,7d ms  %s%n", "sequential-equivalence", sequential.hung()
                        ? (sequential.error() ? "ERROR" : "HUNG") : difference.isPresent() ? "DIFFERS" : "SAME",
                sequential.millis(), sequentialSummary);
        difference.ifPresent(d -> out.print(d.describe()));
        if (!sequential.stacks().isEmpty()) out.print(sequential.stacks());
        if (!sequential.printed().isEmpty()) { // to the report alone: a subject's output is not the console's
            out.printf("  %-34s %-8s %7s     %d lines, in the report%n", "the subject printed", "-", "", sequential.printed().lines().count());
            kept.writeBytes(("  the subject printed (in the sequential check's JVM; its last lines):\n" + sequential.printed().indent(4))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        long sequentialMillis = sequential.millis();
        // Whether the two builds run the same code is a fact of every method chosen, the sequential check's included: a
        // changed method left out below (its call does not return after the PR) is still the change the difference is in.
        boolean sameCode = choice.sameCode();
        // A call that returns on neither side blocks (take() on an empty queue): left out of the concurrent checks, said so.
        // One that returns on one side only is the difference already found: Lincheck would only meet it again as a hang.
        for (Operations.Op op : sequential.noReturn()) {
            String signature = op.headSignature(); // a handle's call that blocks leaves out the method that returns the handle
            if (!choice.chosen().contains(signature)) continue;
            String why = sequential.blocking().contains(op) ? "does not return on either side within " + request.callBoundMillis() + " ms (a blocking call)"
                    : "does not return on one side within " + request.callBoundMillis() + " ms (the sequential check's difference)";
            choice = choice.without(signature, why);
            out.printf("  %-34s %-8s %7s     %s: %s%n", "left out", "-", "", signature, why);
        }
        for (Operations.Op op : sequential.outOfHeap()) { // the call, not its method: reserve(1) is called, reserve(2^30) is not
            if (!choice.chosen().contains(op.headSignature())) continue;
            String why = "ran out of heap in the sequential check: the concurrent checks' JVMs would end on it";
            choice = choice.withoutCall(op, why);
            out.printf("  %-34s %-8s %7s     %s: %s%n", "left out", "-", "", op, why);
        }
        if (choice.chosen().isEmpty()) {
            return stop(err, ExitCode.NO_VERDICT, "every method blocks or exhausts the heap on both sides; nothing left to call concurrently");
        }
        try {
            operations = Operations.of(afterApi, beforeApi, generators, choice);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }

        RaceSearch.Result search;
        try {
            search = RaceSearch.run(request, choice, operations, generators, classPath,
                    beforeClass, beforeApiName, afterApi, beforeApi);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }
        Seen afterAgainstBefore = search.after();
        Seen beforeAlone = search.before();
        search.lookedPast().forEach(l -> out.printf("  %-34s %-8s %7s     %s%n", "looked past", "-", "", l));
        print(out, "after-linearizable-against-before", afterAgainstBefore);
        print(out, "before-linearizable-alone", beforeAlone);

        DiffJunitXml.Case performance = performance(request, choice, out);

        Verdict verdict = Verdict.of(sequential, afterAgainstBefore, beforeAlone, performance, request.mode().describe(), sameCode,
                search.reading());
        boolean beforeRace = beforeAlone.outcome() == Outcome.FAILED || beforeAlone.outcome() == Outcome.HUNG;
        StringBuilder findings = new StringBuilder("verdict: " + verdict.words() + "\n");
        for (Seen r : List.of(afterAgainstBefore, beforeAlone)) {
            if (r.outcome() != Outcome.PASSED) findings.append("\n").append(r.evidence()).append("\n");
        }
        out.printf("%n%s", findings);
        String replay = "replay: proving-ground diff " + String.join(" ", options.commandLine());
        out.printf("%n%s%n", replay);
        Reproducer.Written regressionTest = regressionTest(options, request, verdict, afterAgainstBefore, search, afterApi, beforeApi, generators,
                difference, choice.byKind().keySet());
        if (regressionTest.exists()) {
            out.printf("regression test: %s%n  run it: %s%n", regressionTest.source(), regressionTest.commands());
        } else if (verdict.kind().exit() == ExitCode.FINDING && verdict.kind() != Verdict.Kind.HANGS) {
            out.printf("no regression test: %s%n", regressionTest.missing());
        }

        List<DiffJunitXml.Case> cases = new ArrayList<>();
        cases.add(sequential.hung() ? new DiffJunitXml.Case("sequential-equivalence", DiffJunitXml.Case.ERROR, sequential.stuck(),
                sequential.stuck(), sequentialMillis) : new DiffJunitXml.Case("sequential-equivalence",
                difference.isPresent() ? DiffJunitXml.Case.FAILURE : DiffJunitXml.Case.PASSED,
                difference.map(SequentialEquivalence.Difference::firstDifference).orElse(""),
                difference.map(d -> d.describe() + "\nseed " + request.seed()).orElse(""), sequentialMillis));
        cases.add(lincheckCase("after-linearizable-against-before", afterAgainstBefore, beforeRace));
        cases.add(lincheckCase("before-linearizable-alone", beforeAlone, true));
        cases.add(performance);
        String pair = "diff " + suite;
        DiffMatrix.Side before = new DiffMatrix.Side("before", request.before().className());
        DiffMatrix.Side after = new DiffMatrix.Side("after", request.after().className());
        try {
            Files.createDirectories(request.out());
            Files.writeString(request.out().resolve("junit.xml"), DiffJunitXml.of(pair, cases));
            DiffMatrix.write(request.out(), pair, before, after,
                    matrixResults(pair, before, after, sequential, sequentialSummary, afterAgainstBefore, beforeAlone, performance, replay, request),
                    "Checks ran on " + System.getProperty("java.vm.name") + " " + Runtime.version() + ", "
                            + Runtime.getRuntime().availableProcessors() + " CPUs, " + request.mode().describe() + "; seed " + request.seed() + ". Verdict: " + verdict.words() + ".");
            Seen failing = afterAgainstBefore.outcome() == Outcome.FAILED ? afterAgainstBefore : beforeAlone;
            Optional<DiffPage.History> history = failing.outcome() == Outcome.FAILED ? DiffPage.History.of(failing, searchedOps(search, afterApi, beforeApi, generators))
                    : Optional.empty();
            List<DiffPage.Check> lines = List.of(
                    new DiffPage.Check("sequential-equivalence", checksWord(sequential), sequentialMillis, sequentialSummary),
                    new DiffPage.Check("after-linearizable-against-before", afterAgainstBefore.outcome().name(), afterAgainstBefore.millis(), afterAgainstBefore.summary()),
                    new DiffPage.Check("before-linearizable-alone", beforeAlone.outcome().name(), beforeAlone.millis(), beforeAlone.summary()),
                    new DiffPage.Check("performance", performance.kind(), performance.millis(), performance.message()));
            String interleaving = (afterAgainstBefore.outcome() == Outcome.PASSED ? "" : afterAgainstBefore.evidence() + "\n\n")
                    + (beforeAlone.outcome() == Outcome.PASSED ? "" : beforeAlone.evidence());
            Files.writeString(request.out().resolve("index.html"), DiffPage.render(suite, verdict, history,
                    failing == afterAgainstBefore ? "after the PR" : "before the PR", beforeAlone.summary(),
                    difference.map(SequentialEquivalence.Difference::describe).orElse(""), regressionTest, lines, interleaving, replay));
            out.printf("report: %s (and index.html, verdicts.json, junit.xml)%n", request.out().resolve("report.txt"));
            Files.write(request.out().resolve("report.txt"), kept.toByteArray());
        } catch (java.io.IOException e) {
            return stop(err, ExitCode.INTERNAL_ERROR, "cannot write the report to " + request.out() + ": " + e.getMessage());
        }
        Map<String, String> checks = new LinkedHashMap<>();
        checks.put("sequential-equivalence", checksWord(sequential));
        checks.put("after-linearizable-against-before", afterAgainstBefore.outcome().name());
        checks.put("before-linearizable-alone", beforeAlone.outcome().name());
        return new DiffResult(verdict.exit(), verdict, checks, findings.toString().strip(), "", regressionTest);
    }

    /** The sequential check's outcome in the console's word. */
    private static String checksWord(SequentialEquivalence.Outcome sequential) {
        return sequential.hung() ? (sequential.error() ? "ERROR" : "HUNG") : sequential.difference().isPresent() ? "DIFFERS" : "SAME";
    }

    /** The calls the race search's last round made (the scenarios' call numbers are theirs); none when they cannot be listed again. */
    private static List<Operations.Op> searchedOps(RaceSearch.Result search, Class<?> afterApi, Class<?> beforeApi, Generators generators) {
        try {
            return Operations.of(afterApi, beforeApi, generators, search.choice()).ops();
        } catch (BadInput e) {
            return List.of();
        }
    }

    /**
     * The regression test of what the PR brings ({@link Reproducer}): a race's, from the after side's failing scenario; a sequential
     * difference's, from its calls and the before build's answers; else none, and why.
     */
    private static Reproducer.Written regressionTest(DiffOptions options, DiffRequest request, Verdict verdict, Seen after,
                                                         RaceSearch.Result search, Class<?> afterApi, Class<?> beforeApi, Generators generators,
                                                         Optional<SequentialEquivalence.Difference> difference, Set<String> byKind) {
        if (verdict.kind() == Verdict.Kind.DIFFERS && difference.isPresent()) { // a sequential difference: its calls and the before build's answers
            SequentialEquivalence.Difference d = difference.get();
            boolean plain = java.util.stream.Stream.concat(d.before().stream(), d.after().stream())
                    .noneMatch(a -> a.startsWith(Outcomes.OUT_OF_HEAP) || a.startsWith("does not return"));
            if (!plain) return Reproducer.Written.none("a call of the difference does not return or exhausts the heap: no test of it ends well");
            try {
                return Reproducer.writeSequence(options, request, afterApi, d.calls(), d.before(), byKind, verdict.words(), request.out());
            } catch (java.io.IOException | RuntimeException e) {
                return Reproducer.Written.none("it could not be written: " + e);
            }
        }
        if (verdict.kind() != Verdict.Kind.BRINGS_RACE && verdict.kind() != Verdict.Kind.NEW_HISTORY) return Reproducer.Written.none("no race the PR brings");
        Optional<String> scenario = SystematicScenarios.in(after.evidence());
        if (scenario.isEmpty()) return Reproducer.Written.none("the after side's failure names no scenario (a hang)");
        try {
            List<Operations.Op> ops = searchedOps(search, afterApi, beforeApi, generators);
            if (ops.isEmpty()) return Reproducer.Written.none("the search's calls cannot be listed again");
            String answered = SystematicScenarios.historyIn(after.evidence()).map(h -> ". The after build answered: "
                    + ProducesHistory.History.decode(h).describe()).orElse("");
            return Reproducer.write(options, request, afterApi, ops, search.choice().byKind().keySet(), scenario.get(),
                    verdict.words() + answered, request.out());
        } catch (java.io.IOException | RuntimeException e) {
            return Reproducer.Written.none("it could not be written: " + e);
        }
    }

    /** What is printed to the console, kept as well (for the report, or a caller that reads it). */
    static PrintStream tee(PrintStream console, java.io.ByteArrayOutputStream kept) {
        return new PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) {
                console.write(b);
                kept.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                console.write(b, off, len);
                kept.write(b, off, len);
            }
        }, true, java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The matrix's cells: each check on the side it judges, with the replay line in its evidence. */
    private static List<dev.provingground.verdict.CheckResult> matrixResults(String pair, DiffMatrix.Side before, DiffMatrix.Side after,
                                                                            SequentialEquivalence.Outcome sequential, String sequentialSummary,
                                                                            Seen afterAgainstBefore, Seen beforeAlone, DiffJunitXml.Case performance,
                                                                            String replay, DiffRequest request) {
        Optional<SequentialEquivalence.Difference> d = sequential.difference();
        Outcome sequentialOutcome = sequential.hung() ? (sequential.error() ? Outcome.ERROR : Outcome.HUNG)
                : d.isPresent() ? Outcome.FAILED : Outcome.PASSED;
        String sequentialEvidence = (sequential.hung() ? sequential.stuck() : d.map(SequentialEquivalence.Difference::describe).orElse("")
                + sequential.stacks())
                + "\nseed " + request.seed() + "\n" + replay;
        Outcome performanceOutcome = switch (performance.kind()) {
            case DiffJunitXml.Case.PASSED -> Outcome.PASSED;
            case DiffJunitXml.Case.SKIPPED -> Outcome.NOT_APPLICABLE;
            default -> Outcome.ERROR;
        };
        String performanceSummary = performance.message().isEmpty() ? "measured: ns/op and B/op, before against after" : performance.message();
        List<dev.provingground.verdict.CheckResult> results = new ArrayList<>();
        DiffRequest.Mode m = request.mode();
        results.add(DiffMatrix.result(pair, after, "sequential-equivalence", DiffMatrix.DiffProperty.SAME_ANSWERS, sequentialOutcome,
                sequential.millis(), sequentialSummary, sequentialEvidence, m.sequences + " generated sequences of 1-" + m.maxLength
                        + " calls, seed " + request.seed()));
        results.add(DiffMatrix.result(pair, after, "linearizable", DiffMatrix.DiffProperty.LINEARIZABLE, afterAgainstBefore.outcome(),
                afterAgainstBefore.millis(), afterAgainstBefore.summary() + " (against the before side run sequentially)",
                afterAgainstBefore.evidence() + "\n" + replay, m.lincheckBudgetWords()));
        results.add(DiffMatrix.result(pair, before, "linearizable", DiffMatrix.DiffProperty.LINEARIZABLE, beforeAlone.outcome(),
                beforeAlone.millis(), beforeAlone.summary() + " (against itself run sequentially: a failure here was there before the PR)",
                beforeAlone.evidence() + "\n" + replay, m.lincheckBudgetWords()));
        for (DiffMatrix.Side side : List.of(before, after)) {
            results.add(DiffMatrix.result(pair, side, "performance", DiffMatrix.DiffProperty.MEASURED, performanceOutcome, performance.millis(),
                    performanceSummary, performance.detail() + "\n" + replay, "JMH at 1 and 2 threads, gc profiler"));
        }
        return results;
    }

    /** Check 4, printed: the figures, or why there are none (left out, or a harness error: JMH could not run). */
    private static DiffJunitXml.Case performance(DiffRequest request, MethodChoice choice, PrintStream out) {
        if (!request.bench()) {
            out.printf("  %-34s %-8s %7s     left out (--no-bench)%n", "performance", "-", "");
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.SKIPPED, "left out (--no-bench)", "", 0);
        }
        long start = System.nanoTime();
        try {
            String table = Performance.table(Performance.run(request, choice, request.mode() == DiffRequest.Mode.THOROUGH));
            long millis = (System.nanoTime() - start) / 1_000_000;
            out.printf("  %-34s %-8s %,7d ms  a mix of the calls on one shared instance, JMH with the gc profiler:%n%s%n",
                    "performance", "MEASURED", millis, table);
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.PASSED, "", table, millis);
        } catch (Exception e) {
            long millis = (System.nanoTime() - start) / 1_000_000;
            String cause = "harness error, no figures: JMH could not run: " + String.valueOf(e.getMessage()).lines().findFirst().orElse("");
            out.printf("  %-34s %-8s %,7d ms  %s%n", "performance", "ERROR", millis, cause);
            return new DiffJunitXml.Case("performance", DiffJunitXml.Case.ERROR, cause, String.valueOf(e), millis);
        }
    }

    /** A Lincheck check's case: a failure blames the PR unless {@code alreadyThere} (the before side fails too), then it is skipped with that said. */
    private static DiffJunitXml.Case lincheckCase(String name, Seen r, boolean alreadyThere) {
        String kind = switch (r.outcome()) {
            case PASSED -> DiffJunitXml.Case.PASSED;
            case FAILED, HUNG -> alreadyThere ? DiffJunitXml.Case.SKIPPED : DiffJunitXml.Case.FAILURE;
            default -> DiffJunitXml.Case.ERROR;
        };
        String message = kind.equals(DiffJunitXml.Case.SKIPPED) ? "a race already there before the PR: " + r.summary() : r.summary();
        return new DiffJunitXml.Case(name, kind, message, kind.equals(DiffJunitXml.Case.PASSED) ? "" : r.evidence(), r.millis());
    }

    private static void print(PrintStream out, String check, Seen r) {
        out.printf("  %-34s %-8s %,7d ms  %s%n", check, r.outcome(), r.millis(), r.summary());
    }
}
