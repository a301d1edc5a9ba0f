package dev.provingground.diff;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The class path the checks' own JVMs load both builds from, and the before build's class and API names on it: each
 * side's classes written into a folder of their own with a bounds check before each array access ({@link
 * BoundsChecks}), the before side's renamed when both builds share names ({@link Relocation}). The folders go when this
 * JVM ends.
 *
 * @param classPath   the folders, the before side's first
 * @param beforeClass the before build's class as those JVMs name it
 * @param beforeApi   the API type of the before build as they name it, or null when none is given
 */
record CheckClassPath(List<Path> classPath, String beforeClass, String beforeApi) {

    static CheckClassPath of(DiffRequest request) throws IOException {
        List<Path> classPath = new ArrayList<>();
        String beforeClass = request.before().className();
        String beforeApi = request.api();
        if (request.sameName()) {
            Path relocated = folder("pg-diff-before");
            Set<String> moved = Relocation.relocate(request.before().classPath(), relocated);
            classPath.add(relocated);
            beforeClass = Relocation.relocated(beforeClass);
            if (beforeApi != null && moved.contains(beforeApi)) beforeApi = Relocation.relocated(beforeApi);
        }
        Path after = folder("pg-diff-after");
        Relocation.boundsChecked(request.after().classPath(), after);
        classPath.add(after);
        return new CheckClassPath(List.copyOf(classPath), beforeClass, beforeApi);
    }

    private static Path folder(String prefix) throws IOException {
        Path folder = Files.createTempDirectory(prefix);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(folder)));
        return folder;
    }

    private static void delete(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        } catch (IOException | RuntimeException e) {
            // a folder left in the temporary directory: nothing to say as the JVM ends
        }
    }
}
