package dev.provingground.diff;

import dev.provingground.verdict.Artifact;
import dev.provingground.verdict.ArtifactResolver;
import dev.provingground.verdict.Setting;
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
public record DiffRequest(
        Side before,
        Side after,
        String api,
        String factory,
        Mode mode,
        long seed,
        boolean sameName,
        Path out,
        List<String> generators,
        boolean bench,
        boolean listOnly,
        List<String> methods,
        List<String> skip) {

    /** How hard to look: sequences for check 1; Lincheck's scenarios and invocations for checks 2 and 3. */
    public enum Mode {
        /** No random scenarios model-checked ({@link SearchRuns}): the systematic pairs are. */
        QUICK(2_000, 12, 10, 1_000, 0, 200, 300, 570),
        THOROUGH(50_000, 30, 50, 5_000, 50, 1_000, 3_600, 10_800);

        final int sequences;
        final int maxLength;
        final int stressIterations;
        final int stressInvocations;
        final int modelCheckingIterations;
        final int modelCheckingInvocations;
        final long boundSeconds;
        /** The whole diff's bound ({@link DiffRequest#wholeSeconds}): two checks at their bound and more would pass it. */
        final long wholeSeconds;

        Mode(int sequences, int maxLength, int si, int sv, int mi, int mv, long boundSeconds, long wholeSeconds) {
            this.sequences = sequences;
            this.maxLength = maxLength;
            this.stressIterations = si;
            this.stressInvocations = sv;
            this.modelCheckingIterations = mi;
            this.modelCheckingInvocations = mv;
            this.boundSeconds = boundSeconds;
            this.wholeSeconds = wholeSeconds;
        }

        /** Lincheck's budget in words, for a check's confidence line. */
        String lincheckBudgetWords() {
            return "systematic pairs, then Lincheck stress " + stressIterations + " x " + stressInvocations
                    + (modelCheckingIterations > 0
                            ? " and model checking " + modelCheckingIterations + " x " + modelCheckingInvocations
                            : "")
                    + ", at 2 threads x 3 calls and 3 x 2";
        }

        String describe() {
            return name().toLowerCase() + ": " + sequences + " sequences of 1-" + maxLength + " calls; Lincheck stress "
                    + stressIterations + " x " + stressInvocations + ", model checking "
                    + (modelCheckingIterations > 0
                            ? modelCheckingIterations + " x " + modelCheckingInvocations
                            : "of the systematic pairs only (random scenarios: thorough)")
                    + ", each at 2 threads x 3 calls and 3 x 2";
        }
    }

    static DiffRequest of(DiffOptions o) throws BadInput {
        String cls = o.className(),
                beforeCp = o.before(),
                afterCp = o.after(),
                beforeClass = o.beforeClass(),
                afterClass = o.afterClass();
        String cp = o.classPath(), api = o.api(), factory = o.make();
        String generators = o.generators() == null ? "" : o.generators();
        String methods = o.methods() == null ? "" : o.methods();
        String skip = o.skip() == null ? "" : o.skip();
        Mode m = o.mode();
        long s = o.seed();
        String out = o.out() == null ? null : o.out().toString();
        boolean bench = o.bench();
        boolean listOnly = o.listOnly();
        if (cls != null) {
            if (beforeClass != null || afterClass != null || cp != null) {
                throw new BadInput(
                        "--class goes with --before and --after, not with --before-class, --after-class or --cp");
            }
            if (beforeCp == null || afterCp == null)
                throw new BadInput("--class needs --before and --after: each side's class path");
            className("--class", cls);
            Side before = Side.load("before", cls, classPath(beforeCp, "--before"), factory, null);
            Side after = Side.load("after", cls, classPath(afterCp, "--after"), factory, null);
            return new DiffRequest(
                    before,
                    after,
                    api,
                    factory,
                    m,
                    s,
                    true,
                    outFolder(out, simple(cls)),
                    Generators.parse(generators),
                    bench,
                    listOnly,
                    ApiMethods.names(methods),
                    ApiMethods.names(skip));
        }
        if (beforeClass != null || afterClass != null) {
            if (beforeClass == null || afterClass == null)
                throw new BadInput("--before-class and --after-class go together");
            if (beforeCp != null || afterCp != null)
                throw new BadInput("two classes of one build take --cp, not --before/--after");
            if (cp == null) throw new BadInput("--before-class and --after-class need --cp: the build's class path");
            className("--before-class", beforeClass);
            className("--after-class", afterClass);
            List<Path> path = classPath(cp, "--cp");
            if (NewExpression.is(factory)) { // both makers in one folder on the build's class path
                Path made = Side.madeFolder();
                NewExpression.compile(factory, "before", beforeClass, simple(afterClass), path, made);
                NewExpression.compile(factory, "after", afterClass, null, path, made);
                path = java.util.stream.Stream.concat(path.stream(), java.util.stream.Stream.of(made))
                        .toList();
            }
            ClassLoader shared = Side.loaderOver(path);
            Side before = Side.load("before", beforeClass, path, factory, shared);
            Side after = Side.load("after", afterClass, path, factory, shared);
            return new DiffRequest(
                    before,
                    after,
                    api,
                    factory,
                    m,
                    s,
                    false,
                    outFolder(out, simple(beforeClass) + "-" + simple(afterClass)),
                    Generators.parse(generators),
                    bench,
                    listOnly,
                    ApiMethods.names(methods),
                    ApiMethods.names(skip));
        }
        throw new BadInput(
                "diff needs --class with --before and --after, or --before-class and --after-class with --cp (see --help)");
    }

    /**
     * The bound of one call in the sequential check, in milliseconds ({@code -Dpg.diff.callBoundMillis}, 5 s quick,
     * 20 s thorough): a call that returns on one side and not within it on the other is a difference, found in seconds.
     */
    long callBoundMillis() {
        return Setting.DIFF_CALL_BOUND_MILLIS.or(mode == Mode.QUICK ? 5_000 : 20_000);
    }

    /**
     * The heap flag of the sequential check's JVM ({@code -Dpg.diff.heap}, 1 GB), where every call is made first: a
     * call's own resources have a bound. A call handed a huge size ({@code allocCharBuffer(0, Integer.MAX_VALUE - 1)})
     * would otherwise be granted gigabytes of the machine's memory, zeroed and kept, and the JVM would crawl to its bound
     * in the collector, no verdict (jackson-core's {@code BufferRecycler}, 901 s); under this bound it answers {@code
     * OutOfMemoryError} at once, the sequential check says so, and that call is left out of the concurrent checks. Their
     * JVMs keep the JVM's default heap: Lincheck's own bookkeeping of a heavy subject needs more (log4j's {@code
     * LoggerContext} ran a 1 GB Lincheck JVM out of heap).
     */
    String heapFlag() {
        return "-Xmx" + Setting.DIFF_HEAP.or("1g");
    }

    /**
     * How long the race search may go on looking past races both builds share, in seconds ({@code -Dpg.diff.lookPastSeconds}):
     * the mode's bound of one check (300 s quick); a round begun before it ends runs to its end.
     */
    long lookPastSeconds() {
        return Setting.DIFF_LOOK_PAST_SECONDS.or(mode.boundSeconds);
    }

    /**
     * The bound of the whole diff, in seconds from its start ({@code -Dpg.diff.wholeSeconds}, 570 s quick): each check's JVM
     * is bounded by what is left of it ({@link Builds#sideBoundSeconds}). Each side's search at its own bound of 300 s, the
     * looking past and the sequential check before them made a quick diff of a large class run past ten minutes
     * (Micrometer's registry, corpus R13's real fix: 643 s, the before side's search cut at its bound of 300 s).
     */
    long wholeSeconds() {
        return Setting.DIFF_WHOLE_SECONDS.or(mode.wholeSeconds);
    }

    /** The bound of each check, in seconds: the mode's, or {@code -Dpg.diff.boundSeconds}; a check past it is HUNG. */
    long boundSeconds() {
        return Setting.DIFF_BOUND_SECONDS.or(mode.boundSeconds);
    }

    private static Path outFolder(String out, String name) {
        if (out != null) return Path.of(out).toAbsolutePath();
        return Path.of(Setting.ROOT.or(""))
                .toAbsolutePath()
                .resolve("target/pg-diff")
                .resolve(name);
    }

    /** A class is named by its binary name: Java identifiers joined by dots, a nested class after a {@code $}. */
    private static void className(String option, String name) throws BadInput {
        boolean ok = !name.isEmpty()
                && java.util.Arrays.stream(name.split("\\.", -1))
                        .allMatch(part -> !part.isEmpty()
                                && Character.isJavaIdentifierStart(part.codePointAt(0))
                                && part.codePoints().allMatch(Character::isJavaIdentifierPart));
        if (!ok)
            throw new BadInput(option + " '" + name
                    + "' is not a class name (a binary name, such as com.example.Queue or com.example.Outer$Inner)");
    }

    private static String simple(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    /** Whether a side's class path is Maven coordinates {@code group:artifact:version}, not a path to a file. */
    static boolean isCoordinates(String text) {
        return text.matches("[^:/\\\\" + File.pathSeparator + "]+:[^:/\\\\]+:[^:/\\\\]+")
                && !Files.exists(Path.of(text));
    }

    /** Folders and jars, each of which must exist, or Maven coordinates resolved from Central. */
    private static List<Path> classPath(String text, String option) throws BadInput {
        if (isCoordinates(text)) {
            try {
                return new ArtifactResolver().resolve(Artifact.parse(text));
            } catch (SubjectException e) {
                throw new BadInput(option + " " + e.getMessage());
            }
        }
        List<Path> paths = new ArrayList<>();
        for (String entry : Arrays.stream(text.split(File.pathSeparator))
                .filter(e -> !e.isBlank())
                .toList()) {
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
        for (java.lang.reflect.Method m : ApiMethods.publicInstanceMethods(type)) {
            try {
                side.type().getMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException | LinkageError e) {
                throw new BadInput("--api " + api + ": the " + side.label() + " class " + side.className()
                        + " does not implement it and has no public method " + ApiMethods.signature(m)
                        + " (an API the class does not implement is matched by signature)");
            }
        }
        return type;
    }
}
