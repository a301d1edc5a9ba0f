package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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

    private DiffMain() {}

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
        long started = System.nanoTime(); // the whole diff's bound runs from here (DiffRequest.wholeSeconds)
        java.io.ByteArrayOutputStream kept = new java.io.ByteArrayOutputStream();
        PrintStream out = Tee.of(console, kept);
        TimeSpent spent = new TimeSpent();
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
            choice = MethodChoice.of(
                    request.before(), beforeApi, request.after(), afterApi, request.methods(), request.skip());
            generators = Generators.load(request.generators(), request.after().loader());
            operations = Operations.of(afterApi, beforeApi, generators, choice);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }
        spent.since("the two builds resolved and loaded, their methods chosen", started);
        if (request.listOnly()) {
            console.printf(
                    "operations of %s (%s), built as %s before and %s after:%n",
                    afterApi.getName(),
                    operations.describe(),
                    request.before().construction(),
                    request.after().construction());
            console.print(choice.describe());
            operations.ops().forEach(op -> console.println("  " + op));
            operations.leftOut().forEach(l -> console.println("  left out: " + l));
            return new DiffResult(ExitCode.NOTHING_FOUND, null, Map.of(), "", "");
        }
        String suite = request.sameName()
                ? request.after().className()
                : request.before().className() + " -> " + request.after().className();
        out.printf(
                "proving-ground diff: %s%n  before: %s%n  after:  %s%n  operations: %s%n%s  mode: %s; seed %d%n%n",
                suite,
                request.before(),
                request.after(),
                operations.describe(),
                choice.describe().indent(2),
                request.mode().describe(),
                request.seed());

        // Both sides on one class path for the checks' own JVMs, bounds-checked, the before side renamed when they
        // share names.
        CheckClassPath checked;
        long step = System.nanoTime();
        try {
            checked = CheckClassPath.of(request);
        } catch (Exception e) {
            return stop(err, ExitCode.INTERNAL_ERROR, "cannot prepare the checks: " + e);
        }
        List<Path> classPath = checked.classPath();
        String beforeClass = checked.beforeClass();
        String beforeApiName = checked.beforeApi();
        spent.since("the checks' class path, both builds on it", step);
        step = System.nanoTime();
        SequentialMain.Ran ran =
                SequentialMain.run(request, choice, operations.ops(), classPath, beforeClass, beforeApiName);
        spent.since("the sequential check's JVM", step);
        SequentialEquivalence.Outcome sequential = ran.outcome();
        Optional<SequentialDifference> difference = sequential.difference();
        String sequentialSummary = sequential.hung()
                ? sequential.stuck()
                : difference
                        .map(SequentialDifference::firstDifference)
                        .or(() -> sequential
                                .fixedDefect()
                                .map(d -> "answered alike but for a failure the PR fixes: " + d.firstDifference()))
                        .orElse(request.mode().sequences + " sequences answered alike");
        out.printf(
                "  %-34s %-8s %,7d ms  %s%n",
                "sequential-equivalence", DiffReport.checksWord(sequential), sequential.millis(), sequentialSummary);
        difference.ifPresent(d -> out.print(d.describe()));
        sequential.fixedDefect().ifPresent(d -> out.print(d.describe()));
        if (!sequential.stacks().isEmpty()) out.print(sequential.stacks());
        if (!sequential.printed().isEmpty()) { // to the report alone: a subject's output is not the console's
            out.printf(
                    "  %-34s %-8s %7s     %d lines, in the report%n",
                    "the subject printed", "-", "", sequential.printed().lines().count());
            kept.writeBytes(("  the subject printed (in the sequential check's JVM; its last lines):\n"
                            + sequential.printed().indent(4))
                    .getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        // Whether the two builds run the same code is a fact of every method chosen, the sequential check's included: a
        // changed method left out below (its call does not return after the PR) is still the change the difference is
        // in.
        if (!ran.seenByFailed().isEmpty()) // the pairs then end with their first observers alone: said, not hidden
        out.printf(
                    "  %-34s %-8s %7s     %s%n",
                    "observers not probed",
                    "-",
                    "",
                    "which calls see which could not be probed: " + ran.seenByFailed());
        boolean sameCode = choice.sameCode();
        choice = ChoiceAfterSequential.of(choice, sequential, request.callBoundMillis(), out);
        if (choice.chosen().isEmpty()) {
            return stop(
                    err,
                    ExitCode.NO_VERDICT,
                    "every method blocks or exhausts the heap on both sides; nothing left to call concurrently");
        }
        try {
            operations = Operations.of(afterApi, beforeApi, generators, choice);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }

        // Builds that answer differently one call at a time are each judged by their own answers: by the before side's,
        // every history that makes such a call fails, and the race search would end on the difference already found.
        boolean byOwnAnswers =
                difference.isPresent() || sequential.fixedDefect().isPresent();
        if (byOwnAnswers) {
            out.printf(
                    "  %-34s %-8s %7s     %s%n",
                    "judged by its own answers",
                    "-",
                    "",
                    "the builds answer differently one call at a time: the after side's concurrent answers are judged by"
                            + " its own sequential ones");
        }
        RaceSearch.Result search;
        try {
            search = RaceSearch.run(
                    new Builds(
                            request, classPath, beforeClass, beforeApiName, byOwnAnswers, ran.seenBy(), started, spent),
                    choice,
                    operations,
                    generators,
                    afterApi,
                    beforeApi);
        } catch (BadInput e) {
            return stop(err, ExitCode.BAD_INPUT, e.getMessage());
        }
        Seen afterAgainstBefore = search.after();
        Seen beforeAlone = search.before();
        search.lookedPast()
                .forEach(l -> out.printf(
                        "  %-34s %-8s %7s     %s%n",
                        l.line() == LookedPast.Line.GONE_PAST ? "looked past" : "the search ended",
                        "-",
                        "",
                        l.words()));
        print(out, "after-linearizable-against-before", afterAgainstBefore);
        print(out, "before-linearizable-alone", beforeAlone);

        step = System.nanoTime();
        DiffJunitXml.Case performance = Performance.check(request, choice, out);
        if (request.bench()) spent.since("the benchmark (JMH)", step);

        Verdict verdict = Verdict.of(
                sequential,
                afterAgainstBefore,
                beforeAlone,
                performance,
                request.mode().describe(),
                sameCode,
                search.reading(),
                LookedPast.anyGonePast(search.lookedPast()));
        StringBuilder findings = new StringBuilder("verdict: " + verdict.words() + "\n");
        for (Seen r : List.of(afterAgainstBefore, beforeAlone)) {
            if (r.outcome() != Outcome.PASSED)
                findings.append("\n").append(r.evidence()).append("\n");
        }
        out.printf("%n%s", findings);
        String replay = "replay: proving-ground diff " + String.join(" ", options.commandLine());
        out.printf("%n%s%n", replay);
        List<Operations.Op> searched = searchedOps(search, afterApi, beforeApi, generators);
        Reproducer.Written regressionTest = Reproducer.forVerdict(
                options,
                request,
                verdict,
                afterAgainstBefore,
                afterApi,
                searched,
                search.choice().byKindInHistories(),
                difference,
                choice.byKind().keySet());
        if (regressionTest.exists()) {
            out.printf("regression test: %s%n  run it: %s%n", regressionTest.source(), regressionTest.commands());
        } else if (verdict.kind().exit() == ExitCode.FINDING && verdict.kind() != Verdict.Kind.HANGS) {
            out.printf("no regression test: %s%n", regressionTest.missing());
        }

        Map<String, String> checks = new LinkedHashMap<>();
        checks.put("sequential-equivalence", DiffReport.checksWord(sequential));
        checks.put(
                "after-linearizable-against-before",
                afterAgainstBefore.outcome().name());
        checks.put("before-linearizable-alone", beforeAlone.outcome().name());
        try {
            DiffReport.write(
                    new DiffReport.Found(
                            request,
                            suite,
                            sequential,
                            sequentialSummary,
                            afterAgainstBefore,
                            beforeAlone,
                            performance,
                            verdict,
                            replay,
                            searched,
                            regressionTest,
                            search.lookedPast()),
                    kept);
            kept.writeBytes(spent.words().getBytes(java.nio.charset.StandardCharsets.UTF_8));
            out.printf(
                    "report: %s (and index.html, verdicts.json, diff.json, junit.xml)%n",
                    request.out().resolve("report.txt"));
            Files.write(request.out().resolve("report.txt"), kept.toByteArray());
            DiffJson.write(request.out(), verdict, search.reading(), checks, spent);
        } catch (java.io.IOException e) {
            return stop(
                    err,
                    ExitCode.INTERNAL_ERROR,
                    "cannot write the report to " + request.out() + ": " + e.getMessage());
        }
        return new DiffResult(
                verdict.exit(), verdict, checks, findings.toString().strip(), "", regressionTest);
    }

    /** The calls the race search's last round made (the scenarios' call numbers are theirs); none when they cannot be listed again. */
    private static List<Operations.Op> searchedOps(
            RaceSearch.Result search, Class<?> afterApi, Class<?> beforeApi, Generators generators) {
        try {
            return Operations.of(afterApi, beforeApi, generators, search.choice())
                    .ops();
        } catch (BadInput e) {
            return List.of();
        }
    }

    private static void print(PrintStream out, String check, Seen r) {
        out.printf("  %-34s %-8s %,7d ms  %s%n", check, r.outcome(), r.millis(), r.summary());
    }
}
