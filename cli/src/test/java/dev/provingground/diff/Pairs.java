package dev.provingground.diff;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * The seed's pairs as a reviewer holds them: plain classes (this module's test resources, {@code pairs/}),
 * compiled here with no contract, adapter or test, each build into a folder of its own.
 */
final class Pairs {

    private static final Path SOURCES = Path.of("src/test/resources/pairs").toAbsolutePath();
    private static final Path BUILDS = Path.of("target/pairs").toAbsolutePath();

    private Pairs() {}

    /** Compiles the sources (paths under {@code pairs/}) into {@code target/pairs/<name>}. */
    static synchronized Path build(String name, String... sources) throws IOException {
        Path out = BUILDS.resolve(name);
        if (Files.exists(out.resolve(".built"))) return out;
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("-d", out.toString(), "--release", "21", "-nowarn"));
        Arrays.stream(sources)
                .map(s -> SOURCES.resolve(s).toString())
                .forEach(args::add); // an absolute path stays as it is
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int exit = javac.run(null, null, errors, args.toArray(String[]::new));
        if (exit != 0)
            throw new IllegalStateException("cannot compile " + name + ": " + errors.toString(StandardCharsets.UTF_8));
        Files.writeString(out.resolve(".built"), "");
        return out;
    }

    /**
     * One class of {@code pairs/} as another build has it under another name: {@code pairs.refcount.XaddRefCount}
     * as {@code pairs.RefCount}, the way a PR changes a class in place, its own package's classes imported. Compiled with
     * the rest of its package.
     */
    static synchronized Path buildAs(String name, String source, String simpleName, String... others)
            throws IOException {
        Path sources = BUILDS.resolve(name + "-src");
        Path renamed = sources.resolve(simpleName + ".java");
        Files.createDirectories(sources);
        String original = source.substring(source.lastIndexOf('/') + 1, source.length() - ".java".length());
        Files.writeString(
                renamed,
                Files.readString(SOURCES.resolve(source))
                        .replaceFirst(
                                "package pairs\\.([a-z]+);",
                                "package pairs;\n\nimport pairs.refcount.*;\nimport pairs.$1.*;")
                        .replace("public class " + original, "public class " + simpleName));
        String[] all = new String[others.length + 1];
        all[0] = renamed.toString();
        System.arraycopy(others, 0, all, 1, others.length);
        return build(name, all);
    }

    /** A diff run in this JVM (its Lincheck checks in JVMs of their own): exit code and everything it printed. */
    record Run(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n" + out + err;
        }
    }

    /** A diff of class {@code className} in {@code build} against itself: quick, no benchmark. */
    static Run againstItself(String className, Path build) {
        return diff("--class", className, "--before", build.toString(), "--after", build.toString(), "--no-bench");
    }

    /** The same, each check bounded at {@code seconds} ({@link dev.provingground.verdict.Setting#DIFF_BOUND_SECONDS}), the bound forgotten after. */
    static Run againstItself(String className, Path build, int seconds) {
        System.setProperty(dev.provingground.verdict.Setting.DIFF_BOUND_SECONDS.key, String.valueOf(seconds));
        try {
            return againstItself(className, build);
        } finally {
            System.clearProperty(dev.provingground.verdict.Setting.DIFF_BOUND_SECONDS.key);
        }
    }

    /** The diff of two classes of one build, without the benchmark: {@code --before-class}, {@code --after-class}. */
    static Run diffClasses(Path build, String beforeClass, String afterClass) {
        return diff("--before-class", beforeClass, "--after-class", afterClass, "--cp", build.toString(), "--no-bench");
    }

    static Run diff(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] command = new String[args.length + 1];
        command[0] = "diff";
        System.arraycopy(args, 0, command, 1, args.length);
        int exit = dev.provingground.cli.ProvingGround.run(
                command,
                Path.of(dev.provingground.verdict.Setting.ROOT.or(".."))
                        .toAbsolutePath()
                        .normalize(),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        Run run = new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
        System.out.println("proving-ground diff " + String.join(" ", args) + "\n" + run);
        return run;
    }
}
