package dev.provingground.cli;

import dev.provingground.report.Cell;
import dev.provingground.report.JsonReport;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.ResultStore;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code proving-ground check}: every check of a contract on a reviewer's class, or on a released artifact
 * through an adapter, at one version or a sweep. Everything is validated first (one line, exit 2, before
 * anything runs); then the suite's own {@code ./mvnw verify} runs with the Maven properties CI can pass by
 * hand, each engine's progress shown with the elapsed time. Exit 0 when every check passed, 1 when a
 * property failed (or the run failed).
 */
@Command(
        name = "check",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Checks your implementation of a contract (or a real release through an adapter) with every check of the contract.",
            "Exit 0: every check passed; 1: a property failed, or the run did; 2: bad input, nothing run."
        })
final class CheckCommand implements Callable<Integer> {

    @ParentCommand
    private ProvingGround top;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "<contract>",
            completionCandidates = ContractNames.class,
            description = "The contract: ${COMPLETION-CANDIDATES} (proving-ground list says what each promises).")
    private String contractName;

    @Option(
            names = "--impl",
            paramLabel = "<class>",
            description = "The class to check: a public class with a public constructor taking the contract's setup.")
    private String impl;

    @Option(
            names = "--cp",
            paramLabel = "<class path>",
            description = "Jars and folders the class loads from, joined by the platform's path separator; repeatable.")
    private List<String> classPath = new ArrayList<>();

    @Option(
            names = "--artifact",
            paramLabel = "<group:artifact:version>",
            description =
                    "Maven coordinates resolved from Maven Central with their dependencies: the first is the subject's own "
                            + "(its row is named after it), more join its class path; repeatable.")
    private List<String> artifacts = new ArrayList<>();

    @Option(
            names = "--versions",
            paramLabel = "FROM..TO|v1,v2,...",
            description =
                    "Sweep the first --artifact (then group:artifact) over every release Central lists between two versions, or a list.")
    private String versions;

    @Option(
            names = "--mode",
            paramLabel = "quick|thorough",
            defaultValue = "quick",
            description = "How hard to look: the quick budget (default), or the release runs' thorough one.")
    private CheckRequest.Mode mode;

    @Option(names = "--seed", paramLabel = "<n>", description = "The property checks' seed (default: the suite's own).")
    private Long seed;

    @Mixin
    private BenchSwitch bench = new BenchSwitch();

    @Option(
            names = "--out",
            paramLabel = "<folder>",
            description = "Where the results, report and build log go (default target/pg-check/<contract>/<class>).")
    private Path out;

    @Option(
            names = "-D",
            paramLabel = "pg.<setting>=<value>",
            mapFallbackValue = Option.NULL_VALUE,
            description =
                    "A pom property passed through to the build: a bound, a budget (e.g. -Dpg.properties.boundSeconds=30).")
    private Map<String, String> settings = new LinkedHashMap<>();

    @Override
    public Integer call() throws BadInput {
        return run(request(), top.root(), top.out());
    }

    /** The options, validated: every problem one line, before anything runs. */
    CheckRequest request() throws BadInput {
        if (contractName == null) {
            throw new BadInput("check needs a contract: proving-ground check <contract> --impl <class> (contracts: "
                    + ContractNames.joined() + ")");
        }
        Contract<?, ?> contract = Contracts.byName(contractName)
                .orElseThrow(() -> new BadInput(
                        "unknown contract '" + contractName + "' (contracts: " + ContractNames.joined() + ")"));
        if (impl == null) throw new BadInput("check needs --impl <class>: the class to check");
        return CheckRequest.of(
                contract, impl, classPath, artifacts, versions, mode, bench.on(false), settings, seed, out, top.root());
    }

    /** Lines of the build's output worth showing while it runs. */
    private static final Pattern PROGRESS = Pattern.compile(
            "^(=== jcstress.*|  \\S+Litmus .*|lincheck .*|properties .*|jmh .*|proving-ground: .*|\\[INFO\\] Building Proving Ground.*"
                    + "|\\[ERROR\\] Failed to execute goal.*)$");

    static int run(CheckRequest request, Path root, PrintStream out) {
        Path mvnw = MavenBuild.mvnw(root);
        if (!Files.isExecutable(mvnw)) {
            out.println("proving-ground check: run from the Proving Ground checkout (no " + mvnw + ")");
            return 2;
        }
        List<String> arguments = new ArrayList<>(List.of("-B", "verify"));
        arguments.addAll(request.mavenArguments(root));
        Path folder = request.output(root);
        Path log = folder.resolve("maven.log");
        out.printf(
                "proving-ground: checking %s against the %s contract (%s mode)%n",
                request.impl()
                        + (request.artifact() == null
                                ? ""
                                : request.versions().isEmpty()
                                        ? " with " + request.artifact()
                                        : " with " + request.artifact().groupId() + ":"
                                                + request.artifact().artifactId() + " at "
                                                + request.versions().size() + " versions ("
                                                + String.join(", ", request.versions()) + ")"),
                request.contract().name(),
                request.mode().name().toLowerCase(java.util.Locale.ROOT));
        out.println("proving-ground: " + String.join(" ", arguments));
        long start = System.nanoTime();
        int exit;
        try {
            Files.createDirectories(folder);
            ResultStore.deleteTree(folder.resolve("verdicts")); // a report left by an earlier run is not this run's
            MavenBuild.MatrixEcho matrix = new MavenBuild.MatrixEcho();
            exit = MavenBuild.run(root, arguments, log, line -> {
                if (matrix.shows(line)) {
                    out.println(line);
                } else if (PROGRESS.matcher(line).matches()) {
                    long s = (System.nanoTime() - start) / 1_000_000_000;
                    out.printf("[%02d:%02d] %s%n", s / 60, s % 60, line.replace("[INFO] Building ", "building "));
                }
            });
        } catch (IOException e) {
            out.println("proving-ground: could not run " + mvnw + ": " + e.getMessage());
            return ExitCode.INTERNAL_ERROR.code();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ExitCode.INTERNAL_ERROR.code();
        }
        out.println("proving-ground: full build log: " + log);
        Path report = folder.resolve("verdicts/index.html");
        if (Files.exists(report)) {
            out.println("proving-ground: report: " + report);
        } else {
            out.println("proving-ground: no report: the build stopped before the verdict step; what Maven said:");
            MavenBuild.causes(log).forEach(c -> out.println("  " + c));
        }
        if (request.versions().size() > 1) {
            sweep(request, new ResultStore(folder.resolve("results")).readAll()).forEach(out::println);
        }
        out.println(outcome(request, exit));
        return exit(exit, folder.resolve("verdicts").resolve("verdicts.json")).code();
    }

    /**
     * The command's exit code from the build's and its report's: nothing found when the build passed; else the worst of
     * the report's cells ({@link Cell#exit}: a finding, or no verdict when a cell could not be judged), no verdict when
     * the build failed with every cell as expected (the verdict step's problems) or stopped before the report.
     */
    static ExitCode exit(int build, Path verdicts) {
        if (build == 0) return ExitCode.NOTHING_FOUND;
        if (!Files.exists(verdicts)) return ExitCode.NO_VERDICT;
        try {
            JsonReport.Verdicts report = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readValue(verdicts.toFile(), JsonReport.Verdicts.class);
            List<ExitCode> cells = report.contracts().stream()
                    .flatMap(c -> c.subjects().stream())
                    .flatMap(s -> s.cells().stream())
                    .map(c -> Cell.valueOf(c.cell()).exit())
                    .toList();
            ExitCode worst = ExitCode.worst(cells);
            return worst == ExitCode.NOTHING_FOUND ? ExitCode.NO_VERDICT : worst;
        } catch (IOException | IllegalArgumentException e) {
            return ExitCode.INTERNAL_ERROR;
        }
    }

    /**
     * A version sweep's summary: one line per verdict (PASS, FAIL, ERROR) naming the versions that
     * had it, as runs of consecutive versions (first .. last), then one line per check that failed on
     * some version: which releases carry that race.
     */
    static List<String> sweep(CheckRequest request, List<CheckResult> results) {
        List<String> ids = request.subjectIds();
        Map<String, String> verdict = new LinkedHashMap<>();
        Map<String, List<Integer>> failedBy = new TreeMap<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            List<CheckResult> mine =
                    results.stream().filter(r -> r.subject().equals(id)).toList();
            boolean error = mine.stream().anyMatch(r -> r.outcome() == CheckResult.Outcome.ERROR);
            boolean failed = mine.stream().anyMatch(r -> r.outcome() == CheckResult.Outcome.FAILED);
            verdict.put(id, mine.isEmpty() ? "NO RESULT" : error ? "ERROR" : failed ? "FAIL" : "PASS");
            for (CheckResult r : mine) {
                if (r.outcome() == CheckResult.Outcome.FAILED) {
                    failedBy.computeIfAbsent(r.column(), k -> new ArrayList<>()).add(i);
                }
            }
        }
        List<String> lines = new ArrayList<>();
        lines.add("proving-ground: versions of " + request.artifact().groupId() + ":"
                + request.artifact().artifactId()
                + " by verdict (first .. last, in the order Maven Central lists them):");
        for (String v : new java.util.LinkedHashSet<>(verdict.values())) {
            List<Integer> at = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) if (verdict.get(ids.get(i)).equals(v)) at.add(i);
            lines.add(String.format("  %-10s %s", v, runs(request.versions(), at)));
        }
        if (!failedBy.isEmpty()) lines.add("proving-ground: versions each failing check caught:");
        failedBy.forEach((column, at) -> lines.add(String.format("  %-56s %s", column, runs(request.versions(), at))));
        return lines;
    }

    /** Indices as runs of consecutive versions: {@code 4.1.17.Final .. 4.1.31.Final (15)}, runs joined by commas. */
    static String runs(List<String> versions, List<Integer> at) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < at.size(); ) {
            int j = i;
            while (j + 1 < at.size() && at.get(j + 1) == at.get(j) + 1) j++;
            parts.add(
                    i == j
                            ? versions.get(at.get(i)) + " (1)"
                            : versions.get(at.get(i)) + " .. " + versions.get(at.get(j)) + " (" + (j - i + 1) + ")");
            i = j + 1;
        }
        return String.join(", ", parts) + "   [" + at.size() + " of " + versions.size() + " versions]";
    }

    /**
     * The last line. A built-in subject named as --impl is judged against its catalog entry, so for
     * it a clean exit means "at its expected verdict", not "every check passed".
     */
    static String outcome(CheckRequest request, int exit) {
        List<String> ids = request.subjectIds();
        if (ids.size() > 1) {
            return exit == 0
                    ? "proving-ground: every check passed on all " + ids.size() + " versions"
                    : "proving-ground: not every version passed every check (see the verdicts above and the report)";
        }
        var builtIn = request.contract().entry(ids.get(0));
        if (builtIn.isPresent()) {
            return "proving-ground: " + ids.get(0) + " is a built-in subject of the "
                    + request.contract().name()
                    + " catalog, expected " + builtIn.get().expected().label()
                    + (exit == 0
                            ? "; it is at that verdict (see the matrix above)"
                            : "; it is not at that verdict (see the lines above and the report)");
        }
        return exit == 0
                ? "proving-ground: every check passed on " + ids.get(0)
                : "proving-ground: " + ids.get(0) + " did not pass every check (see the lines above and the report)";
    }
}
