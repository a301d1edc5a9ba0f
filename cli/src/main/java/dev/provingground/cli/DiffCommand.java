package dev.provingground.cli;

import dev.provingground.diff.DiffMain;
import dev.provingground.diff.DiffOptions;
import dev.provingground.diff.DiffRequest;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code proving-ground diff}: any class's two builds, before against after, with no checks written. */
@Command(
        name = "diff",
        mixinStandardHelpOptions = true,
        sortOptions = false,
        description = {
            "Checks a class's two builds against each other: sequential equivalence, linearizability of the after "
                    + "build against the before build, the before build against itself (a race already there), and JMH.",
            "Either the same class in two builds (--class, --before, --after) or two classes of one build (--before-class, --after-class, --cp).",
            "Exit 0: no difference found; 1: the after build differs or brings a race; 2: bad input, nothing run."
        })
final class DiffCommand implements Callable<Integer> {

    @ParentCommand
    private ProvingGround top;

    @Option(names = "--class", paramLabel = "<class>", description = "The class both builds hold.")
    private String className;

    @Option(
            names = "--before",
            paramLabel = "<class path | g:a:v>",
            description = "The before build: jars and folders, or Maven coordinates resolved from Central.")
    private String before;

    @Option(names = "--after", paramLabel = "<class path | g:a:v>", description = "The after build, likewise.")
    private String after;

    @Option(
            names = "--before-class",
            paramLabel = "<class>",
            description = "Of two classes of one build, the before one.")
    private String beforeClass;

    @Option(
            names = "--after-class",
            paramLabel = "<class>",
            description = "Of two classes of one build, the after one.")
    private String afterClass;

    @Option(names = "--cp", paramLabel = "<class path | g:a:v>", description = "That one build's class path.")
    private String classPath;

    @Option(
            names = "--api",
            paramLabel = "<interface or class>",
            description = "Call its methods (matched by signature when the class does not implement it).")
    private String api;

    @Option(
            names = "--new",
            paramLabel = "<factory | 'expression'>",
            description = "How to build an instance: a static factory, or a Java expression such as 'new Queue<>(2)' "
                    + "(default: a public constructor, with the smallest sensible arguments).")
    private String make;

    @Option(
            names = "--methods",
            paramLabel = "<name or signature>,...",
            description =
                    "Call these (default: the methods the PR changed and those that observe the state they touch, or every state method).")
    private String methods;

    @Option(names = "--skip", paramLabel = "<name or signature>,...", description = "Never call these.")
    private String skip;

    @Option(
            names = "--generator",
            paramLabel = "<class>,...",
            description =
                    "Classes of public static List<T> methods: the arguments of type T, in place of the built-in domain of T if any.")
    private String generators;

    @Option(
            names = "--mode",
            paramLabel = "quick|thorough",
            defaultValue = "quick",
            description = "How hard to look (default quick).")
    private DiffRequest.Mode mode;

    @Option(
            names = "--seed",
            paramLabel = "<n>",
            defaultValue = "1",
            description = "The seed of the generated sequences (default 1).")
    private long seed;

    @Option(names = "--operations", description = "List the calls it would make and what it leaves out; run nothing.")
    private boolean listOnly;

    @Mixin
    private BenchSwitch bench = new BenchSwitch();

    @Option(
            names = "--out",
            paramLabel = "<folder>",
            description =
                    "report.txt, index.html, verdicts.json, diff.json (the verdict, typed) and junit.xml (default target/pg-diff/<class>).")
    private Path out;

    @Override
    public Integer call() {
        DiffOptions options = new DiffOptions(
                className,
                before,
                after,
                beforeClass,
                afterClass,
                classPath,
                api,
                make,
                methods,
                skip,
                generators,
                mode,
                seed,
                bench.on(true),
                listOnly,
                out);
        return DiffMain.run(options, top.out(), top.err());
    }
}
