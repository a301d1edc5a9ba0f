package dev.provingground.diff;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.stream.Stream;

/**
 * The names of the classes a type's package holds where the type itself was loaded from (its jar or its folder), in
 * name order: where a library keeps the classes that make its objects ({@code Counter} beside {@code Collector}).
 * None when the type's origin cannot be read as a jar or a folder.
 */
final class PackageClasses {

    private PackageClasses() {}

    static List<String> besides(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) return List.of();
        String pkg = type.getPackageName();
        try {
            Path origin = Path.of(source.getLocation().toURI());
            if (Files.isDirectory(origin)) return names(origin.resolve(pkg.replace('.', '/')), pkg);
            if (!Files.isRegularFile(origin)) return List.of();
            try (FileSystem jar = FileSystems.newFileSystem(origin)) {
                return names(jar.getPath(pkg.replace('.', '/')), pkg);
            }
        } catch (IOException | URISyntaxException | RuntimeException e) { // not a jar or a folder this JVM can read
            return List.of();
        }
    }

    private static List<String> names(Path folder, String pkg) throws IOException {
        if (!Files.isDirectory(folder)) return List.of();
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n ->
                            n.endsWith(".class") && !n.equals("module-info.class") && !n.equals("package-info.class"))
                    .map(n -> (pkg.isEmpty() ? "" : pkg + ".") + n.substring(0, n.length() - ".class".length()))
                    .sorted()
                    .toList();
        }
    }
}
