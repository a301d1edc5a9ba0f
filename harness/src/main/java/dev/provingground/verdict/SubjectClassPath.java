package dev.provingground.verdict;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Where subject classes come from.
 * <ul>
 *   <li>the suite's own class path, plus the entries (jars or class folders) named by
 *       {@code -Dpg.classpath}, separated by the platform's path separator or commas: {@link #loader()};</li>
 *   <li>for an adapter over a real artifact ({@code Adapter@group:artifact:version}), a class loader of
 *       that artifact version's own: for a reviewer's subject the {@code pg.classpath} entries, then the
 *       class path the build resolved for the artifact from Maven Central and wrote to
 *       {@code <pg.artifacts>/group/artifact/version.classpath} (the built-in adapters first, then the
 *       artifact and its dependencies): {@link #loaderFor(CatalogEntry)}.</li>
 * </ul>
 * A reviewer's class path reaches a reviewer's subjects only ({@link #entriesFor}): a built-in release
 * never loads a class from a reviewer's jar (a reviewer's netty jar on {@code pg.classpath} once
 * shadowed the built-in netty releases, child-first, in their own loaders).
 * Every engine loads subjects through {@link #load(CatalogEntry)}, so a reviewer's jar and a real
 * artifact reach jcstress's forks, Lincheck, the property tests and JMH in the same way; child JVMs
 * get the same view from {@link #childJvmFlags()}.
 */
public final class SubjectClassPath {

    private static volatile ClassLoader loader;
    private static final Map<ArtifactView, ClassLoader> ARTIFACT_LOADERS = new ConcurrentHashMap<>();

    /** An artifact version as one kind of subject sees it: with the reviewer's class path ahead of it, or alone. */
    private record ArtifactView(Artifact artifact, boolean reviewed) {}

    private static final Map<String, Class<?>> CLASSES = new ConcurrentHashMap<>();

    private SubjectClassPath() {}

    public static List<Path> entries() {
        return entries(Setting.CLASS_PATH.or(""));
    }

    public static List<Path> entries(String spec) {
        if (spec == null || spec.isBlank()) return List.of();
        return Arrays.stream(spec.split("[" + File.pathSeparator + ",]"))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .map(Path::of)
                .toList();
    }

    /** The entries that do not exist, for a clear error before anything runs. */
    public static List<Path> missing(List<Path> entries) {
        return entries.stream().filter(p -> !Files.exists(p)).toList();
    }

    public static ClassLoader loader() {
        ClassLoader l = loader;
        if (l == null) {
            synchronized (SubjectClassPath.class) {
                if (loader == null) loader = loaderFor(entries());
                l = loader;
            }
        }
        return l;
    }

    public static ClassLoader loaderFor(List<Path> entries) {
        ClassLoader parent = SubjectClassPath.class.getClassLoader();
        if (entries.isEmpty() || onClassPath()) return parent;
        return new URLClassLoader("pg-subjects", urls(entries), parent);
    }

    /**
     * The class path entries of {@code pg.classpath} a subject sees: all of them for a reviewer's subject,
     * none for a built-in one (whose classes are the suite's and its own artifact's).
     */
    public static List<Path> entriesFor(CatalogEntry entry) {
        return entry.role() == CatalogEntry.Role.REVIEWED ? entries() : List.of();
    }

    /**
     * The class loader of a subject over an artifact version: {@link #entriesFor} the subject, then the
     * artifact's resolved class path.
     */
    public static ClassLoader loaderFor(CatalogEntry entry) {
        Artifact artifact =
                entry.upstream().orElseThrow(() -> new IllegalArgumentException(entry + " is over no artifact"));
        if (onClassPath()) return SubjectClassPath.class.getClassLoader();
        boolean reviewed = entry.role() == CatalogEntry.Role.REVIEWED;
        return ARTIFACT_LOADERS.computeIfAbsent(
                new ArtifactView(artifact, reviewed), v -> artifactLoader(entriesFor(entry), artifactsDir(), artifact));
    }

    /** A new class loader for one artifact version: {@code entries}, then the class path resolved under {@code artifactsDir}. */
    public static ClassLoader artifactLoader(List<Path> entries, Path artifactsDir, Artifact a) {
        List<Path> all = new ArrayList<>(entries);
        all.addAll(artifactClassPath(artifactsDir, a));
        return new ArtifactLoader("pg-" + a, urls(all), SubjectClassPath.class.getClassLoader());
    }

    /**
     * Child-first: the artifact's own classes (and its dependencies, slf4j say) and the adapters win
     * over any copy on the suite's class path; the JDK's classes and the suite's own (the contract
     * interfaces and setup records, shared with the engines: whatever the parent loads from where
     * this class came from) come from the parent.
     */
    private static final class ArtifactLoader extends URLClassLoader {
        private static final String SUITE = String.valueOf(
                SubjectClassPath.class.getProtectionDomain().getCodeSource().getLocation());

        ArtifactLoader(String name, URL[] urls, ClassLoader parent) {
            super(name, urls, parent);
        }

        private boolean shared(String name) {
            if (name.startsWith("java.")) return true;
            if (!name.startsWith("dev.provingground.")) return false;
            URL resource = getParent().getResource(name.replace('.', '/') + ".class");
            return resource != null && resource.toString().contains(SUITE.replaceFirst("^file:", ""));
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (shared(name)) return super.loadClass(name, resolve);
            synchronized (getClassLoadingLock(name)) {
                Class<?> c = findLoadedClass(name);
                if (c == null) {
                    try {
                        c = findClass(name);
                    } catch (ClassNotFoundException e) {
                        return super.loadClass(name, resolve);
                    }
                }
                if (resolve) resolveClass(c);
                return c;
            }
        }
    }

    /**
     * In a JVM started for one subject with {@link #classPathOf} ahead of its class path
     * ({@code -D}{@value #ON_CLASS_PATH}{@code =true}): subjects load from the application class
     * loader, as ordinary classes.
     */
    public static boolean onClassPath() {
        return Boolean.getBoolean(ON_CLASS_PATH);
    }

    public static final String ON_CLASS_PATH = Setting.SUBJECTS_ON_CLASS_PATH.key;

    /**
     * The entries a JVM started for this subject needs ahead of the suite's class path so the subject
     * loads as an ordinary class there: {@link #entriesFor} the subject, then an artifact's resolved class
     * path; empty for a built-in subject on the suite's own class path.
     */
    public static List<Path> classPathOf(CatalogEntry entry) {
        List<Path> all = new ArrayList<>(entriesFor(entry));
        entry.upstream().ifPresent(a -> all.addAll(artifactClassPath(a)));
        return all;
    }

    /** The subject's class, loaded once per id from its own loader. */
    public static Class<?> load(CatalogEntry entry) {
        return CLASSES.computeIfAbsent(
                entry.id() + (entry.role() == CatalogEntry.Role.REVIEWED ? " (reviewed)" : ""), id -> {
                    ClassLoader from = entry.upstream().isPresent() ? loaderFor(entry) : loader();
                    try {
                        return Class.forName(entry.className(), false, from);
                    } catch (ClassNotFoundException e) {
                        throw new SubjectException("subject class " + entry.className() + " not found on "
                                + entry.upstream()
                                        .map(a -> "the class path of " + a)
                                        .orElse("the class path"));
                    } catch (LinkageError e) {
                        throw new SubjectException("subject class " + entry.className() + " cannot load: " + e
                                + entry.upstream()
                                        .map(a -> " (class path of " + a + ")")
                                        .orElse(""));
                    }
                });
    }

    /** Where the subject's class came from, for the evidence: the artifact and its jar, or the class's jar or folder. */
    public static String source(CatalogEntry entry) {
        if (entry.upstream().isPresent()) {
            Artifact a = entry.upstream().get();
            String jar = artifactClassPath(a).stream()
                    .map(Path::toString)
                    .filter(p -> p.contains(File.separator + a.artifactId() + "-" + a.version()))
                    .findFirst()
                    .orElse("(jar not found in its class path)");
            return a + " from " + jar + ", adapter " + location(entry.subject());
        }
        return location(entry.subject());
    }

    private static String location(Class<?> c) {
        CodeSource source = c.getProtectionDomain().getCodeSource();
        return source == null || source.getLocation() == null
                ? "(the JDK)"
                : source.getLocation().getPath();
    }

    /** Where the build writes each artifact's resolved class path ({@code -Dpg.artifacts}). */
    public static Path artifactsDir() {
        String dir = Setting.ARTIFACTS.or("");
        return dir.isBlank() ? Path.of("target", "pg-artifacts").toAbsolutePath() : Path.of(dir);
    }

    public static Path classPathFile(Path artifactsDir, Artifact a) {
        return artifactsDir.resolve(a.groupId()).resolve(a.artifactId()).resolve(a.version() + ".classpath");
    }

    /** The class path resolved for an artifact; a {@link SubjectException} when the build has not resolved it. */
    public static List<Path> artifactClassPath(Artifact a) {
        return artifactClassPath(artifactsDir(), a);
    }

    public static List<Path> artifactClassPath(Path artifactsDir, Artifact a) {
        Path file = classPathFile(artifactsDir, a);
        if (!Files.isRegularFile(file)) {
            throw new SubjectException("artifact " + a + " has not been resolved (no " + file
                    + "): run through ./mvnw verify or proving-ground check, which resolve it from Maven Central");
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8).stream()
                    .filter(l -> !l.isBlank())
                    .map(Path::of)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Writes an artifact's class path where {@link #artifactClassPath} reads it. */
    public static void writeArtifactClassPath(Path artifactsDir, Artifact a, List<Path> classPath) {
        Path file = classPathFile(artifactsDir, a);
        try {
            Files.createDirectories(file.getParent());
            Files.write(
                    file,
                    classPath.stream().map(p -> p.toAbsolutePath().toString()).toList(),
                    StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The flags a child JVM needs to load the same subjects as this one. */
    public static List<String> childJvmFlags() {
        return List.of(Setting.CLASS_PATH.flag(Setting.CLASS_PATH.or("")), Setting.ARTIFACTS.flag(artifactsDir()));
    }

    /** The entries as URLs for a class loader; a {@link SubjectException} naming an entry that is not one. */
    public static URL[] urls(List<Path> entries) {
        List<URL> urls = new ArrayList<>();
        for (Path p : entries) {
            try {
                urls.add(p.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException e) {
                throw new SubjectException("bad class path entry " + p + ": " + e.getMessage());
            }
        }
        return urls.toArray(URL[]::new);
    }

    /** For messages: the entries joined with the platform's separator. */
    public static String join(List<Path> entries) {
        return entries.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    }
}
