package dev.provingground.lincheck;

import dev.provingground.verdict.CatalogEntry;

import java.io.IOException;
import java.lang.reflect.Field;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Lets Lincheck's model checking find subject classes that live in a class loader of their own (a
 * real artifact's, or a reviewer's {@code pg.classpath}).
 *
 * <p>Model checking snapshots the static fields a run touches and looks the declaring class up by
 * name with {@code Class.forName} from its own loader, through {@code org.jetbrains.lincheck.util.ClassCache}
 * (Lincheck 3.7). A class only another loader can see fails there with ClassNotFoundException
 * ("Wow! You've caught a bug in Lincheck", ../shared/toolchain.md). Before each check this puts the
 * subject loader's classes into that cache by name, replacing another version's classes of the
 * same name.
 *
 * <p>Lincheck's agent also caches the bytecode it instruments by class name only
 * ({@code LincheckClassFileTransformer.transformedClassesCachesByMode}): the second netty-common
 * version loaded in one JVM would be defined with the first version's instrumented code, and model
 * checking would check the wrong release (seen: 4.1.17.Final's XADD passed after 4.1.16.Final's CAS
 * loop had been checked). So before any class of the subject's loader is loaded here, its names are
 * evicted from that cache before every check, so the classes are instrumented from their own bytes.
 */
final class LincheckClassNames {

    private static final Map<ClassLoader, List<String>> NAMES = new ConcurrentHashMap<>();
    private static final Map<ClassLoader, List<Class<?>>> CLASSES = new ConcurrentHashMap<>();

    private LincheckClassNames() {
    }

    static void register(CatalogEntry subject) {
        ClassLoader loader = subject.subject().getClassLoader();
        if (!(loader instanceof URLClassLoader urls) || loader == LincheckClassNames.class.getClassLoader()) return;
        Map<String, Class<?>> cache = lincheckClassCache();
        List<String> names = NAMES.computeIfAbsent(loader, l -> {
            List<String> all = new ArrayList<>();
            for (URL url : urls.getURLs()) all.addAll(classNames(url));
            return all;
        });
        evictInstrumentedBytecode(names);
        for (Class<?> c : CLASSES.computeIfAbsent(loader, l -> loadable(urls, names))) cache.put(c.getName(), c);
    }

    @SuppressWarnings("unchecked")
    private static void evictInstrumentedBytecode(List<String> names) {
        try {
            Field field = Class.forName("org.jetbrains.lincheck.jvm.agent.LincheckClassFileTransformer")
                    .getDeclaredField("transformedClassesCachesByMode");
            field.setAccessible(true);
            for (Map<String, byte[]> byName : ((Map<Object, Map<String, byte[]>>) field.get(null)).values()) {
                names.forEach(byName::remove);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("this Lincheck has no LincheckClassFileTransformer.transformedClassesCachesByMode "
                    + "(written for 3.7): two versions of one class could share instrumented code: " + e, e);
        }
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Class<?>> lincheckClassCache() {
        try {
            Field field = Class.forName("org.jetbrains.lincheck.util.ClassCache").getDeclaredField("cache");
            field.setAccessible(true);
            return (Map<String, Class<?>>) field.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("this Lincheck has no org.jetbrains.lincheck.util.ClassCache.cache (written for 3.7): "
                    + "model checking cannot see classes of a separate class loader: " + e, e);
        }
    }

    /** Every class the loader's own entries hold that loads without a missing dependency. */
    private static List<Class<?>> loadable(URLClassLoader loader, List<String> names) {
        List<Class<?>> out = new ArrayList<>();
        {
            for (String name : names) {
                try {
                    Class<?> c = Class.forName(name, false, loader);
                    if (c.getClassLoader() == loader) out.add(c);
                } catch (ClassNotFoundException | LinkageError e) {
                    // an optional dependency's class (log4j in netty-common, say): nothing of the subject's
                }
            }
        }
        return out;
    }

    private static List<String> classNames(URL url) {
        try {
            Path path = Path.of(url.toURI());
            if (Files.isDirectory(path)) {
                try (Stream<Path> files = Files.walk(path)) {
                    return files.map(f -> path.relativize(f).toString()).filter(LincheckClassNames::isClass)
                            .map(LincheckClassNames::toClassName).toList();
                }
            }
            try (JarFile jar = new JarFile(path.toFile())) {
                return jar.stream().map(e -> e.getName()).filter(LincheckClassNames::isClass)
                        .map(LincheckClassNames::toClassName).toList();
            }
        } catch (IOException | URISyntaxException e) {
            return List.of();
        }
    }

    private static boolean isClass(String entry) {
        return entry.endsWith(".class") && !entry.endsWith("module-info.class") && !entry.startsWith("META-INF");
    }

    private static String toClassName(String entry) {
        return entry.substring(0, entry.length() - ".class".length()).replace('/', '.').replace('\\', '.');
    }
}
