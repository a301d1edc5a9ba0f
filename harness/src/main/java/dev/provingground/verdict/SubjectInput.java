package dev.provingground.verdict;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Resolves the real artifacts a run needs and validates the subjects it is asked to check
 * ({@code -Dpg.subjects}, {@code -Dpg.classpath}) before any engine runs. Each problem is one line
 * naming what is wrong. Run by the build right after the upstream adapters compile, and by the
 * {@code proving-ground} launcher.
 */
public final class SubjectInput {

    private SubjectInput() {}

    /** Problems with these subject names and class path entries; empty when every subject is usable. */
    public static List<String> problems(String subjects, String classPath) {
        List<String> problems = new ArrayList<>();
        List<Path> entries = SubjectClassPath.entries(classPath);
        for (Path missing : SubjectClassPath.missing(entries)) {
            problems.add("class path entry does not exist: " + missing);
        }
        if (!problems.isEmpty() || subjects == null || subjects.isBlank()) return problems;
        for (String name : Arrays.stream(subjects.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList()) {
            if (name.startsWith(Selection.WHOLE_CONTRACT)) {
                String contract = name.substring(Selection.WHOLE_CONTRACT.length());
                if (Contracts.byName(contract).isEmpty()) {
                    problems.add(
                            "pg.subjects names " + name + ", but there is no contract " + contract + " (contracts: "
                                    + Contracts.all().stream()
                                            .map(Contract::name)
                                            .collect(java.util.stream.Collectors.joining(", "))
                                    + ")");
                }
                continue;
            }
            problems.addAll(problemsOf(name, null, entries, SubjectClassPath.artifactsDir()));
        }
        return problems;
    }

    /**
     * Problems of one subject id against one contract (every contract when {@code contract} is null),
     * its classes looked up on {@code classPath}, and for {@code Adapter@group:artifact:version} on
     * {@code classPath} plus the artifact's class path resolved under {@code artifactsDir}.
     */
    public static List<String> problemsOf(
            String name, Contract<?, ?> contract, List<Path> classPath, Path artifactsDir) {
        var artifact = SubjectId.artifact(name);
        ClassLoader loader;
        try {
            loader = artifact.isPresent()
                    ? SubjectClassPath.artifactLoader(classPath, artifactsDir, artifact.get())
                    : SubjectClassPath.loaderFor(classPath);
        } catch (SubjectException e) {
            return List.of(e.getMessage());
        }
        return problemsOf(name, contract, loader);
    }

    /** Problems of one class against one contract, or against every contract when {@code contract} is null. */
    public static List<String> problemsOf(String name, Contract<?, ?> contract, ClassLoader loader) {
        String className = SubjectId.className(name);
        var artifact = SubjectId.artifact(name);
        Class<?> c;
        try {
            c = Class.forName(className, false, loader);
            linkable(c);
        } catch (ClassNotFoundException e) {
            return List.of("class " + className + " not found on the class path"
                    + artifact.map(a -> " of " + a).orElse(""));
        } catch (LinkageError e) {
            return List.of("class " + className + " cannot load: it needs " + missingClass(e) + ", which the class path"
                    + artifact.map(a -> " of " + a).orElse("") + " lacks");
        }
        List<Contract<?, ?>> candidates = contract != null
                ? List.of(contract)
                : Contracts.all().stream()
                        .filter(k -> k.type().isAssignableFrom(c))
                        .toList();
        if (candidates.isEmpty()) {
            return List.of(className + " implements no contract interface (known: "
                    + Contracts.all().stream().map(k -> k.type().getName()).toList() + ")");
        }
        for (Contract<?, ?> k : candidates) {
            if (!k.type().isAssignableFrom(c)) {
                return List.of(
                        className + " does not implement " + k.type().getName() + " (the " + k.name() + " contract)");
            }
            if (java.lang.reflect.Modifier.isAbstract(c.getModifiers())) {
                return List.of(className + " is abstract: the subject must be a concrete class");
            }
            try {
                var constructor = c.getConstructor(k.setupType());
                if (!java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                    return List.of(className + " is not public");
                }
            } catch (NoSuchMethodException e) {
                return List.of(className + " has no public constructor " + c.getSimpleName() + "("
                        + k.setupType().getSimpleName() + "): every subject of the " + k.name()
                        + " contract is built from a " + k.setupType().getName());
            }
        }
        return List.of();
    }

    /**
     * Resolves the class's signature (its methods' and fields' types) now, so an adapter that needs a
     * class the class path lacks is reported here, not as an error inside an engine.
     */
    private static void linkable(Class<?> c) {
        c.getDeclaredMethods();
        c.getDeclaredFields();
        c.getDeclaredConstructors();
        Class<?> s = c.getSuperclass();
        if (s != null && s.getClassLoader() == c.getClassLoader()) linkable(s);
    }

    private static String missingClass(LinkageError e) {
        String message = String.valueOf(e.getMessage());
        return e instanceof NoClassDefFoundError ? message.replace('/', '.') : e.toString();
    }

    /** Problems of the built-in adapters over real artifacts, each in its artifact's class loader. */
    static List<String> catalogProblems() {
        List<String> problems = new ArrayList<>();
        for (Contract<?, ?> c : Contracts.all()) {
            for (CatalogEntry e : c.catalog()) {
                if (e.upstream().isPresent()) {
                    problems.addAll(problemsOf(e.id(), c, SubjectClassPath.entries(), SubjectClassPath.artifactsDir()));
                }
            }
        }
        return problems;
    }

    /**
     * The real artifacts a run needs: those of the built-in catalog when no subjects are named,
     * else those the named subjects carry ({@code Adapter@group:artifact:version}).
     */
    static List<Artifact> artifactsNeeded(String subjects) {
        if (subjects == null || subjects.isBlank()) {
            return Contracts.all().stream()
                    .flatMap(c -> c.artifacts().stream())
                    .distinct()
                    .toList();
        }
        return Arrays.stream(subjects.split(","))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .flatMap(s -> s.startsWith(Selection.WHOLE_CONTRACT)
                        ? Contracts.byName(s.substring(Selection.WHOLE_CONTRACT.length())).stream()
                                .flatMap(c -> c.artifacts().stream())
                        : SubjectId.artifact(s).stream())
                .distinct()
                .toList();
    }

    /**
     * Resolves each artifact from Maven Central and writes its class path (the built-in adapters
     * first, {@code adapters}, then the artifact's jars) where the engines read it.
     */
    public static List<String> resolve(List<Artifact> artifacts, Path adapters, Path artifactsDir) {
        List<String> problems = new ArrayList<>();
        if (artifacts.isEmpty()) return problems;
        ArtifactResolver resolver = new ArtifactResolver();
        for (Artifact a : artifacts) {
            try {
                List<Path> classPath = new ArrayList<>();
                if (adapters != null) classPath.add(adapters);
                classPath.addAll(resolver.resolve(a));
                SubjectClassPath.writeArtifactClassPath(artifactsDir, a, classPath);
            } catch (SubjectException e) {
                problems.add(e.getMessage());
            }
        }
        return problems;
    }

    /**
     * Build step: resolves the run's real artifacts, then exits 2 with one line per problem when
     * {@code -Dpg.subjects}/{@code -Dpg.classpath} are unusable.
     */
    public static void main(String[] args) {
        String subjects = Setting.SUBJECTS.or("");
        String adapters = Setting.ADAPTERS.or("");
        List<String> problems = resolve(
                artifactsNeeded(subjects),
                adapters.isBlank() ? null : Path.of(adapters),
                SubjectClassPath.artifactsDir());
        if (problems.isEmpty()) problems = problems(subjects, Setting.CLASS_PATH.or(""));
        if (problems.isEmpty() && subjects.isBlank()) problems = catalogProblems();
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println("proving-ground: " + p));
            System.exit(2);
        }
    }
}
