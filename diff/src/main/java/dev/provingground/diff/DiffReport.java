package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A diff's report folder, from what it found: {@code index.html} (its first page, {@link DiffPage}), {@code junit.xml} (a
 * case per check), and the verdict matrix ({@code matrix.html} and {@code verdicts.json}, {@link DiffMatrix}). The
 * console's words go to {@code report.txt} beside them ({@link DiffMain}).
 */
final class DiffReport {

    /**
     * What a diff found, for its report: its request, the suite's name, each check's outcome, the verdict, the replay line,
     * the race search's last calls (which a failing scenario's call numbers name), the regression test, and what the
     * race search looked past ({@link RaceSearch.Result#lookedPast}).
     */
    record Found(
            DiffRequest request,
            String suite,
            SequentialEquivalence.Outcome sequential,
            String sequentialSummary,
            Seen after,
            Seen before,
            DiffJunitXml.Case performance,
            Verdict verdict,
            String replay,
            List<Operations.Op> searched,
            Reproducer.Written regressionTest,
            List<LookedPast> lookedPast) {}

    private DiffReport() {}

    static void write(Found f, java.io.ByteArrayOutputStream console) throws IOException {
        DiffRequest request = f.request();
        SequentialEquivalence.Outcome sequential = f.sequential();
        Optional<SequentialDifference> difference = sequential.difference();
        boolean beforeRace =
                f.before().outcome() == Outcome.FAILED || f.before().outcome() == Outcome.HUNG;
        List<DiffJunitXml.Case> cases = new ArrayList<>();
        cases.add(
                sequential.hung()
                        ? new DiffJunitXml.Case(
                                "sequential-equivalence",
                                DiffJunitXml.Case.ERROR,
                                sequential.stuck(),
                                sequential.stuck(),
                                sequential.millis())
                        : new DiffJunitXml.Case(
                                "sequential-equivalence",
                                difference.isPresent() ? DiffJunitXml.Case.FAILURE : DiffJunitXml.Case.PASSED,
                                difference
                                        .map(SequentialDifference::firstDifference)
                                        .orElse(""),
                                difference
                                        .map(d -> d.describe() + "\nseed " + request.seed())
                                        .orElse(""),
                                sequential.millis()));
        cases.add(lincheckCase("after-linearizable-against-before", f.after(), beforeRace));
        cases.add(lincheckCase("before-linearizable-alone", f.before(), true));
        cases.add(f.performance());
        String pair = "diff " + f.suite();
        DiffMatrix.Side before = new DiffMatrix.Side("before", request.before().className());
        DiffMatrix.Side after = new DiffMatrix.Side("after", request.after().className());
        Files.createDirectories(request.out());
        Files.writeString(request.out().resolve("junit.xml"), DiffJunitXml.of(pair, cases));
        DiffMatrix.write(
                request.out(),
                pair,
                before,
                after,
                matrixResults(
                        pair,
                        before,
                        after,
                        sequential,
                        f.sequentialSummary(),
                        f.after(),
                        f.before(),
                        f.performance(),
                        f.replay(),
                        request),
                "Checks ran on " + System.getProperty("java.vm.name") + " " + Runtime.version() + ", "
                        + Runtime.getRuntime().availableProcessors() + " CPUs, "
                        + request.mode().describe() + "; seed " + request.seed()
                        + ". Verdict: " + f.verdict().words() + ".");
        Seen failing = f.after().outcome() == Outcome.FAILED ? f.after() : f.before();
        Optional<DiffPage.History> history =
                failing.outcome() == Outcome.FAILED ? DiffPage.History.of(failing, f.searched()) : Optional.empty();
        List<DiffPage.Check> lines = List.of(
                new DiffPage.Check(
                        "sequential-equivalence", checksWord(sequential), sequential.millis(), f.sequentialSummary()),
                new DiffPage.Check(
                        "after-linearizable-against-before",
                        f.after().outcome().name(),
                        f.after().millis(),
                        f.after().summary()),
                new DiffPage.Check(
                        "before-linearizable-alone",
                        f.before().outcome().name(),
                        f.before().millis(),
                        f.before().summary()),
                new DiffPage.Check(
                        "performance",
                        f.performance().kind(),
                        f.performance().millis(),
                        f.performance().message()));
        String interleaving = (f.after().outcome() == Outcome.PASSED
                        ? ""
                        : f.after().evidence() + "\n\n")
                + (f.before().outcome() == Outcome.PASSED ? "" : f.before().evidence());
        Files.writeString(
                request.out().resolve("index.html"),
                DiffPage.render(
                        f.suite(),
                        f.verdict(),
                        history,
                        failing == f.after() ? "after the PR" : "before the PR",
                        f.before().summary(),
                        f.lookedPast(),
                        difference.map(SequentialDifference::describe).orElse(""),
                        f.regressionTest(),
                        lines,
                        interleaving,
                        f.replay()));
    }

    /** The sequential check's outcome in the console's word. */
    static String checksWord(SequentialEquivalence.Outcome sequential) {
        return sequential.hung()
                ? (sequential.error() ? "ERROR" : "HUNG")
                : sequential.difference().isPresent()
                        ? "DIFFERS"
                        : sequential.fixedDefect().isPresent() ? "FIXES" : "SAME";
    }

    /** The matrix's cells: each check on the side it judges, with the replay line in its evidence. */
    private static List<dev.provingground.verdict.CheckResult> matrixResults(
            String pair,
            DiffMatrix.Side before,
            DiffMatrix.Side after,
            SequentialEquivalence.Outcome sequential,
            String sequentialSummary,
            Seen afterAgainstBefore,
            Seen beforeAlone,
            DiffJunitXml.Case performance,
            String replay,
            DiffRequest request) {
        Optional<SequentialDifference> d = sequential.difference();
        Outcome sequentialOutcome = sequential.hung()
                ? (sequential.error() ? Outcome.ERROR : Outcome.HUNG)
                : d.isPresent() ? Outcome.FAILED : Outcome.PASSED;
        String sequentialEvidence = (sequential.hung()
                        ? sequential.stuck()
                        : d.or(sequential::fixedDefect)
                                        .map(SequentialDifference::describe)
                                        .orElse("")
                                + sequential.stacks())
                + "\nseed " + request.seed() + "\n" + replay;
        Outcome performanceOutcome = switch (performance.kind()) {
            case DiffJunitXml.Case.PASSED -> Outcome.PASSED;
            case DiffJunitXml.Case.SKIPPED -> Outcome.NOT_APPLICABLE;
            default -> Outcome.ERROR;
        };
        String performanceSummary = performance.message().isEmpty()
                ? "measured: ns/op and B/op, before against after"
                : performance.message();
        List<dev.provingground.verdict.CheckResult> results = new ArrayList<>();
        DiffRequest.Mode m = request.mode();
        results.add(DiffMatrix.result(
                pair,
                after,
                "sequential-equivalence",
                DiffMatrix.DiffProperty.SAME_ANSWERS,
                sequentialOutcome,
                sequential.millis(),
                sequentialSummary,
                sequentialEvidence,
                m.sequences + " generated sequences of 1-" + m.maxLength + " calls, seed " + request.seed()));
        results.add(DiffMatrix.result(
                pair,
                after,
                "linearizable",
                DiffMatrix.DiffProperty.LINEARIZABLE,
                afterAgainstBefore.outcome(),
                afterAgainstBefore.millis(),
                afterAgainstBefore.summary() + " (against the before side run sequentially)",
                afterAgainstBefore.evidence() + "\n" + replay,
                m.lincheckBudgetWords()));
        results.add(DiffMatrix.result(
                pair,
                before,
                "linearizable",
                DiffMatrix.DiffProperty.LINEARIZABLE,
                beforeAlone.outcome(),
                beforeAlone.millis(),
                beforeAlone.summary() + " (against itself run sequentially: a failure here was there before the PR)",
                beforeAlone.evidence() + "\n" + replay,
                m.lincheckBudgetWords()));
        for (DiffMatrix.Side side : List.of(before, after)) {
            results.add(DiffMatrix.result(
                    pair,
                    side,
                    "performance",
                    DiffMatrix.DiffProperty.MEASURED,
                    performanceOutcome,
                    performance.millis(),
                    performanceSummary,
                    performance.detail() + "\n" + replay,
                    "JMH at 1 and 2 threads, gc profiler"));
        }
        return results;
    }

    /** A Lincheck check's case: a failure blames the PR unless {@code alreadyThere} (the before side fails too), then it is skipped with that said. */
    private static DiffJunitXml.Case lincheckCase(String name, Seen r, boolean alreadyThere) {
        String kind = switch (r.outcome()) {
            case PASSED -> DiffJunitXml.Case.PASSED;
            case FAILED, HUNG -> alreadyThere ? DiffJunitXml.Case.SKIPPED : DiffJunitXml.Case.FAILURE;
            default -> DiffJunitXml.Case.ERROR;
        };
        String message = kind.equals(DiffJunitXml.Case.SKIPPED)
                ? "a race already there before the PR: " + r.summary()
                : r.summary();
        return new DiffJunitXml.Case(
                name, kind, message, kind.equals(DiffJunitXml.Case.PASSED) ? "" : r.evidence(), r.millis());
    }
}
