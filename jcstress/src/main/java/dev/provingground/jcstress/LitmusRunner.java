package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.SubjectClassPath;
import dev.provingground.verdict.SubjectException;
import dev.provingground.verdict.SubjectId;
import org.openjdk.jcstress.infra.Status;
import org.openjdk.jcstress.infra.collectors.DiskReadCollector;
import org.openjdk.jcstress.infra.collectors.InProcessCollector;
import org.openjdk.jcstress.infra.collectors.TestResult;
import org.openjdk.jcstress.infra.grading.GradingResult;
import org.openjdk.jcstress.infra.grading.TestGrading;
import org.openjdk.jcstress.infra.runners.TestList;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Runs every litmus test of every contract on every selected subject, one jcstress run (a child JVM)
 * per subject ({@code -Dpg.subject} reaches jcstress's forks, which inherit the host's flags), and records one result
 * per (subject, litmus test) with jcstress's outcome table as evidence.
 *
 * <p>Exit 0 when every test ran, whatever it observed: a FORBIDDEN outcome is a finding for the
 * verdict step to judge. Exit 1 on a harness problem: no litmus test found for a contract, jcstress
 * matching no test ("FATAL: No matching tests" exits 0 in jcstress itself), or a test that left no result.
 */
public final class LitmusRunner {

    /** A subject whose litmus run hangs (a livelocked subject) is stopped after this, and reported. */
    private static final long CHILD_TIMEOUT_MINUTES = Long.getLong("pg.jcstress.timeoutMinutes", 15);

    /** Contracts with nothing for jcstress to race, and why; any other contract without litmus tests is a harness error. */
    private static final Map<String, String> WITHOUT_LITMUS = Map.of("pinning",
            "pinning is about how a virtual thread blocks, not about memory-model outcomes; the JFR check covers it");

    public static void main(String[] args) throws Exception {
        Recorder recorder = Recorder.forEngine("jcstress");
        List<String> baseArgs = Arrays.stream(System.getProperty("pg.jcstress.args", "-m quick").trim().split("\\s+"))
                .filter(s -> !s.isEmpty()).toList();
        List<String> problems = new ArrayList<>();
        for (Contract<?, ?> contract : Contracts.all()) {
            List<String> tests = litmusTestsOf(contract);
            if (tests.isEmpty() && WITHOUT_LITMUS.containsKey(contract.name())) {
                System.out.printf("%n=== jcstress [%s]: no litmus tests, by design: %s ===%n", contract.name(),
                        WITHOUT_LITMUS.get(contract.name()));
                continue;
            }
            if (tests.isEmpty()) {
                problems.add("no litmus test found for contract " + contract.name() + " in package "
                        + contract.type().getPackageName());
                continue;
            }
            List<CatalogEntry> subjects;
            try {
                subjects = Selection.subjects(contract);
            } catch (SubjectException e) {
                System.err.println("ERROR: " + e.getMessage());
                System.exit(2);
                return;
            }
            int n = 0;
            for (CatalogEntry subject : subjects) {
                n++;
                System.out.printf("%n=== jcstress [%s] subject %d/%d: %s (%d litmus tests) ===%n",
                        contract.name(), n, subjects.size(), subject.name(), tests.size());
                problems.addAll(runOne(recorder, contract, subject, tests, baseArgs));
            }
        }
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println("jcstress harness problem: " + p));
            System.exit(1);
        }
    }

    /** Litmus tests of a contract: the jcstress tests in the contract interface's package. */
    static List<String> litmusTestsOf(Contract<?, ?> contract) {
        String prefix = contract.type().getPackageName() + ".";
        return TestList.tests().stream().filter(t -> t.startsWith(prefix)).sorted().toList();
    }

    private static List<String> runOne(Recorder recorder, Contract<?, ?> contract, CatalogEntry subject,
                                       List<String> allTests, List<String> baseArgs) throws Exception {
        List<String> tests = new ArrayList<>();
        for (String test : allTests) {
            Optional<String> reason = notApplicable(test, subject.subject());
            if (reason.isPresent()) {
                String check = test.substring(test.lastIndexOf('.') + 1);
                recorder.notApplicable(contract, subject, check, Class.forName(test).getAnnotation(Aim.class), reason.get());
                System.out.printf("  %-28s %-7s %s%n", check, "n/a", reason.get());
            } else {
                tests.add(test);
            }
        }
        if (tests.isEmpty()) return List.of();
        // One child JVM per subject: jcstress keeps its VM configurations in static lists, so a second
        // run in the same JVM would also rerun the first subject's forks. The child's forks inherit
        // its -Dpg.subject.
        Path dir = Path.of("jcstress-runs", contract.name(), SubjectId.fileName(subject.id())).toAbsolutePath();
        deleteRecursively(dir);
        Files.createDirectories(dir);
        List<String> command = new ArrayList<>(List.of(
                ProcessHandle.current().info().command().orElse("java"), "-Dpg.subject=" + subject.id()));
        command.addAll(SubjectClassPath.childJvmFlags());
        command.addAll(List.of("-cp", absoluteClassPath(), "org.openjdk.jcstress.Main"));
        command.addAll(baseArgs);
        command.addAll(List.of(
                "-t", "^(" + String.join("|", tests.stream().map(Pattern::quote).toList()) + ")$",
                "-r", dir.resolve("report").toString()));
        Path log = dir.resolve("jcstress.log");
        long start = System.nanoTime();
        Process child = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!child.waitFor(CHILD_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            child.descendants().forEach(ProcessHandle::destroyForcibly);
            child.destroyForcibly();
            return errors(recorder, contract, subject, tests, CHILD_TIMEOUT_MINUTES * 60_000,
                    "jcstress did not finish within " + CHILD_TIMEOUT_MINUTES + " minutes and was killed", log);
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        String output = Files.readString(log);
        if (output.contains("FATAL: No matching tests")) {
            return List.of("jcstress matched no test for " + subject.id() + " (log: " + log + ")");
        }
        Path blob;
        try (Stream<Path> files = Files.list(dir)) {
            blob = files.filter(f -> f.getFileName().toString().startsWith("jcstress-results-")).findFirst().orElse(null);
        }
        if (blob == null) {
            return errors(recorder, contract, subject, tests, millis,
                    "the jcstress JVM exited " + child.exitValue() + " without results", log);
        }
        InProcessCollector collector = new InProcessCollector();
        DiskReadCollector reader = new DiskReadCollector(blob.toString(), collector);
        reader.dump();
        reader.close();

        Map<String, List<TestResult>> byTest = new LinkedHashMap<>();
        for (TestResult r : collector.getTestResults()) {
            byTest.computeIfAbsent(r.getName(), k -> new ArrayList<>()).add(r);
        }
        List<String> problems = new ArrayList<>();
        for (String test : tests) {
            List<TestResult> results = byTest.get(test);
            if (results == null || results.isEmpty()) {
                problems.addAll(errors(recorder, contract, subject, List.of(test), millis / tests.size(),
                        "the test left no result in the jcstress run", log));
                continue;
            }
            recordTest(recorder, contract, subject, test, results, millis / tests.size(), dir);
        }
        return problems;
    }

    /**
     * A run that could not judge these tests (its JVM died, hung, or left no result): an ERROR per
     * test with the cause and the log's tail, never a verdict. Nothing for the caller to add: the
     * verdict step fails the build on an ERROR cell.
     */
    static List<String> errors(Recorder recorder, Contract<?, ?> contract, CatalogEntry subject, List<String> tests,
                                       long millis, String cause, Path log) throws Exception {
        List<String> lines = Files.exists(log) ? Files.readAllLines(log, java.nio.charset.StandardCharsets.ISO_8859_1) : List.of();
        String tail = String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        for (String test : tests) {
            String check = test.substring(test.lastIndexOf('.') + 1);
            recorder.record(contract, subject, check, Class.forName(test).getAnnotation(Aim.class), Outcome.ERROR, millis,
                    "harness error, no verdict: " + cause,
                    "jcstress " + test + " on " + subject.id() + ": " + cause + "\nlog: " + log + "\nreplay: "
                            + replay(subject, test) + "\n\n" + tail);
            System.out.printf("  %-28s %-7s %s%n", check, Outcome.ERROR, cause);
        }
        return List.of();
    }

    /** The command that reruns one litmus test on one subject, with the class paths the subject needs. */
    static String replay(CatalogEntry subject, String test) {
        return "java -Dpg.subject=" + subject.id() + " " + String.join(" ", SubjectClassPath.childJvmFlags())
                + " -cp jcstress/target/jcstress.jar org.openjdk.jcstress.Main -t " + test;
    }

    /**
     * A litmus test that cannot reach some subjects says so with a
     * {@code public static Optional<String> notApplicableTo(Class<?> subject)}; such a pair is recorded
     * as NOT_APPLICABLE with that reason, and not run.
     */
    @SuppressWarnings("unchecked")
    static Optional<String> notApplicable(String test, Class<?> subject) throws Exception {
        Method method;
        try {
            method = Class.forName(test).getMethod("notApplicableTo", Class.class);
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
        return (Optional<String>) method.invoke(null, subject);
    }

    /** The child runs in its own directory, so relative class path entries are made absolute. */
    private static String absoluteClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(e -> Path.of(e).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) Files.delete(f);
        }
    }

    static void recordTest(Recorder recorder, Contract<?, ?> contract, CatalogEntry subject, String test,
                                   List<TestResult> results, long millis, Path dir) throws ClassNotFoundException {
        Aim aim = Class.forName(test).getAnnotation(Aim.class);
        String check = test.substring(test.lastIndexOf('.') + 1);

        // Merge the forks' counters; grade the merged table the way jcstress grades one fork.
        TestResult merged = null;
        List<String> errors = new ArrayList<>();
        for (TestResult r : results) {
            if (r.status() != Status.NORMAL) {
                errors.add(r.status() + ": " + String.join("\n", r.getMessages()));
                continue;
            }
            if (merged == null) {
                merged = new TestResult(Status.NORMAL);
                merged.setConfig(r.getConfig());
            }
            merged.addState(r.getCounter());
        }
        StringBuilder evidence = new StringBuilder();
        evidence.append("jcstress ").append(test).append(" on ").append(subject.id()).append('\n');
        evidence.append("forks: ").append(results.size()).append(" (one per JVM configuration)")
                .append(", jcstress report: ").append(dir.resolve("report/index.html")).append('\n');
        evidence.append("replay: ").append(replay(subject, test)).append("\n\n");
        if (!errors.isEmpty()) {
            evidence.append(String.join("\n\n", errors));
            CheckResult r = recorder.record(contract, subject, check, aim, Outcome.ERROR, millis,
                    "harness error, no verdict: jcstress could not run the test: " + errors.get(0).lines().findFirst().orElse(""), evidence.toString());
            System.out.printf("  %-28s %-7s %s%n", check, r.outcome(), r.summary());
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
        CheckResult r = recorder.record(contract, subject, check, aim, outcome, millis, summary, evidence.toString());
        System.out.printf("  %-28s %-7s %s%n", check, r.outcome(), summary);
    }
}
