package dev.provingground.diff;

import dev.provingground.verdict.Artifact;
import dev.provingground.verdict.ArtifactResolver;
import dev.provingground.verdict.SubjectException;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A parsed, validated diff. Either the same class in two builds ({@code --class C --before CP --after CP},
 * each side in a class loader of its own) or two classes of one build ({@code --before-class A
 * --after-class B --cp CP}). A class path is folders and jars joined by the platform's separator, or
 * Maven coordinates {@code group:artifact:version}, resolved with their dependencies from Maven Central.
 * Every problem is one line ({@link BadInput}) before anything runs.
 */
record DiffRequest(Side before, Side after, String api, String factory, Mode mode, long seed, boolean sameName, Path out,
                   List<String> generators, boolean bench, boolean listOnly, List<String> methods, List<String> skip) {

    static final String USAGE = """
            usage: proving-ground diff --class <class> --before <class path | g:a:v> --after <class path | g:a:v>
                   proving-ground diff --before-class <class> --after-class <class> --cp <class path | g:a:v>
                   [--api <interface or class>]   (its methods, matched by signature when the class does not implement it)
                   [--new <static factory> | --new '<Java expression>']   (how to build an instance, e.g. 'new Queue<>(2)';
                                         default: a public constructor, with the smallest sensible arguments)
                   [--methods <name or signature>,...]   (call these; default: the methods the PR changed and
                                         those that observe the state they touch, or every state method)
                   [--skip <name or signature>,...]   [--mode quick|thorough] [--seed <n>]
                   [--generator <class>[,<class>...]]   (public static List<T> methods: the arguments of type T,
                                         in place of the built-in domain of T if any)
                   [--operations]   (list the calls it would make, and what it leaves out; run nothing)
                   [--no-bench]   (leave out check 4, JMH)   [--out <folder>]   (report.txt, index.html, verdicts.json, junit.xml;
                                                          default target/pg-diff/<class>)
            """;

    /** How hard to look: sequences for check 1; Lincheck's scenarios and invocations for checks 2 and 3. */
    enum Mode {
        QUICK(2_000, 12, 10, 1_000, 10, 200, 300),
        THOROUGH(50_000, 30, 50, 5_000, 50, 1_000, 3_600);

        final int sequences;
        final int maxLength;
        final int stressIterations;
        final int stressInvocations;
        final int modelCheckingIterations;
        final int modelCheckingInvocations;
        final long boundSeconds;

        Mode(int sequences, int maxLength, int si, int sv, int mi, int mv, long boundSeconds) {
            this.sequences = sequences;
            this.maxLength = maxLength;
            this.stressIterations = si;
            this.stressInvocations = sv;
            this.modelCheckingIterations = mi;
            this.modelCheckingInvocations = mv;
            this.boundSeconds = boundSeconds;
        }

        List<String> lincheckBudget() {
            return List.of(Integer.toString(stressIterations), Integer.toString(stressInvocations),
                    Integer.toString(modelCheckingIterations), Integer.toString(modelCheckingInvocations));
        }

        String describe() {
            return name().toLowerCase() + ": " + sequences + " sequences of 1-" + maxLength + " calls; Lincheck stress "
                    + stressIterations + " x " + stressInvocations + ", model checking " + modelCheckingIterations + " x "
                    + modelCheckingInvocations + ", each at 2 threads x 3 calls and 3 x 2";
        }
    }

    static DiffRequest parse(String[] args) throws BadInput {
        String cls = null, beforeCp = null, afterCp = null, beforeClass = null, afterClass = null, cp = null;
        String api = null, factory = null, mode = "quick", seed = "1", out = null, generators = "", methods = "", skip = "";
        boolean bench = true;
        boolean listOnly = false;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (option.equals("--no-bench") || option.equals("--operations")) {
                if (option.equals("--no-bench")) bench = false;
                else listOnly = true;
                continue;
            }
            if (i + 1 >= args.length) throw new BadInput(option + " needs a value");
            String value = args[++i];
            switch (option) {
                case "--class" -> cls = value;
                case "--before" -> beforeCp = value;
                case "--after" -> afterCp = value;
                case "--before-class" -> beforeClass = value;
                case "--after-class" -> afterClass = value;
                case "--cp" -> cp = value;
                case "--api" -> api = value;
                case "--new" -> factory = value;
                case "--mode" -> mode = value;
                case "--seed" -> seed = value;
                case "--out" -> out = value;
                case "--generator" -> generators = value;
                case "--methods" -> methods = value;
                case "--skip" -> skip = value;
                default -> throw new BadInput("unknown option '" + option + "' (options: --class, --before, --after, "
                        + "--before-class, --after-class, --cp, --api, --new, --methods, --skip, --mode, --seed, --generator, --operations, "
                        + "--no-bench, --out)");
            }
        }
        Mode m;
        try {
            m = Mode.valueOf(mode.toUpperCase());
        } catch (IllegalArgumentException e) {
            throw new BadInput("--mode " + mode + ": want quick or thorough");
        }
        long s;
        try {
            s = Long.parseLong(seed);
        } catch (NumberFormatException e) {
            throw new BadInput("--seed " + seed + ": want a number");
        }
        if (cls != null) {
            if (beforeClass != null || afterClass != null || cp != null) {
                throw new BadInput("--class goes with --before and --after, not with --before-class, --after-class or --cp");
            }
            if (beforeCp == null || afterCp == null) throw new BadInput("--class needs --before and --after: each side's class path");
            Side before = Side.load("before", cls, classPath(beforeCp, "--before"), factory, null);
            Side after = Side.load("after", cls, classPath(afterCp, "--after"), factory, null);
            return new DiffRequest(before, after, api, factory, m, s, true, outFolder(out, simple(cls)),
                    Generators.parse(generators), bench, listOnly, MethodChoice.names(methods), MethodChoice.names(skip));
        }
        if (beforeClass != null || afterClass != null) {
            if (beforeClass == null || afterClass == null) throw new BadInput("--before-class and --after-class go together");
            if (beforeCp != null || afterCp != null) throw new BadInput("two classes of one build take --cp, not --before/--after");
            if (cp == null) throw new BadInput("--before-class and --after-class need --cp: the build's class path");
            List<Path> path = classPath(cp, "--cp");
            if (NewExpression.is(factory)) { // both makers in one folder on the build's class path
                Path made = Side.madeFolder();
                NewExpression.compile(factory, "before", beforeClass, simple(afterClass), path, made);
                NewExpression.compile(factory, "after", afterClass, null, path, made);
                path = java.util.stream.Stream.concat(path.stream(), java.util.stream.Stream.of(made)).toList();
            }
            ClassLoader shared = Side.loaderOver(path);
            Side before = Side.load("before", beforeClass, path, factory, shared);
            Side after = Side.load("after", afterClass, path, factory, shared);
            return new DiffRequest(before, after, api, factory, m, s, false,
                    outFolder(out, simple(beforeClass) + "-" + simple(afterClass)), Generators.parse(generators), bench, listOnly,
                    MethodChoice.names(methods), MethodChoice.names(skip));
        }
        throw new BadInput("diff needs --class with --before and --after, or --before-class and --after-class with --cp (see --help)");
    }

    /**
     * The bound of one call in the sequential check, in milliseconds ({@code -Dpg.diff.callBoundMillis}, 5 s quick,
     * 20 s thorough): a call that returns on one side and not within it on the other is a difference, found in seconds.
     */
    long callBoundMillis() {
        return Long.getLong("pg.diff.callBoundMillis", mode == Mode.QUICK ? 5_000 : 20_000);
    }

    /**
     * How long the race search may go on looking past races both builds share, in seconds ({@code -Dpg.diff.lookPastSeconds}):
     * the mode's bound of one check (300 s quick); a round begun before it ends runs to its end.
     */
    long lookPastSeconds() {
        return Long.getLong("pg.diff.lookPastSeconds", mode.boundSeconds);
    }

    /** The bound of each check, in seconds: the mode's, or {@code -Dpg.diff.boundSeconds}; a check past it is HUNG. */
    long boundSeconds() {
        return Long.getLong("pg.diff.boundSeconds", mode.boundSeconds);
    }

    private static Path outFolder(String out, String name) {
        if (out != null) return Path.of(out).toAbsolutePath();
        return Path.of(System.getProperty("pg.root", "")).toAbsolutePath().resolve("target/pg-diff").resolve(name);
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    /** Folders and jars, each of which must exist, or Maven coordinates resolved from Central. */
    private static List<Path> classPath(String text, String option) throws BadInput {
        if (text.matches("[^:/\\\\" + File.pathSeparator + "]+:[^:/\\\\]+:[^:/\\\\]+") && !Files.exists(Path.of(text))) {
            try {
                return new ArtifactResolver().resolve(Artifact.parse(text));
            } catch (SubjectException e) {
                throw new BadInput(option + " " + e.getMessage());
            }
        }
        List<Path> paths = new ArrayList<>();
        for (String entry : Arrays.stream(text.split(File.pathSeparator)).filter(e -> !e.isBlank()).toList()) {
            Path p = Path.of(entry).toAbsolutePath();
            if (!Files.exists(p)) throw new BadInput(option + ": no such file or folder: " + entry);
            paths.add(p);
        }
        if (paths.isEmpty()) throw new BadInput(option + " is empty");
        return paths;
    }

    /**
     * The API type on a side: {@code --api} loaded there, or the side's class. An API the class does not
     * implement is matched by signature: each of its public instance methods must be a public method of the
     * class, or that is bad input.
     */
    Class<?> apiOn(Side side) throws BadInput {
        if (api == null) return side.type();
        Class<?> type;
        try {
            type = Class.forName(api, false, side.loader());
        } catch (ClassNotFoundException | LinkageError e) {
            throw new BadInput("--api " + api + ": not on the " + side.label() + " class path");
        }
        if (type.isAssignableFrom(side.type())) return type;
        for (java.lang.reflect.Method m : Operations.publicInstanceMethods(type)) {
            try {
                side.type().getMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException | LinkageError e) {
                throw new BadInput("--api " + api + ": the " + side.label() + " class " + side.className() + " does not implement it and has no public method "
                        + Operations.signature(m) + " (an API the class does not implement is matched by signature)");
            }
        }
        return type;
    }
}
