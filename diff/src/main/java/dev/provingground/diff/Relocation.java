package dev.provingground.diff;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;

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

/**
 * The before side's classes under the prefix {@value #PREFIX}, written to a folder: so that both builds
 * of one class can sit on one class path, where Lincheck needs them (it looks classes up by name from its
 * own loader and caches what it instruments by class name: two classes of one name in one JVM, and one
 * runs the other's code; docs/findings.md, F11). Every class of the before class path is renamed, and
 * every reference to one; the JDK's are left alone.
 */
final class Relocation {

    static final String PREFIX = "pgbefore.";

    private Relocation() {
    }

    static String relocated(String className) {
        return PREFIX + className;
    }

    /** Writes the relocated classes of {@code classPath} into {@code folder}; the names of the classes relocated. */
    static Set<String> relocate(List<Path> classPath, Path folder) throws IOException {
        Map<String, byte[]> classes = new HashMap<>();
        for (Path entry : classPath) {
            if (Files.isDirectory(entry)) {
                try (Stream<Path> files = Files.walk(entry)) {
                    for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                        classes.putIfAbsent(entry.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
                    }
                }
            } else if (Files.isRegularFile(entry)) {
                try (JarFile jar = new JarFile(entry.toFile())) {
                    for (var e : jar.stream().filter(e -> e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/")).toList()) {
                        try (InputStream in = jar.getInputStream(e)) {
                            classes.putIfAbsent(e.getName(), in.readAllBytes());
                        }
                    }
                }
            }
        }
        Set<String> internal = classes.keySet().stream().map(n -> n.substring(0, n.length() - ".class".length()))
                .collect(Collectors.toSet());
        Remapper remapper = new Remapper() {
            @Override
            public String map(String name) {
                return internal.contains(name) ? PREFIX.replace('.', '/') + name : name;
            }
        };
        for (var e : classes.entrySet()) {
            ClassReader reader = new ClassReader(e.getValue());
            ClassWriter writer = new ClassWriter(0);
            reader.accept(new ClassRemapper(writer, remapper), 0);
            Path out = folder.resolve(PREFIX.replace('.', '/')).resolve(e.getKey());
            Files.createDirectories(out.getParent());
            Files.write(out, writer.toByteArray());
        }
        return internal.stream().map(n -> n.replace('/', '.')).collect(Collectors.toSet());
    }
}
