package dev.provingground.report;

import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Shard;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/**
 * What a shard's results folder says of itself ({@value #FILE}): which shard of how many, the mode
 * and the selection it ran, so that a merge can tell a missing, repeated or mismatched shard.
 */
public record ShardManifest(Shard shard, String mode, String subjects) {

    /** Not a {@code .properties} file: the result store reads every one of those as a result. */
    public static final String FILE = "pg-shard.manifest";

    public static ShardManifest of(Shard shard) {
        return new ShardManifest(shard, Setting.MODE.or("quick"), Setting.SUBJECTS.or(""));
    }

    public void write(Path resultsDir) throws IOException {
        Properties p = new Properties();
        p.setProperty("shard", shard.toString());
        p.setProperty("mode", mode);
        p.setProperty("subjects", subjects);
        Files.createDirectories(resultsDir);
        try (Writer w = Files.newBufferedWriter(resultsDir.resolve(FILE), StandardCharsets.UTF_8)) {
            p.store(w, "Proving Ground shard: merge every shard's results folder with ./proving-ground merge");
        }
    }

    /** The manifest of a shard's results folder; an IllegalArgumentException naming the folder if it has none. */
    public static ShardManifest read(Path resultsDir) {
        Path file = resultsDir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(resultsDir + " is not a shard's results folder (no " + FILE + ")");
        }
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
            return new ShardManifest(
                    Shard.parse(p.getProperty("shard", "")), p.getProperty("mode", ""), p.getProperty("subjects", ""));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException(file + " cannot be read: " + e.getMessage());
        }
    }
}
