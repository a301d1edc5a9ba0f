package dev.provingground.cli;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.SubjectClassPath;
import dev.provingground.verdict.SubjectInput;

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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The reviewer's command line, behind the {@code proving-ground} script:
 * <pre>
 *   proving-ground list
 *   proving-ground check &lt;contract&gt; --impl &lt;class&gt; [--cp &lt;jar-or-dir&gt;[:...]] [--mode quick|thorough] [--bench]
 * </pre>
 * {@code check} validates everything first (exit 2 with one line on bad input, before anything
 * runs), then runs every check of the contract on the class through {@code ./mvnw verify} with the
 * same Maven properties CI can pass by hand, prints each engine's progress with the elapsed time,
 * and exits 0 when every check passed, 1 when a property failed (or the run failed).
 */
public final class ProvingGround {

    static final String USAGE = """
            usage: proving-ground list
                   proving-ground check <contract> --impl <class> [--cp <jar-or-dir>[%s...]] [--mode quick|thorough] [--bench]
            """.formatted(File.pathSeparator);

    /** Thrown for bad input: the message is the one line the user sees; exit code 2. */
    static final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    /** A parsed and validated {@code check} request. */
    record CheckRequest(Contract<?, ?> contract, String impl, List<Path> classPath, String mode, boolean bench) {

        /** The Maven properties that run this check; the same ones CI can pass to ./mvnw by hand. */
        List<String> mavenArguments(Path root) {
            Path out = root.resolve("target/pg-check").resolve(contract.name()).resolve(simpleName());
            List<String> args = new ArrayList<>(List.of(
                    "-Dpg.subjects=" + impl,
                    "-Dpg.classpath=" + classPath.stream().map(p -> p.toAbsolutePath().toString())
                            .collect(Collectors.joining(File.pathSeparator)),
                    "-Dpg.results=" + out.resolve("results"),
                    "-Dpg.verdicts=" + out.resolve("verdicts"),
                    "-Dpg.baseline=" + root.resolve("target/pg-results"),
                    "-Dpg.jmh.bench=" + bench,
                    "-Dpg.it.skip=true"));
            if (mode.equals("thorough")) args.add("-Pthorough");
            return args;
        }

        String simpleName() {
            return impl.substring(impl.lastIndexOf('.') + 1);
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
                    CheckRequest request = parseCheck(args);
                    return check(request, root, out);
                }
                default -> throw new BadInput("unknown command '" + args[0] + "' (commands: list, check)");
            }
        } catch (BadInput e) {
            err.println("proving-ground: " + e.getMessage());
            return 2;
        }
    }

    static CheckRequest parseCheck(String[] args) throws BadInput {
        if (args.length < 2 || args[1].startsWith("--")) {
            throw new BadInput("check needs a contract: proving-ground check <contract> --impl <class> (contracts: " + contractNames() + ")");
        }
        Contract<?, ?> contract = Contracts.byName(args[1])
                .orElseThrow(() -> new BadInput("unknown contract '" + args[1] + "' (contracts: " + contractNames() + ")"));
        String impl = null;
        List<Path> classPath = List.of();
        String mode = "quick";
        boolean bench = false;
        for (int i = 2; i < args.length; i++) {
            String option = args[i];
            switch (option) {
                case "--impl" -> impl = value(args, ++i, option);
                case "--cp" -> classPath = SubjectClassPath.entries(value(args, ++i, option));
                case "--mode" -> {
                    mode = value(args, ++i, option);
                    if (!mode.equals("quick") && !mode.equals("thorough")) {
                        throw new BadInput("bad --mode '" + mode + "' (quick or thorough)");
                    }
                }
                case "--bench" -> bench = true;
                default -> throw new BadInput("unknown option '" + option + "' (options: --impl, --cp, --mode, --bench)");
            }
        }
        if (impl == null) throw new BadInput("check needs --impl <class>: the class to check");
        for (Path missing : SubjectClassPath.missing(classPath)) {
            throw new BadInput("class path entry does not exist: " + missing);
        }
        List<String> problems = SubjectInput.problemsOf(impl, contract, SubjectClassPath.loaderFor(classPath));
        if (!problems.isEmpty()) throw new BadInput(problems.get(0));
        return new CheckRequest(contract, impl, classPath, mode, bench);
    }

    private static String value(String[] args, int i, String option) throws BadInput {
        if (i >= args.length || args[i].startsWith("--")) throw new BadInput(option + " needs a value");
        return args[i];
    }

    private static String contractNames() {
        return Contracts.all().stream().map(Contract::name).collect(Collectors.joining(", "));
    }

    /** Contracts, built-in subjects with expected verdicts, and the checks of the last full run. */
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
            if (mine.isEmpty()) {
                out.println("    (listed once ./mvnw verify has run: checks are read from its results)");
            }
            mine.forEach((column, r) -> out.printf("    %-62s aimed at %s%n", column, String.join(", ", r.properties())));
        }
    }

    /** Lines of the build's output worth showing while it runs. */
    private static final Pattern PROGRESS = Pattern.compile(
            "^(=== jcstress.*|  \\S+Litmus .*|lincheck .*|properties .*|jmh .*|proving-ground: .*|\\[INFO\\] Building Proving Ground.*"
                    + "|\\[ERROR\\] Failed to execute goal.*)$");

    static int check(CheckRequest request, Path root, PrintStream out) {
        Path mvnw = root.resolve(File.separatorChar == '\\' ? "mvnw.cmd" : "mvnw");
        if (!Files.isExecutable(mvnw)) {
            out.println("proving-ground: run from the Proving Ground checkout (no " + mvnw + ")");
            return 2;
        }
        List<String> command = new ArrayList<>(List.of(mvnw.toString(), "-B", "verify"));
        command.addAll(request.mavenArguments(root));
        Path out0 = root.resolve("target/pg-check").resolve(request.contract().name()).resolve(request.simpleName());
        Path log = out0.resolve("maven.log");
        out.printf("proving-ground: checking %s against the %s contract (%s mode)%n", request.impl(),
                request.contract().name(), request.mode());
        out.println("proving-ground: " + String.join(" ", command.subList(1, command.size())));
        long start = System.nanoTime();
        int exit;
        boolean inMatrix = false;
        try {
            Files.createDirectories(out0);
            Process maven = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true).start();
            try (var reader = new BufferedReader(new InputStreamReader(maven.getInputStream(), StandardCharsets.UTF_8));
                 var logWriter = new PrintWriter(Files.newBufferedWriter(log, StandardCharsets.UTF_8))) {
                String line;
                while ((line = reader.readLine()) != null) {
                    logWriter.println(line);
                    if (line.contains("================ Proving Ground verdicts")) inMatrix = true;
                    if (inMatrix) {
                        out.println(line);
                        if (line.startsWith("verdicts: ")) inMatrix = false;
                    } else if (PROGRESS.matcher(line).matches()) {
                        long s = (System.nanoTime() - start) / 1_000_000_000;
                        out.printf("[%02d:%02d] %s%n", s / 60, s % 60, line.replace("[INFO] Building ", "building "));
                    }
                }
            }
            exit = maven.waitFor();
        } catch (IOException e) {
            out.println("proving-ground: could not run " + mvnw + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
        out.println("proving-ground: full build log: " + log);
        out.println("proving-ground: report: " + out0.resolve("verdicts/index.html"));
        out.println(outcome(request, exit));
        return exit == 0 ? 0 : 1;
    }

    /**
     * The last line. A built-in subject named as --impl is judged against its catalog entry, so for
     * it a clean exit means "at its expected verdict", not "every check passed".
     */
    static String outcome(CheckRequest request, int exit) {
        var builtIn = request.contract().entry(request.impl());
        if (builtIn.isPresent()) {
            return "proving-ground: " + request.impl() + " is a built-in subject of the " + request.contract().name()
                    + " catalog, expected " + builtIn.get().expected().label() + (exit == 0
                    ? "; it is at that verdict (see the matrix above)"
                    : "; it is not at that verdict (see the lines above and the report)");
        }
        return exit == 0 ? "proving-ground: every check passed on " + request.impl()
                : "proving-ground: " + request.impl() + " did not pass every check (see the lines above and the report)";
    }
}
