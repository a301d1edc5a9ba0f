package dev.provingground.cli;

import dev.provingground.verdict.Artifact;
import dev.provingground.verdict.ArtifactResolver;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.SubjectClassPath;
import dev.provingground.verdict.SubjectException;
import dev.provingground.verdict.SubjectId;
import dev.provingground.verdict.SubjectInput;
import dev.provingground.verdict.SubjectProbe;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The reviewer's command line, behind the {@code proving-ground} script:
 * <pre>
 *   proving-ground list
 *   proving-ground check &lt;contract&gt; --impl &lt;class&gt; [--cp &lt;jar-or-dir&gt;[:...]] [--artifact g:a:v]...
 *                        [--versions A..B|v1,v2,...] [--mode quick|thorough] [--bench]
 * </pre>
 * {@code --artifact} resolves Maven coordinates from Maven Central with their dependencies: the first
 * is the subject's own artifact (the class loads with it, in a class loader of its own, and the row is
 * named after it), more are added to its class path. {@code --versions} sweeps the first artifact
 * (then given as {@code group:artifact}) over every release between two versions, or a list: one row
 * per version in one build, then one line per verdict naming the versions that had it.
 * {@code check} validates everything first (exit 2 with one line on bad input, before anything
 * runs), then runs every check of the contract on the class through {@code ./mvnw verify} with the
 * same Maven properties CI can pass by hand, prints each engine's progress with the elapsed time,
 * and exits 0 when every check passed, 1 when a property failed (or the run failed).
 */
public final class ProvingGround {

    static final String USAGE = """
            usage: proving-ground list
                   proving-ground check <contract> --impl <class> [--cp <jar-or-dir>[%s...]] [--artifact group:artifact:version]...
                                        [--versions FROM..TO|v1,v2,...] [--mode quick|thorough] [--bench]
                                        [-Dpg.<setting>=<value>]...   (a pom property: a bound, a budget)
                   proving-ground merge --shards N <results folder of each shard>...
                   proving-ground diff --class <class> --before <class path> --after <class path> ...   (any class's two builds; diff --help)
            """.formatted(File.pathSeparator);

    /** Thrown for bad input: the message is the one line the user sees; exit code 2. */
    static final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    /**
     * A parsed and validated {@code check} request: the class, its class path, and the real artifact
     * it loads with, at one version or at each of {@code versions}.
     */
    record CheckRequest(Contract<?, ?> contract, String impl, List<Path> classPath, String mode, boolean bench,
                        Artifact artifact, List<String> versions, List<String> settings) {

        CheckRequest(Contract<?, ?> contract, String impl, List<Path> classPath, String mode, boolean bench) {
            this(contract, impl, classPath, mode, bench, null, List.of(), List.of());
        }

        /** The subject ids the run checks: the class, or the class with each version of its artifact. */
        List<String> subjectIds() {
            if (artifact == null) return List.of(impl);
            if (versions.isEmpty()) return List.of(SubjectId.of(impl, artifact));
            return versions.stream().map(v -> SubjectId.of(impl, artifact.withVersion(v))).toList();
        }

        /** The Maven properties that run this check; the same ones CI can pass to ./mvnw by hand. */
        List<String> mavenArguments(Path root) {
            Path out = output(root);
            List<String> args = new ArrayList<>(List.of(
                    "-pl", "!diff", // the diff module checks two builds of a class, not a contract's subject
                    "-Dpg.subjects=" + String.join(",", subjectIds()),
                    "-Dpg.classpath=" + classPath.stream().map(p -> p.toAbsolutePath().toString())
                            .collect(Collectors.joining(File.pathSeparator)),
                    "-Dpg.results=" + out.resolve("results"),
                    "-Dpg.verdicts=" + out.resolve("verdicts"),
                    "-Dpg.baseline=" + root.resolve("target/pg-results"),
                    "-Dpg.jmh.bench=" + bench,
                    "-Dpg.it.skip=true"));
            if (mode.equals("thorough")) args.add("-Pthorough");
            args.addAll(settings);
            return args;
        }

        Path output(Path root) {
            return root.resolve("target/pg-check").resolve(contract.name()).resolve(simpleName());
        }

        String simpleName() {
            String simple = impl.substring(impl.lastIndexOf('.') + 1);
            return artifact == null ? simple : simple + "@" + artifact.artifactId() + (versions.isEmpty() ? "-" + artifact.version() : "");
        }
    }

    public static void main(String[] args) {
        Path root = Path.of(System.getProperty("pg.root", "")).toAbsolutePath();
        int code = run(args, root, System.out, System.err);
        System.exit(code);
    }

    /** Runs a command; returns the exit code. Separated from {@link #main} for tests. */
    static int run(String[] args, Path root, PrintStream out, PrintStream err) {
        try {
            if (args.length == 0 || args[0].equals("help") || args[0].equals("--help")) {
                out.print(USAGE);
                return args.length == 0 ? 2 : 0;
            }
            switch (args[0]) {
                case "list" -> {
                    if (args.length > 1) throw new BadInput("unknown option for list: " + args[1]);
                    list(root, out);
                    return 0;
                }
                case "check" -> {
                    CheckRequest request = parseCheck(args, root);
                    return check(request, root, out);
                }
                case "merge" -> {
                    return merge(parseMerge(args), root, out);
                }
                default -> throw new BadInput("unknown command '" + args[0] + "' (commands: list, check, merge)");
            }
        } catch (BadInput e) {
            err.println("proving-ground: " + e.getMessage());
            return 2;
        }
    }

    static CheckRequest parseCheck(String[] args) throws BadInput {
        return parseCheck(args, Path.of(System.getProperty("pg.root", "")).toAbsolutePath());
    }

    /**
     * Parses and validates a check: every problem is one line (a {@link BadInput}) before anything
     * runs. Artifacts are resolved here, from Maven Central, into {@code root/target/pg-artifacts}.
     */
    static CheckRequest parseCheck(String[] args, Path root) throws BadInput {
        if (args.length < 2 || args[1].startsWith("--")) {
            throw new BadInput("check needs a contract: proving-ground check <contract> --impl <class> (contracts: " + contractNames() + ")");
        }
        Contract<?, ?> contract = Contracts.byName(args[1])
                .orElseThrow(() -> new BadInput("unknown contract '" + args[1] + "' (contracts: " + contractNames() + ")"));
        String impl = null;
        List<Path> classPath = new ArrayList<>();
        List<String> artifacts = new ArrayList<>();
        String versions = null;
        String mode = "quick";
        boolean bench = false;
        List<String> settings = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "--impl" -> impl = value(args, ++i, option);
                case "--cp" -> classPath.addAll(SubjectClassPath.entries(value(args, ++i, option)));
                case "--artifact" -> artifacts.add(value(args, ++i, option));
                case "--versions" -> versions = value(args, ++i, option);
                case "--mode" -> {
                    mode = value(args, ++i, option);
                    if (!mode.equals("quick") && !mode.equals("thorough")) {
                        throw new BadInput("bad --mode '" + mode + "' (quick or thorough)");
                    }
                }
                case "--bench" -> bench = true;
                default -> {
                    if (!SETTING.matcher(option).matches()) {
                        throw new BadInput("unknown option '" + option
                                + "' (options: --impl, --cp, --artifact, --versions, --mode, --bench, -Dpg.<setting>=<value>)");
                    }
                    settings.add(option);
                }
            }
        }
        if (impl == null) throw new BadInput("check needs --impl <class>: the class to check");
        for (Path missing : SubjectClassPath.missing(classPath)) {
            throw new BadInput("class path entry does not exist: " + missing);
        }
        if (versions != null && artifacts.isEmpty()) {
            throw new BadInput("--versions needs --artifact group:artifact: the artifact whose versions to check");
        }
        Artifact artifact = null;
        List<String> versionList = List.of();
        Path artifactsDir = root.resolve("target/pg-artifacts");
        if (!artifacts.isEmpty()) {
            ArtifactResolver resolver;
            try {
                resolver = new ArtifactResolver();
                if (versions != null) {
                    String[] ga = artifacts.get(0).split(":");
                    if (ga.length != 2) {
                        throw new BadInput("with --versions, --artifact names group:artifact without a version (got '" + artifacts.get(0) + "')");
                    }
                    versionList = versions(resolver, ga[0], ga[1], versions);
                    artifact = new Artifact(ga[0], ga[1], versionList.get(0));
                } else {
                    artifact = Artifact.parse(artifacts.get(0));
                }
                for (String extra : artifacts.subList(1, artifacts.size())) {
                    classPath.addAll(resolver.resolve(Artifact.parse(extra)));
                }
            } catch (SubjectException e) {
                throw new BadInput(e.getMessage());
            }
            List<Artifact> toResolve = versionList.isEmpty() ? List.of(artifact)
                    : versionList.stream().map(artifact::withVersion).toList();
            List<String> problems = SubjectInput.resolve(toResolve, root.resolve("upstream/target/classes"), artifactsDir);
            if (!problems.isEmpty()) throw new BadInput(problems.get(0));
        }
        CheckRequest request = new CheckRequest(contract, impl, List.copyOf(classPath), mode, bench, artifact, versionList,
                List.copyOf(settings));
        for (String id : request.subjectIds()) {
            List<String> problems = SubjectInput.problemsOf(id, contract, request.classPath(), artifactsDir);
            if (!problems.isEmpty()) throw new BadInput(problems.get(0));
        }
        // Build each class once, in a JVM of its own and within a bound, before anything runs.
        for (String id : request.subjectIds()) {
            if (contract.entry(id).isPresent()) continue; // a built-in row: built by the catalog's own test
            List<Path> classPathFirst = new ArrayList<>(request.classPath());
            SubjectId.artifact(id).ifPresent(a -> classPathFirst.addAll(SubjectClassPath.artifactClassPath(artifactsDir, a)));
            var problem = SubjectProbe.problem(contract, id, classPathFirst);
            if (problem.isPresent()) throw new BadInput(problem.get());
        }
        return request;
    }

    /** {@code FROM..TO} (every release Central lists between them, both included) or {@code v1,v2,...}. */
    private static List<String> versions(ArtifactResolver resolver, String groupId, String artifactId, String spec)
            throws BadInput {
        int dots = spec.indexOf("..");
        if (dots < 0) {
            List<String> list = Arrays.stream(spec.split(",")).map(String::trim).filter(v -> !v.isEmpty()).toList();
            if (list.isEmpty()) throw new BadInput("--versions names no version");
            return list;
        }
        String from = spec.substring(0, dots).trim();
        String to = spec.substring(dots + 2).trim();
        if (from.isEmpty() || to.isEmpty()) throw new BadInput("bad --versions '" + spec + "' (FROM..TO, or v1,v2,...)");
        List<String> found = resolver.versions(groupId, artifactId, from, to);
        if (found.isEmpty()) {
            throw new BadInput("Maven Central lists no release of " + groupId + ":" + artifactId + " from " + from + " to " + to);
        }
        return found;
    }

    /** A build setting passed through to Maven: a bound, a budget ({@code -Dpg.properties.boundSeconds=30}). */
    private static final Pattern SETTING = Pattern.compile("^-Dpg\\.[A-Za-z][\\w.]*=\\S*$");

    private static String value(String[] args, int i, String option) throws BadInput {
        if (i >= args.length || args[i].startsWith("--")) throw new BadInput(option + " needs a value");
        return args[i];
    }

    private static String contractNames() {
        return Contracts.all().stream().map(Contract::name).collect(Collectors.joining(", "));
    }

    /** Contracts, built-in subjects with expected verdicts, and their checks (aims from the last full run's results, when there is one). */
    static void list(Path root, PrintStream out) {
        Map<String, Map<String, CheckResult>> checks = new TreeMap<>();
        for (CheckResult r : new ResultStore(root.resolve("target/pg-results")).readAll()) {
            checks.computeIfAbsent(r.contract(), k -> new TreeMap<>()).putIfAbsent(r.column(), r);
        }
        for (Contract<?, ?> c : Contracts.all()) {
            out.printf("contract %s: %s (subjects have a public constructor taking %s)%n", c.name(),
                    c.type().getName(), c.setupType().getName());
            out.println("  properties:");
            c.properties().forEach(p -> out.printf("    %-26s %s%n", p.name(), p.sentence()));
            out.println("  subjects:");
            for (CatalogEntry e : c.catalog()) {
                out.printf("    %-30s %-9s %s%n", e.name(), e.role(), e.expected());
            }
            out.println("  checks:");
            Map<String, CheckResult> mine = checks.getOrDefault(c.name(), Map.of());
            for (String column : c.checks()) {
                CheckResult r = mine.get(column);
                out.printf("    %-62s %s%n", column, r == null ? "" : "aimed at " + String.join(", ", r.properties()));
            }
        }
    }

    /** Lines of the build's output worth showing while it runs. */
    private static final Pattern PROGRESS = Pattern.compile(
            "^(=== jcstress.*|  \\S+Litmus .*|lincheck .*|properties .*|jmh .*|proving-ground: .*|\\[INFO\\] Building Proving Ground.*"
                    + "|\\[ERROR\\] Failed to execute goal.*)$");

    static int check(CheckRequest request, Path root, PrintStream out) {
        Path mvnw = mvnw(root);
        if (!Files.isExecutable(mvnw)) {
            out.println("proving-ground: run from the Proving Ground checkout (no " + mvnw + ")");
            return 2;
        }
        List<String> arguments = new ArrayList<>(List.of("-B", "verify"));
        arguments.addAll(request.mavenArguments(root));
        Path out0 = request.output(root);
        Path log = out0.resolve("maven.log");
        out.printf("proving-ground: checking %s against the %s contract (%s mode)%n", request.impl()
                        + (request.artifact() == null ? "" : request.versions().isEmpty() ? " with " + request.artifact()
                        : " with " + request.artifact().groupId() + ":" + request.artifact().artifactId() + " at "
                        + request.versions().size() + " versions (" + String.join(", ", request.versions()) + ")"),
                request.contract().name(), request.mode());
        out.println("proving-ground: " + String.join(" ", arguments));
        long start = System.nanoTime();
        int exit;
        try {
            Files.createDirectories(out0);
            ResultStore.deleteTree(out0.resolve("verdicts")); // a report left by an earlier run is not this run's
            MatrixEcho matrix = new MatrixEcho();
            exit = maven(root, arguments, log, line -> {
                if (matrix.shows(line)) {
                    out.println(line);
                } else if (PROGRESS.matcher(line).matches()) {
                    long s = (System.nanoTime() - start) / 1_000_000_000;
                    out.printf("[%02d:%02d] %s%n", s / 60, s % 60, line.replace("[INFO] Building ", "building "));
                }
            });
        } catch (IOException e) {
            out.println("proving-ground: could not run " + mvnw + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        out.println("proving-ground: full build log: " + log);
        Path report = out0.resolve("verdicts/index.html");
        if (Files.exists(report)) {
            out.println("proving-ground: report: " + report);
        } else {
            out.println("proving-ground: no report: the build stopped before the verdict step; what Maven said:");
            causes(log).forEach(c -> out.println("  " + c));
        }
        if (request.versions().size() > 1) {
            sweep(request, new ResultStore(out0.resolve("results")).readAll()).forEach(out::println);
        }
        out.println(outcome(request, exit));
        return exit == 0 ? 0 : 1;
    }

    private static Path mvnw(Path root) {
        return root.resolve(File.separatorChar == '\\' ? "mvnw.cmd" : "mvnw");
    }

    /**
     * Runs {@code ./mvnw arguments} in {@code root}, every line of its output to {@code log} and, as it
     * comes, to {@code onLine}; stopped (Ctrl-C, an IDE's stop button, a CI job killer's SIGTERM), it
     * stops everything the build started. Returns Maven's exit code.
     */
    static int maven(Path root, List<String> arguments, Path log, java.util.function.Consumer<String> onLine)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(mvnw(root).toString()));
        command.addAll(arguments);
        Process maven = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true).start();
        Thread stopAll = new Thread(() -> ChildJvm.stopTree(maven.toHandle()), "pg-stop-build");
        Runtime.getRuntime().addShutdownHook(stopAll);
        try (var reader = new BufferedReader(new InputStreamReader(maven.getInputStream(), StandardCharsets.UTF_8));
             var logWriter = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                logWriter.println(line);
                onLine.accept(line);
            }
        }
        int exit = maven.waitFor();
        Runtime.getRuntime().removeShutdownHook(stopAll);
        return exit;
    }

    /** Says which lines of the build are the verdict matrix the verdict step prints, through its last line. */
    private static final class MatrixEcho {
        private boolean inMatrix;

        boolean shows(String line) {
            if (line.contains("================ Proving Ground verdicts")) inMatrix = true;
            boolean shown = inMatrix;
            if (line.startsWith("verdicts: ")) inMatrix = false;
            return shown;
        }
    }

    /** The folders of a merge, each the results of one shard ({@code pg-shard.manifest} in it), and how many shards make the run. */
    record MergeRequest(int shards, List<Path> folders) {

        List<String> mavenArguments() {
            return List.of("-Pmerge", "-Dpg.merge=--shards " + shards + " "
                    + folders.stream().map(f -> f.toAbsolutePath().toString()).collect(Collectors.joining(" ")));
        }
    }

    /** Parses {@code merge --shards N DIR...}: one line (a {@link BadInput}) for anything wrong, before anything runs. */
    static MergeRequest parseMerge(String[] args) throws BadInput {
        Integer shards = null;
        List<Path> folders = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            if (args[i].equals("--shards")) {
                String n = value(args, ++i, "--shards");
                try {
                    shards = Integer.parseInt(n);
                } catch (NumberFormatException e) {
                    throw new BadInput("--shards " + n + ": want a whole number of shards, e.g. --shards 4");
                }
                if (shards < 1) throw new BadInput("--shards " + n + ": want at least one shard");
            } else if (args[i].startsWith("--")) {
                throw new BadInput("unknown option for merge: " + args[i]);
            } else {
                Path folder = Path.of(args[i]);
                if (!Files.isDirectory(folder)) throw new BadInput("merge: " + folder + " is not a folder");
                if (!Files.isRegularFile(folder.resolve("pg-shard.manifest"))) {
                    throw new BadInput("merge: " + folder + " holds no shard's results (no pg-shard.manifest; run with -Dpg.shard=K/N)");
                }
                folders.add(folder);
            }
        }
        if (shards == null || folders.isEmpty()) throw new BadInput("merge needs --shards N and the results folder of each shard");
        return new MergeRequest(shards, folders);
    }

    /** Runs the merge step's Maven form; prints what it says and the verdict matrix; 0, or 1 when it failed. */
    static int merge(MergeRequest request, Path root, PrintStream out) {
        List<String> arguments = new ArrayList<>(List.of("-B", "-ntp", "verify"));
        arguments.addAll(request.mavenArguments());
        Path log = root.resolve("target/pg-merge/maven.log");
        out.println("proving-ground: " + String.join(" ", arguments));
        try {
            Files.createDirectories(log.getParent());
            MatrixEcho matrix = new MatrixEcho();
            int exit = maven(root, arguments, log, line -> {
                if (matrix.shows(line) || line.startsWith("merge: ") || line.startsWith("report validation: ")) out.println(line);
            });
            if (exit != 0) causes(log).forEach(c -> out.println("  " + c));
            out.println("proving-ground: full build log: " + log);
            return exit == 0 ? 0 : 1;
        } catch (IOException e) {
            out.println("proving-ground: could not run " + mvnw(root) + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }

    /** Maven's own lines on why the build stopped, without its boilerplate. */
    static List<String> causes(Path log) {
        List<String> boilerplate = List.of("-> [Help", "To see the full stack trace", "Re-run Maven", "For more information",
                "After correcting the problems", "mvn <args>", "http://cwiki.apache.org", "See dump files", "Help 1");
        try (var lines = Files.lines(log, StandardCharsets.UTF_8)) {
            List<String> found = lines.filter(l -> l.startsWith("[ERROR]")).map(l -> l.substring(7).strip())
                    .filter(l -> !l.isEmpty() && boilerplate.stream().noneMatch(l::contains)).distinct().limit(8).toList();
            return found.isEmpty() ? List.of("(no [ERROR] line; see the full build log)") : found;
        } catch (IOException | java.io.UncheckedIOException e) {
            return List.of("(the build log cannot be read: " + e.getMessage() + ")");
        }
    }

    /**
     * A version sweep's summary: one line per verdict (PASS, FAIL, ERROR) naming the versions that
     * had it, as runs of consecutive versions (first .. last), then one line per check that failed on
     * some version: which releases carry that race.
     */
    static List<String> sweep(CheckRequest request, List<CheckResult> results) {
        List<String> ids = request.subjectIds();
        Map<String, String> verdict = new java.util.LinkedHashMap<>();
        Map<String, List<Integer>> failedBy = new TreeMap<>();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            List<CheckResult> mine = results.stream().filter(r -> r.subject().equals(id)).toList();
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
        lines.add("proving-ground: versions of " + request.artifact().groupId() + ":" + request.artifact().artifactId()
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
            parts.add(i == j ? versions.get(at.get(i)) + " (1)"
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
            return exit == 0 ? "proving-ground: every check passed on all " + ids.size() + " versions"
                    : "proving-ground: not every version passed every check (see the verdicts above and the report)";
        }
        var builtIn = request.contract().entry(ids.get(0));
        if (builtIn.isPresent()) {
            return "proving-ground: " + ids.get(0) + " is a built-in subject of the " + request.contract().name()
                    + " catalog, expected " + builtIn.get().expected().label() + (exit == 0
                    ? "; it is at that verdict (see the matrix above)"
                    : "; it is not at that verdict (see the lines above and the report)");
        }
        return exit == 0 ? "proving-ground: every check passed on " + ids.get(0)
                : "proving-ground: " + ids.get(0) + " did not pass every check (see the lines above and the report)";
    }
}
