package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

/**
 * The before side's classes under the prefix {@value #PREFIX}, written to a folder: so that both builds
 * of one class can sit on one class path, where Lincheck needs them (it looks classes up by name from its
 * own loader and caches what it instruments by class name: two classes of one name in one JVM, and one
 * runs the other's code; docs/findings.md, F11). Every class of the before class path is renamed, and
 * every reference to one, a string constant that names one included (a library that loads its own classes by
 * name, {@code Class.forName("org.apache.commons.logging.impl.LogFactoryImpl")}, finds them renamed); the
 * JDK's are left alone. Its other files (a {@code META-INF/services} registration, a properties file beside a
 * class) are written under the prefix too, a service file's class names renamed.
 *
 * <p>Both sides' classes, the after side's under their own names, are written so for the checks' JVMs with a bounds
 * check before each array access ({@link BoundsChecks}), and a multi-release jar's classes in the version the JVM runs.
 */
final class Relocation {

    static final String PREFIX = "pgbefore.";

    private Relocation() {}

    static String relocated(String className) {
        return PREFIX + className;
    }

    /**
     * A type name as its build names it, whichever build: {@code pgbefore.com.acme.Filter} and {@code
     * [Lpgbefore.com.acme.Filter;} are {@code com.acme.Filter} and {@code [Lcom.acme.Filter;}. Two builds' methods are
     * the same method when their names agree so: the before build's {@code addFilter(pgbefore.com.acme.Filter)} is the
     * after build's {@code addFilter(com.acme.Filter)}.
     */
    static String original(String typeName) {
        if (typeName.startsWith(PREFIX)) return typeName.substring(PREFIX.length());
        return typeName.startsWith("[") ? typeName.replace("L" + PREFIX, "L") : typeName;
    }

    /** The name {@code typeName} (an original name, as {@link #original} gives) has in the relocated build. */
    static String inRelocatedBuild(String typeName) {
        if (!typeName.startsWith("[")) return PREFIX + typeName;
        int l = typeName.indexOf('L');
        return l < 0 ? typeName : typeName.substring(0, l + 1) + PREFIX + typeName.substring(l + 1);
    }

    /** Whether {@code type} is of the relocated build. */
    static boolean isRelocated(Class<?> type) {
        return type.getName().startsWith(PREFIX);
    }

    /**
     * Writes the relocated classes of {@code classPath} into {@code folder}, bounds-checked ({@link BoundsChecks}); the
     * names of the classes relocated.
     */
    static Set<String> relocate(List<Path> classPath, Path folder) throws IOException {
        return write(classPath, folder, true);
    }

    /**
     * Writes the classes of {@code classPath} into {@code folder} under their own names, bounds-checked ({@link
     * BoundsChecks}), with its other files: the after side's class path as the checks' JVMs load it.
     */
    static void boundsChecked(List<Path> classPath, Path folder) throws IOException {
        write(classPath, folder, false);
    }

    /**
     * A jar's entries as the JVM reads them on a class path: a multi-release jar's classes in the version this JVM runs
     * (the checks' JVMs run the same), a module descriptor left out (a class path has no modules).
     */
    private static void read(Path jarFile, Map<String, byte[]> classes, Map<String, byte[]> resources)
            throws IOException {
        try (JarFile jar = new JarFile(jarFile.toFile(), true, java.util.zip.ZipFile.OPEN_READ, Runtime.version())) {
            for (var e : jar.versionedStream().filter(e -> !e.isDirectory()).toList()) {
                String name = e.getName();
                if (name.equals("module-info.class") || name.startsWith("META-INF/versions/")) continue;
                boolean isClass = name.endsWith(".class") && !name.startsWith("META-INF/");
                if (!isClass && name.startsWith("META-INF/") && !name.startsWith("META-INF/services/")) continue;
                try (InputStream in = jar.getInputStream(e)) {
                    (isClass ? classes : resources).putIfAbsent(name, in.readAllBytes());
                }
            }
        }
    }

    /**
     * A class file renamed by {@code remapper} (none when null) and bounds-checked; a method the checks would make too
     * large for a class file (a static table of thousands of elements, each stored in {@code <clinit>}) leaves its class
     * as it was, renamed only.
     */
    private static byte[] written(byte[] classFile, Remapper remapper) {
        try {
            ClassWriter writer = new ClassWriter(0);
            BoundsChecks checked = new BoundsChecks(writer);
            new ClassReader(classFile).accept(remapper == null ? checked : new ClassRemapper(checked, remapper), 0);
            return writer.toByteArray();
        } catch (MethodTooLargeException | ClassTooLargeException tooLarge) {
            ClassWriter writer = new ClassWriter(0);
            new ClassReader(classFile).accept(remapper == null ? writer : new ClassRemapper(writer, remapper), 0);
            return writer.toByteArray();
        }
    }

    private static Set<String> write(List<Path> classPath, Path folder, boolean rename) throws IOException {
        Map<String, byte[]> classes = new HashMap<>();
        Map<String, byte[]> resources = new HashMap<>();
        for (Path entry : classPath) {
            if (Files.isDirectory(entry)) {
                try (Stream<Path> files = Files.walk(entry)) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        String name = entry.relativize(f).toString().replace('\\', '/');
                        if (name.equals("module-info.class")) continue;
                        (name.endsWith(".class") ? classes : resources).putIfAbsent(name, Files.readAllBytes(f));
                    }
                }
            } else if (Files.isRegularFile(entry)) {
                read(entry, classes, resources);
            }
        }
        Set<String> internal = classes.keySet().stream()
                .map(n -> n.substring(0, n.length() - ".class".length()))
                .collect(Collectors.toSet());
        String prefix = rename ? PREFIX.replace('.', '/') : "";
        Remapper remapper = new Remapper() {
            @Override
            public String map(String name) {
                return internal.contains(name) ? PREFIX.replace('.', '/') + name : name;
            }

            @Override
            public Object mapValue(Object value) {
                if (value instanceof String s && !s.isEmpty() && internal.contains(s.replace('.', '/'))) {
                    return s.contains("/") ? PREFIX.replace('.', '/') + s : PREFIX + s;
                }
                return super.mapValue(value);
            }
        };
        for (var e : classes.entrySet()) {
            Path out = folder.resolve(prefix).resolve(e.getKey());
            Files.createDirectories(out.getParent());
            Files.write(out, written(e.getValue(), rename ? remapper : null));
        }
        for (var e : resources.entrySet()) {
            String name = e.getKey();
            byte[] bytes = e.getValue();
            if (rename
                    && name.startsWith(
                            "META-INF/services/")) { // the service's name and each provider's, renamed with their
                // classes
                String service = name.substring("META-INF/services/".length());
                if (!internal.contains(service.replace('.', '/'))) continue;
                String providers = new String(bytes, java.nio.charset.StandardCharsets.UTF_8)
                        .lines()
                        .map(l -> internal.contains(l.strip().replace('.', '/')) ? PREFIX + l.strip() : l)
                        .collect(Collectors.joining("\n", "", "\n"));
                Path out = folder.resolve("META-INF/services/" + PREFIX + service);
                Files.createDirectories(out.getParent());
                Files.writeString(out, providers);
                continue;
            }
            Path out = folder.resolve(prefix).resolve(name);
            Files.createDirectories(out.getParent());
            Files.write(out, bytes);
        }
        return internal.stream().map(n -> n.replace('/', '.')).collect(Collectors.toSet());
    }
}
