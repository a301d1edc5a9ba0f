package dev.provingground.cli;

import dev.provingground.diff.DiffRequest;
import dev.provingground.diff.PrMain;
import dev.provingground.diff.PrOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code proving-ground pr}: a pull request's verdict from its git repository. */
@Command(
        name = "pr",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Builds both revisions of a pull request (the base is where head left it: their merge base), finds the classes "
                    + "whose bytecode changed and that hold concurrent state, and diffs each, its changed methods first.",
            "Exit 0: nothing found (or what was found was there before); 1: the PR brings a difference or a race; "
                    + "2: bad input, a build that fails, or a changed concurrent class no option here builds."
        })
final class PrCommand implements Callable<Integer> {

    @ParentCommand
    private ProvingGround top;

    @Option(names = "--repo", paramLabel = "<folder>", description = "The git repository (default: this folder).")
    private Path repo;

    @Option(
            names = "--base",
            paramLabel = "<ref>",
            description = "What the PR is against (default: main or master, origin's first).")
    private String base;

    @Option(names = "--head", paramLabel = "<ref>", description = "The PR (default HEAD).")
    private String head;

    @Option(
            names = "--against-release",
            paramLabel = "<group:artifact>",
            description =
                    "The base is this artifact's release on Maven Central, not a ref: the regression run before a release.")
    private String againstRelease;

    @Option(names = "--base-version", paramLabel = "<version>", description = "That release (default: the newest).")
    private String baseVersion;

    @Option(
            names = "--maven-args",
            paramLabel = "'<arguments>'",
            description = "Added to the Maven build, e.g. '-pl core -am -Djava.version=8'.")
    private String mavenArgs;

    @Option(
            names = "--build",
            paramLabel = "'<command>'",
            description = "Another build than Maven; give --classes with it.")
    private String build;

    @Option(
            names = "--classes",
            paramLabel = "<folder or glob>",
            split = ",",
            description = "Where --build writes its classes.")
    private List<String> classes = new ArrayList<>();

    @Option(
            names = "--cp",
            paramLabel = "<class path>",
            description = "Jars both revisions need that the build does not say.")
    private String classPath;

    @Option(
            names = "--only",
            paramLabel = "<class>",
            split = ",",
            description = "Diff these of the changed concurrent classes alone.")
    private List<String> only = new ArrayList<>();

    @Option(
            names = "--new",
            paramLabel = "<class>='<expression>'",
            description =
                    "How to build a class no public constructor builds, e.g. --new com.acme.Cache='new Cache(16)'; repeatable.")
    private Map<String, String> make = new LinkedHashMap<>();

    @Option(
            names = "--mode",
            paramLabel = "quick|thorough",
            defaultValue = "quick",
            description = "How hard to look (default quick).")
    private DiffRequest.Mode mode;

    @Option(names = "--seed", paramLabel = "<n>", description = "The seed of each diff (default 1).")
    private Long seed;

    @Mixin
    private BenchSwitch bench = new BenchSwitch();

    @Option(
            names = "--out",
            paramLabel = "<folder>",
            description = "pr-summary.md, index.html, pr.json, junit.xml and each class's diff report "
                    + "(default target/pg-pr/<base>..<head> under the repository).")
    private Path out;

    @Override
    public Integer call() {
        PrOptions options = new PrOptions(
                repo,
                base,
                head,
                againstRelease,
                baseVersion,
                build,
                mavenArgs,
                classes,
                classPath,
                only,
                make,
                mode,
                seed,
                bench.on(false),
                out);
        return PrMain.run(options, top.out(), top.err());
    }
}
