package dev.provingground.diff;

import dev.provingground.diff.BoundedCommands.Ran;
import dev.provingground.verdict.Setting;
import java.io.File;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * One revision of a git repository, built in a folder of its own: {@code git archive} of the commit
 * (the user's work tree and index are never touched), then its build with tests skipped: the tree's own
 * {@code ./mvnw}, else the suite's Maven wrapper on the tree's {@code pom.xml}, else {@code --build}'s
 * command. What it yields is the class folders the build wrote and the class path they need.
 */
final class RevisionBuild {

    /** The build's output: class folders (ours to compare) and the third-party class path they run on. */
    record Built(
            String label,
            String commit,
            Path tree,
            List<Path> classFolders,
            List<Path> dependencies,
            long millis,
            String note) {
        List<Path> classPath() {
            List<Path> all = new ArrayList<>(classFolders);
            all.addAll(dependencies);
            return all;
        }
    }

    /** How long one build may take before it is a build that failed. */
    static final long BOUND_MINUTES = Setting.PR_BUILD_BOUND_MINUTES.or(20L);

    private static final String CLASS_PATH_FILE = "target/pg-pr.classpath";
    private static final String DEPENDENCY_PLUGIN =
            "org.apache.maven.plugins:maven-dependency-plugin:3.8.1:build-classpath";

    private RevisionBuild() {}

    /** The commit a ref names, in full; bad input when the folder is no git repository or the ref names nothing. */
    static String commit(Path repo, String ref) throws BadInput {
        Ran top = BoundedCommands.git(repo, "rev-parse", "--show-toplevel");
        if (top.exit() != 0) throw new BadInput("--repo " + repo + ": not a git repository");
        Ran sha = BoundedCommands.git(repo, "rev-parse", "--verify", "--quiet", ref + "^{commit}");
        if (sha.exit() != 0 || sha.out().isBlank()) throw new BadInput("unknown ref '" + ref + "' in " + repo);
        return sha.out().strip();
    }

    /** Where the PR starts: the newest commit base and head share (what a pull request's diff is taken from). */
    static String mergeBase(Path repo, String base, String head) throws BadInput {
        Ran r = BoundedCommands.git(repo, "merge-base", base, head);
        if (r.exit() != 0 || r.out().isBlank())
            throw new BadInput(base + " and " + head + " share no history in " + repo);
        return r.out().strip();
    }

    static String firstLineOf(Path repo, String commit) {
        return BoundedCommands.git(repo, "log", "-1", "--format=%h %s", commit)
                .out()
                .strip();
    }

    /**
     * Exports {@code commit} to {@code tree} and builds it. {@code build} is a shell command run in the
     * tree, or null for Maven; {@code classes} are the folders (globs, relative to the tree) where a
     * custom build writes its classes. Bad input when the build fails: its own last error lines.
     */
    static Built build(
            String label,
            Path repo,
            String commit,
            Path tree,
            String build,
            List<String> mavenArgs,
            List<String> classes,
            List<Path> extraClassPath,
            Path log)
            throws BadInput {
        long start = System.nanoTime();
        try {
            if (Files.exists(tree)) deleteTree(tree);
            Files.createDirectories(tree);
            Path tar = tree.resolveSibling(tree.getFileName() + ".tar");
            Ran archive = BoundedCommands.git(repo, "archive", "--format=tar", "-o", tar.toString(), commit);
            if (archive.exit() != 0)
                throw new BadInput("cannot export " + commit + " from " + repo + ": "
                        + archive.err().strip());
            Ran untar = BoundedCommands.run(tree, log, 5, "tar", "-xf", tar.toString());
            Files.deleteIfExists(tar);
            if (untar.exit() != 0)
                throw new BadInput(
                        "cannot unpack " + commit + ": " + untar.err().strip());
        } catch (IOException e) {
            throw new BadInput("cannot export " + commit + " to " + tree + ": " + e.getMessage());
        }
        List<String> command = command(tree, build, mavenArgs, List.of("compile"));
        Ran ran = BoundedCommands.run(tree, log, BOUND_MINUTES, command.toArray(String[]::new));
        if (ran.exit() != 0) {
            String why = ran.exit() == Ran.TIMED_OUT
                    ? "did not end within " + BOUND_MINUTES + " min (pg.pr.buildBoundMinutes)"
                    : "failed (exit " + ran.exit() + ")";
            throw new BadInput("the build of " + label + " (" + commit.substring(0, 7) + ") " + why + ": "
                    + BoundedCommands.lastErrors(log) + " (full log: " + log + ")");
        }
        List<Path> folders = build == null ? mavenClassFolders(tree) : classFolders(tree, classes);
        if (folders.isEmpty()) {
            throw new BadInput("the build of " + label + " wrote no classes"
                    + (build == null
                            ? " (no target/classes folder)"
                            : " where --classes says (" + String.join(",", classes) + ")"));
        }
        Set<Path> dependencies = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        if (build == null) {
            // Each module's runtime class path, in a second run that may fail module by module (--fail-never): the
            // goal resolves test dependencies too, and an old project's may be gone (JCTools 3.1's Lincheck 2.9 was on
            // Bintray). Compiled already, so compile is up to date; it is there for the reactor to hand on its folders.
            List<String> classPath = new ArrayList<>(command(
                    tree,
                    null,
                    mavenArgs,
                    List.of(
                            "compile",
                            DEPENDENCY_PLUGIN,
                            "-Dmdep.outputFile=" + CLASS_PATH_FILE,
                            "-DincludeScope=runtime",
                            "--fail-never")));
            BoundedCommands.run(tree, log, BOUND_MINUTES, classPath.toArray(String[]::new));
            for (Path f : folders) {
                Path cp = f.getParent().resolve("pg-pr.classpath");
                if (!Files.isRegularFile(cp)) {
                    unknown.add(tree.relativize(f.getParent().getParent()).toString());
                    continue;
                }
                try {
                    for (String e : Files.readString(cp).strip().split(File.pathSeparator)) {
                        if (e.isBlank()) continue;
                        Path p = Path.of(e);
                        if (!p.startsWith(tree))
                            dependencies.add(p); // the tree's own modules are class folders already
                    }
                } catch (IOException e) {
                    throw new BadInput("cannot read " + cp + ": " + e.getMessage());
                }
            }
        }
        dependencies.addAll(extraClassPath);
        String note = unknown.isEmpty()
                ? ""
                : "the third-party class path of " + (unknown.contains("") ? "the project" : String.join(", ", unknown))
                        + " did not resolve (see " + log.getFileName() + "): its classes run with their own folders"
                        + (extraClassPath.isEmpty() ? " alone (--cp adds jars)" : " and --cp");
        return new Built(
                label, commit, tree, folders, List.copyOf(dependencies), (System.nanoTime() - start) / 1_000_000, note);
    }

    /** The build command: --build's, or Maven with tests skipped, running {@code goals}. */
    private static List<String> command(Path tree, String build, List<String> mavenArgs, List<String> goals)
            throws BadInput {
        if (build != null) return List.of("sh", "-c", build);
        if (!Files.isRegularFile(tree.resolve("pom.xml"))) {
            throw new BadInput(
                    "no pom.xml at the top of the repository: give --build '<command>' and --classes <folder> for another build");
        }
        List<String> command = new ArrayList<>();
        Path wrapper = tree.resolve("mvnw");
        if (Files.isRegularFile(wrapper) && Files.exists(tree.resolve(".mvn/wrapper/maven-wrapper.properties"))) {
            wrapper.toFile().setExecutable(true);
            command.add(wrapper.toString());
        } else {
            command.add(ourWrapper().map(Path::toString).orElse("mvn"));
            command.addAll(List.of("-f", tree.resolve("pom.xml").toString()));
        }
        command.addAll(List.of(
                "-B",
                "-ntp",
                "-Dmaven.test.skip=true",
                "-Dmaven.javadoc.skip=true",
                "-Denforcer.skip=true",
                "-Drat.skip=true",
                "-Dcheckstyle.skip=true",
                "-Dspotbugs.skip=true",
                "-Djacoco.skip=true",
                "-Danimal.sniffer.skip=true",
                "-Dgpg.skip=true"));
        command.addAll(goals);
        command.addAll(mavenArgs);
        return command;
    }

    /** The suite's own Maven wrapper (pg.root's, else the nearest above the working folder), for a tree that has none. */
    private static java.util.Optional<Path> ourWrapper() {
        List<Path> places = new ArrayList<>();
        if (!Setting.ROOT.or("").isBlank())
            places.add(Path.of(Setting.ROOT.value()).toAbsolutePath().normalize());
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) places.add(p);
        return places.stream()
                .filter(p -> Files.isRegularFile(p.resolve("mvnw"))
                        && Files.isRegularFile(p.resolve(".mvn/wrapper/maven-wrapper.properties")))
                .map(p -> p.resolve("mvnw"))
                .findFirst();
    }

    /** Each module's {@code target/classes} (its class path file, {@code target/pg-pr.classpath}, beside it). */
    private static List<Path> mavenClassFolders(Path tree) throws BadInput {
        List<Path> folders = new ArrayList<>();
        try (Stream<Path> files = Files.walk(tree)) {
            for (Path pom : files.filter(p -> p.getFileName().toString().equals("pom.xml"))
                    .sorted()
                    .toList()) {
                Path module = pom.getParent();
                Path classes = module.resolve("target/classes");
                if (!Files.isDirectory(classes)) continue;
                folders.add(classes);
            }
        } catch (IOException e) {
            throw new BadInput("cannot read the build's output in " + tree + ": " + e.getMessage());
        }
        return folders;
    }

    private static List<Path> classFolders(Path tree, List<String> globs) {
        List<Path> folders = new ArrayList<>();
        for (String glob : globs) {
            PathMatcher m = FileSystems.getDefault().getPathMatcher("glob:" + glob);
            try (Stream<Path> files = Files.walk(tree)) {
                files.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".jar"))
                        .filter(p -> m.matches(tree.relativize(p)))
                        .sorted()
                        .forEach(folders::add);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return folders;
    }

    static void deleteTree(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
