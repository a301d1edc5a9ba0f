package dev.provingground.verdict;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Where subject classes come from: the suite's own class path plus the entries (jars or class
 * folders) named by {@code -Dpg.classpath}, separated by the platform's path separator or commas.
 * Every engine loads subjects through {@link #loader()}, so a reviewer's jar reaches jcstress's forks,
 * Lincheck, the property tests and JMH in the same way.
 */
public final class SubjectClassPath {

    private static volatile ClassLoader loader;

    private SubjectClassPath() {
    }

    public static List<Path> entries() {
        return entries(System.getProperty("pg.classpath", ""));
    }

    public static List<Path> entries(String spec) {
        if (spec == null || spec.isBlank()) return List.of();
        return Arrays.stream(spec.split("[" + File.pathSeparator + ",]"))
                .map(String::trim).filter(s -> !s.isEmpty()).map(Path::of).toList();
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
        if (entries.isEmpty()) return parent;
        List<URL> urls = new ArrayList<>();
        for (Path p : entries) {
            try {
                urls.add(p.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException e) {
                throw new SubjectException("bad class path entry " + p + ": " + e.getMessage());
            }
        }
        return new URLClassLoader("pg-subjects", urls.toArray(URL[]::new), parent);
    }
}
