package dev.provingground.verdict;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * The subjects that hung or spun in a cell of this build, noted beside the results ({@code pg.results},
 * where every engine writes; a harness test's own store keeps its notes to itself): once a subject has kept one cell to its bound, its other cells wait a short bound
 * ({@code pg.misbehaving.boundSeconds}, 5 s), not their own (120 s, 300 s): each is still run and named
 * (HUNG, SPINNING, with the frame), but the matrix is there in minutes. A subject that has not misbehaved
 * keeps every bound whole, so a correct but slow subject is never cut short.
 */
public final class Misbehaving {

    static final String FILE = "misbehaving-subjects.txt";

    /** Why a cell had the short bound: what its summary says, in every engine. */
    public static final String WHY = Setting.MISBEHAVING_BOUND_SECONDS.key + ": it hung or spun in an earlier cell";

    private Misbehaving() {}

    /** The short bound, in seconds, of a misbehaving subject's cells. */
    public static long shortBoundSeconds() {
        return Setting.MISBEHAVING_BOUND_SECONDS.or(5L);
    }

    /**
     * This build's id ({@code pg.run}: Maven's session start, the same in every module of one build): a note
     * holds for the build that wrote it only, so a class mended and checked again keeps its whole bounds.
     */
    private static String line(String subjectId) {
        return subjectId + "\t" + Setting.RUN.or("");
    }

    /** Notes, beside the results of {@code store}, that the subject hung or spun in a cell. */
    static synchronized void note(ResultStore store, String subjectId) {
        Path file = store.root().resolve(FILE);
        if (has(file, subjectId)) return;
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(
                    file,
                    line(subjectId) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println(
                    "could not note that " + subjectId + " misbehaved (its other cells keep their whole bounds): " + e);
        }
    }

    /** Whether the subject hung or spun in a cell of this build so far. */
    public static boolean has(String subjectId) {
        return has(file(), subjectId);
    }

    private static boolean has(Path file, String subjectId) {
        if (file == null || !Files.exists(file)) return false;
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return lines.contains(line(subjectId));
        } catch (IOException e) {
            return false;
        }
    }

    /** A cell's bound for this subject: {@code seconds}, or the short bound once the subject has misbehaved. */
    public static long bound(String subjectId, long seconds) {
        return has(subjectId) ? Math.min(seconds, shortBoundSeconds()) : seconds;
    }

    private static Path file() {
        String dir = Setting.RESULTS.value();
        return dir == null || dir.isBlank() ? null : Path.of(dir).resolve(FILE);
    }
}
