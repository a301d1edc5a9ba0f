package dev.provingground.diff;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What {@code proving-ground pr} was asked: which repository, which two revisions, how to build them, how hard to look. */
record PrRequest(
        Path repo,
        String base,
        String head,
        String againstRelease,
        String baseVersion,
        String build,
        List<String> mavenArgs,
        List<String> classes,
        List<Path> extraClassPath,
        List<String> only,
        Map<String, String> newExpressions,
        DiffRequest.Mode mode,
        Long seed,
        boolean bench,
        Path out) {

    static PrRequest of(PrOptions o) throws BadInput {
        Path repo =
                (o.repo() == null ? Path.of(".") : o.repo()).toAbsolutePath().normalize();
        if (!Files.isDirectory(repo))
            throw new BadInput("--repo " + (o.repo() == null ? "." : o.repo()) + ": no such folder");
        Map<String, String> news = new LinkedHashMap<>();
        for (var e : o.make().entrySet()) {
            if (e.getKey().isBlank() || e.getValue().isBlank()) {
                throw new BadInput(
                        "--new needs <class>='<Java expression>', not '" + e.getKey() + "=" + e.getValue() + "'");
            }
            news.put(e.getKey().strip(), e.getValue().strip());
        }
        String build = o.build();
        List<String> classes = o.classes().stream()
                .map(String::strip)
                .filter(c -> !c.isEmpty())
                .toList();
        if (build != null && classes.isEmpty())
            throw new BadInput("--build needs --classes: the folders (or globs) where that build writes its classes");
        if (build != null && o.mavenArgs() != null)
            throw new BadInput("--maven-args is for the Maven build; --build names a command of its own");
        if (build == null && !classes.isEmpty())
            throw new BadInput("--classes goes with --build (a Maven build's classes are found by themselves)");
        String release = o.againstRelease();
        if (release != null && !release.matches("[^:\\s]+:[^:\\s]+"))
            throw new BadInput("--against-release needs <group:artifact>, not '" + release + "'");
        if (release != null && o.base() != null)
            throw new BadInput("--base and --against-release both name the base: give one");
        if (o.baseVersion() != null && release == null)
            throw new BadInput("--base-version goes with --against-release");
        List<Path> cp = new ArrayList<>();
        for (String e : list(o.classPath(), File.pathSeparator)) {
            Path p = Path.of(e).toAbsolutePath();
            if (!Files.exists(p)) throw new BadInput("--cp: no such file or folder: " + e);
            cp.add(p);
        }
        Path out = o.out() == null ? null : o.out().toAbsolutePath();
        return new PrRequest(
                repo,
                o.base(),
                o.head() == null ? "HEAD" : o.head(),
                release,
                o.baseVersion(),
                build,
                list(o.mavenArgs(), " "),
                classes,
                cp,
                o.only(),
                news,
                o.mode(),
                o.seed(),
                o.bench(),
                out);
    }

    private static List<String> list(String text, String separator) {
        return text == null
                ? List.of()
                : Arrays.stream(text.split(java.util.regex.Pattern.quote(separator)))
                        .map(String::strip)
                        .filter(s -> !s.isEmpty())
                        .toList();
    }
}
