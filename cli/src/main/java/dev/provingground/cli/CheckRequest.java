package dev.provingground.cli;

import dev.provingground.verdict.Artifact;
import dev.provingground.verdict.ArtifactResolver;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.SubjectClassPath;
import dev.provingground.verdict.SubjectException;
import dev.provingground.verdict.SubjectId;
import dev.provingground.verdict.SubjectInput;
import dev.provingground.verdict.SubjectProbe;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A validated {@code check}: the class, its class path, and the real artifact it loads with, at one version or
 * at each of {@code versions}; the Maven properties that run it.
 */
record CheckRequest(
        Contract<?, ?> contract,
        String impl,
        List<Path> classPath,
        Mode mode,
        boolean bench,
        Artifact artifact,
        List<String> versions,
        List<String> settings,
        Path out) {

    /** How hard to look: the build's quick budget, or its thorough profile. */
    enum Mode {
        QUICK,
        THOROUGH
    }

    /** The subject ids the run checks: the class, or the class with each version of its artifact. */
    List<String> subjectIds() {
        if (artifact == null) return List.of(impl);
        if (versions.isEmpty()) return List.of(SubjectId.of(impl, artifact));
        return versions.stream()
                .map(v -> SubjectId.of(impl, artifact.withVersion(v)))
                .toList();
    }

    /** The Maven properties that run this check; the same ones CI can pass to ./mvnw by hand. */
    List<String> mavenArguments(Path root) {
        Path folder = output(root);
        List<String> args = new ArrayList<>(List.of(
                "-pl",
                "!diff,!cli", // diff checks two builds of a class, not a contract's subject; cli is this command line
                Setting.SUBJECTS.flag(String.join(",", subjectIds())),
                Setting.CLASS_PATH.flag(classPath.stream()
                        .map(p -> p.toAbsolutePath().toString())
                        .collect(Collectors.joining(File.pathSeparator))),
                Setting.RESULTS.flag(folder.resolve("results")),
                Setting.VERDICTS.flag(folder.resolve("verdicts")),
                Setting.BASELINE.flag(root.resolve("target/pg-results")),
                Setting.JMH_BENCH.flag(bench),
                Setting.IT_SKIP.flag(true)));
        if (mode == Mode.THOROUGH) args.add("-Pthorough");
        args.addAll(settings);
        return args;
    }

    /** Where the run's results, report and build log go: {@code --out}, or target/pg-check/&lt;contract&gt;/&lt;class&gt;. */
    Path output(Path root) {
        return out != null
                ? out
                : root.resolve("target/pg-check").resolve(contract.name()).resolve(simpleName());
    }

    String simpleName() {
        String simple = impl.substring(impl.lastIndexOf('.') + 1);
        return artifact == null
                ? simple
                : simple + "@" + artifact.artifactId() + (versions.isEmpty() ? "-" + artifact.version() : "");
    }

    /**
     * Validates a check: every problem is one line (a {@link BadInput}) before anything runs. Artifacts are
     * resolved here, from Maven Central, into {@code root/target/pg-artifacts}; each class is built once, in a
     * JVM of its own and within a bound.
     *
     * @param classPathTexts each {@code --cp}: folders and jars joined by the platform's separator
     * @param artifacts      each {@code --artifact}: the first is the subject's own, more are added to its class path
     * @param versionSpec    {@code --versions}: {@code FROM..TO} or {@code v1,v2,...}, or null
     * @param settings       each {@code -Dpg.<setting>=<value>}: a pom property passed through to Maven
     */
    static CheckRequest of(
            Contract<?, ?> contract,
            String impl,
            List<String> classPathTexts,
            List<String> artifacts,
            String versionSpec,
            Mode mode,
            boolean bench,
            Map<String, String> settings,
            Long seed,
            Path out,
            Path root)
            throws BadInput {
        List<Path> classPath = new ArrayList<>();
        for (String text : classPathTexts) classPath.addAll(SubjectClassPath.entries(text));
        for (Path missing : SubjectClassPath.missing(classPath)) {
            throw new BadInput("class path entry does not exist: " + missing);
        }
        List<String> passed = new ArrayList<>();
        for (var s : settings.entrySet()) {
            if (!s.getKey().matches("pg\\.[A-Za-z][\\w.]*")) {
                throw new BadInput(
                        "-D" + s.getKey() + ": only the suite's own settings pass through (-Dpg.<setting>=<value>)");
            }
            if (s.getValue() == null)
                throw new BadInput("-D" + s.getKey() + " needs a value: -D" + s.getKey() + "=<value>");
            passed.add("-D" + s.getKey() + "=" + s.getValue());
        }
        if (seed != null) passed.add(Setting.SEED.flag(seed));
        if (versionSpec != null && artifacts.isEmpty()) {
            throw new BadInput("--versions needs --artifact group:artifact: the artifact whose versions to check");
        }
        Artifact artifact = null;
        List<String> versionList = List.of();
        Path artifactsDir = root.resolve("target/pg-artifacts");
        if (!artifacts.isEmpty()) {
            try {
                ArtifactResolver resolver = new ArtifactResolver();
                if (versionSpec != null) {
                    String[] ga = artifacts.get(0).split(":");
                    if (ga.length != 2) {
                        throw new BadInput("with --versions, --artifact names group:artifact without a version (got '"
                                + artifacts.get(0) + "')");
                    }
                    versionList = versions(resolver, ga[0], ga[1], versionSpec);
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
            List<Artifact> toResolve = versionList.isEmpty()
                    ? List.of(artifact)
                    : versionList.stream().map(artifact::withVersion).toList();
            List<String> problems =
                    SubjectInput.resolve(toResolve, root.resolve("upstream/target/classes"), artifactsDir);
            if (!problems.isEmpty()) throw new BadInput(problems.get(0));
        }
        CheckRequest request = new CheckRequest(
                contract,
                impl,
                List.copyOf(classPath),
                mode,
                bench,
                artifact,
                versionList,
                List.copyOf(passed),
                out == null ? null : out.toAbsolutePath());
        for (String id : request.subjectIds()) {
            List<String> problems = SubjectInput.problemsOf(id, contract, request.classPath(), artifactsDir);
            if (!problems.isEmpty()) throw new BadInput(problems.get(0));
        }
        for (String id : request.subjectIds()) {
            if (contract.entry(id).isPresent()) continue; // a built-in row: built by the catalog's own test
            List<Path> classPathFirst = new ArrayList<>(request.classPath());
            SubjectId.artifact(id)
                    .ifPresent(a -> classPathFirst.addAll(SubjectClassPath.artifactClassPath(artifactsDir, a)));
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
            List<String> list = Arrays.stream(spec.split(","))
                    .map(String::trim)
                    .filter(v -> !v.isEmpty())
                    .toList();
            if (list.isEmpty()) throw new BadInput("--versions names no version");
            return list;
        }
        String from = spec.substring(0, dots).trim();
        String to = spec.substring(dots + 2).trim();
        if (from.isEmpty() || to.isEmpty())
            throw new BadInput("bad --versions '" + spec + "' (FROM..TO, or v1,v2,...)");
        List<String> found = resolver.versions(groupId, artifactId, from, to);
        if (found.isEmpty()) {
            throw new BadInput(
                    "Maven Central lists no release of " + groupId + ":" + artifactId + " from " + from + " to " + to);
        }
        return found;
    }
}
