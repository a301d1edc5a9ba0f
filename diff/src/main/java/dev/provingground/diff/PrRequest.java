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
record PrRequest(Path repo, String base, String head, String againstRelease, String baseVersion, String build, List<String> mavenArgs,
                 List<String> classes,
                 List<Path> extraClassPath, List<String> only, Map<String, String> newExpressions, String mode, Long seed,
                 boolean bench, Path out) {

    static final String USAGE = """
            usage: proving-ground pr [--repo <folder>] [--base <ref>] [--head <ref>]
                   proving-ground pr [--repo <folder>] [--head <ref>] --against-release <group:artifact> [--base-version <version>]
                   [--maven-args '<arguments>']   (added to the Maven build, e.g. '-pl core -am -Djava.version=8')
                   [--build '<command>' --classes <folder or glob>[,...]]   (another build than Maven: where its classes land)
                   [--cp <class path>]   (jars both revisions need that the build does not say)
                   [--only <class>[,...]]   (diff these of the changed concurrent classes alone)
                   [--new <class>='<Java expression>']   (how to build a class no public constructor builds; repeatable)
                   [--mode quick|thorough] [--seed <n>] [--bench]   (as for diff; --bench adds JMH, before against after)
                   [--out <folder>]   (pr-summary.md, index.html, verdicts.json, junit.xml, and each class's diff report;
                                      default target/pg-pr/<base>..<head> under the repository)
            Builds both revisions (the base is where head left it: their merge base), finds the classes whose
            bytecode changed and that hold concurrent state, and diffs each, its changed methods first.
            Exit 0: nothing found (or what was found was there before); 1: the PR brings a difference or a race;
            2: bad input, a build that fails, or a changed concurrent class no option here builds.
            """;

    static PrRequest parse(String[] args) throws BadInput {
        Map<String, String> values = new LinkedHashMap<>();
        Map<String, String> news = new LinkedHashMap<>();
        boolean bench = false;
        List<String> valued = List.of("--repo", "--base", "--head", "--against-release", "--base-version", "--build", "--maven-args", "--classes",
                "--cp", "--only", "--mode", "--seed", "--out");
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--bench")) {
                bench = true;
                continue;
            }
            if (a.equals("--new")) {
                if (i + 1 >= args.length) throw new BadInput("--new needs <class>='<Java expression>'");
                String v = args[++i];
                int eq = v.indexOf('=');
                if (eq <= 0 || eq == v.length() - 1) throw new BadInput("--new needs <class>='<Java expression>', not '" + v + "'");
                news.put(v.substring(0, eq).strip(), v.substring(eq + 1).strip());
                continue;
            }
            if (!valued.contains(a)) throw new BadInput("unknown option '" + a + "' (see proving-ground pr --help)");
            if (i + 1 >= args.length || args[i + 1].startsWith("--")) throw new BadInput(a + " needs a value");
            if (values.put(a, args[++i]) != null) throw new BadInput(a + " is given twice");
        }
        Path repo = Path.of(values.getOrDefault("--repo", ".")).toAbsolutePath().normalize();
        if (!Files.isDirectory(repo)) throw new BadInput("--repo " + values.getOrDefault("--repo", ".") + ": no such folder");
        String build = values.get("--build");
        List<String> classes = list(values.get("--classes"));
        if (build != null && classes.isEmpty()) throw new BadInput("--build needs --classes: the folders (or globs) where that build writes its classes");
        if (build != null && values.containsKey("--maven-args")) throw new BadInput("--maven-args is for the Maven build; --build names a command of its own");
        if (build == null && !classes.isEmpty()) throw new BadInput("--classes goes with --build (a Maven build's classes are found by themselves)");
        String release = values.get("--against-release");
        if (release != null && !release.matches("[^:\\s]+:[^:\\s]+")) throw new BadInput("--against-release needs <group:artifact>, not '" + release + "'");
        if (release != null && values.containsKey("--base")) throw new BadInput("--base and --against-release both name the base: give one");
        if (values.containsKey("--base-version") && release == null) throw new BadInput("--base-version goes with --against-release");
        String mode = values.getOrDefault("--mode", "quick");
        if (!List.of("quick", "thorough").contains(mode)) throw new BadInput("--mode is quick or thorough, not '" + mode + "'");
        Long seed = null;
        if (values.containsKey("--seed")) {
            try {
                seed = Long.parseLong(values.get("--seed"));
            } catch (NumberFormatException e) {
                throw new BadInput("--seed needs a number, not '" + values.get("--seed") + "'");
            }
        }
        List<Path> cp = new ArrayList<>();
        for (String e : list(values.get("--cp"), File.pathSeparator)) {
            Path p = Path.of(e).toAbsolutePath();
            if (!Files.exists(p)) throw new BadInput("--cp: no such file or folder: " + e);
            cp.add(p);
        }
        Path out = values.containsKey("--out") ? Path.of(values.get("--out")).toAbsolutePath() : null;
        List<String> mavenArgs = list(values.get("--maven-args"), " ");
        return new PrRequest(repo, values.get("--base"), values.getOrDefault("--head", "HEAD"), release, values.get("--base-version"), build,
                mavenArgs, classes, cp, list(values.get("--only")), news, mode, seed, bench, out);
    }

    private static List<String> list(String text) {
        return list(text, ",");
    }

    private static List<String> list(String text, String separator) {
        return text == null ? List.of() : Arrays.stream(text.split(java.util.regex.Pattern.quote(separator))).map(String::strip)
                .filter(s -> !s.isEmpty()).toList();
    }
}
