package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Setting;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jcstress.infra.Status;
import org.openjdk.jcstress.infra.collectors.TestResult;
import org.openjdk.jcstress.infra.grading.GradingResult;
import org.openjdk.jcstress.infra.grading.TestGrading;

/**
 * Grades one litmus test's forks on one subject into its cell: their counters merged and graded as jcstress grades a
 * fork, or what a failed fork says about the subject (it exited, exhausted the heap, or the harness failed).
 */
final class LitmusGrading {

    private LitmusGrading() {}

    /**
     * What a fork's failure says about the subject: it exhausted the heap, or exited the JVM (the
     * fork's exit hook names the frame, see {@link LitmusSubject}); otherwise the harness failed.
     */
    static Outcome misbehaviour(String messages) {
        if (messages.contains("java.lang.OutOfMemoryError: Java heap space")) return Outcome.OUT_OF_HEAP;
        if (messages.contains(LitmusSubject.EXIT_FRAME)) return Outcome.EXITED;
        return Outcome.ERROR;
    }

    private static String exitStatus(String messages) {
        var m = Pattern.compile("error code (\\d+)").matcher(messages);
        return m.find() ? " with status " + m.group(1) : "";
    }

    private static String exitFrame(String messages) {
        String line = messages.lines()
                .filter(l -> l.contains(LitmusSubject.EXIT_FRAME))
                .findFirst()
                .orElse("");
        return line.substring(line.indexOf(LitmusSubject.EXIT_FRAME) + LitmusSubject.EXIT_FRAME.length())
                .strip();
    }

    static void recordTest(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            String test,
            List<TestResult> results,
            long millis,
            Path dir)
            throws ClassNotFoundException {
        Aim aim = Class.forName(test).getAnnotation(Aim.class);
        String check = LitmusPlan.simpleName(test);

        // Merge the forks' counters; grade the merged table the way jcstress grades one fork.
        TestResult merged = null;
        List<String> errors = new ArrayList<>();
        for (TestResult r : results) {
            if (r.status() != Status.NORMAL) {
                List<String> vmOutput = new ArrayList<>(r.getVmErr());
                vmOutput.addAll(r.getVmOut());
                errors.add(r.status() + ": " + String.join("\n", r.getMessages())
                        + (vmOutput.isEmpty() ? "" : "\nthe fork's output:\n" + String.join("\n", vmOutput)));
                continue;
            }
            if (merged == null) {
                merged = new TestResult(Status.NORMAL);
                merged.setConfig(r.getConfig());
            }
            merged.addState(r.getCounter());
        }
        StringBuilder evidence = new StringBuilder();
        evidence.append("jcstress ")
                .append(test)
                .append(" on ")
                .append(subject.id())
                .append('\n');
        evidence.append("forks: ")
                .append(results.size())
                .append(" (one per JVM configuration)")
                .append(", jcstress report: ")
                .append(dir.resolve("report/index.html"))
                .append('\n');
        evidence.append("replay: ").append(LitmusCommands.replay(subject, test)).append("\n\n");
        if (!errors.isEmpty()) {
            evidence.append(String.join("\n\n", errors));
            String all = String.join("\n", errors);
            Outcome outcome = misbehaviour(all);
            String summary = switch (outcome) {
                case OUT_OF_HEAP ->
                    outcome.words + " in a jcstress fork: "
                            + all.lines()
                                    .filter(l -> l.contains("OutOfMemoryError"))
                                    .findFirst()
                                    .orElse("")
                                    .strip();
                case EXITED -> outcome.words + exitStatus(all) + " (a jcstress fork) from " + exitFrame(all);
                default ->
                    "harness error, no verdict: jcstress could not run the test: "
                            + errors.get(0).lines().findFirst().orElse("");
            };
            CheckResult r = recorder.record(
                    contract,
                    subject,
                    check,
                    aim,
                    outcome,
                    millis,
                    summary,
                    evidence.toString(),
                    budget(results.size(), -1));
            System.out.printf("  %-28s %-11s %s%n", check, r.outcome(), r.summary());
            return;
        }
        TestGrading grading = merged.grading();
        evidence.append(String.format("%-20s %15s  %-22s %s%n", "RESULT", "SAMPLES", "EXPECT", "DESCRIPTION"));
        List<String> forbiddenSeen = new ArrayList<>();
        for (GradingResult g : grading.gradingResults.values()) {
            evidence.append(String.format("%-20s %,15d  %-22s %s%n", g.id, g.count, g.expect, g.description));
            if (!TestGrading.passed(g.expect, g.count)) {
                forbiddenSeen.add(g.id + " (" + g.count + "x: " + g.description + ")");
            }
        }
        Outcome outcome = grading.isPassed ? Outcome.PASSED : Outcome.FAILED;
        String summary = grading.isPassed
                ? String.format("%,d samples, no forbidden outcome", merged.getTotalCount())
                : "forbidden outcome " + String.join("; ", forbiddenSeen);
        CheckResult r = recorder.record(
                contract,
                subject,
                check,
                aim,
                outcome,
                millis,
                summary,
                evidence.toString(),
                budget(results.size(), merged.getTotalCount()));
        System.out.printf("  %-28s %-11s %s%n", check, r.outcome(), summary);
    }

    /** How hard a litmus test looked: jcstress's mode, its forks, and the samples they took (-1: none counted). */
    static String budget(int forks, long samples) {
        return "jcstress " + Setting.JCSTRESS_ARGS.or("-m quick").trim() + ": " + forks + " fork"
                + (forks == 1 ? "" : "s") + (samples >= 0 ? String.format(", %,d samples", samples) : "");
    }
}
