package dev.provingground.verdict;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Results on disk, one properties file per (engine, contract, subject, check), under the directory
 * named by the system property {@code pg.results}. Engines write; the verdict step reads.
 */
public final class ResultStore {

    private final Path root;

    public ResultStore(Path root) {
        this.root = root;
    }

    /** The store named by {@code -Dpg.results}; it must be set (the build sets it for every engine). */
    public static ResultStore fromSystemProperty() {
        String dir = Setting.RESULTS.value();
        if (dir == null || dir.isBlank()) {
            throw new IllegalStateException("system property pg.results is not set: run through Maven (./mvnw verify)");
        }
        return new ResultStore(Path.of(dir));
    }

    public Path root() {
        return root;
    }

    public Path write(CheckResult r) {
        Properties p = new Properties();
        p.setProperty("contract", r.contract());
        p.setProperty("subject", r.subject());
        p.setProperty("engine", r.engine());
        p.setProperty("check", r.check());
        p.setProperty("properties", String.join(",", r.properties()));
        p.setProperty("catches", String.join(",", r.catches()));
        p.setProperty("outcome", r.outcome().name());
        p.setProperty("millis", Long.toString(r.millis()));
        p.setProperty("summary", r.summary());
        p.setProperty("evidence", r.evidence());
        p.setProperty("budget", r.budget());
        Path file = root.resolve(r.engine())
                .resolve(r.contract())
                .resolve(SubjectId.fileName(r.subject()) + "__" + r.check() + ".properties");
        try {
            Files.createDirectories(file.getParent());
            try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                p.store(w, null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record result in " + file, e);
        }
        return file;
    }

    public List<CheckResult> readAll() {
        if (!Files.isDirectory(root)) return List.of();
        List<CheckResult> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".properties"))
                    .sorted()
                    .toList()) {
                out.add(read(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read results under " + root, e);
        }
        return out;
    }

    static CheckResult read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        String catches = p.getProperty("catches", "");
        String properties = p.getProperty("properties", "");
        return new CheckResult(
                p.getProperty("contract"),
                p.getProperty("subject"),
                p.getProperty("engine"),
                p.getProperty("check"),
                properties.isEmpty() ? List.of() : Arrays.asList(properties.split(",")),
                catches.isEmpty() ? List.of() : Arrays.asList(catches.split(",")),
                CheckResult.Outcome.valueOf(p.getProperty("outcome")),
                Long.parseLong(p.getProperty("millis", "0")),
                p.getProperty("summary", ""),
                p.getProperty("evidence", ""),
                p.getProperty("budget", ""));
    }

    /** Deletes a directory and everything under it; nothing if it does not exist. */
    public static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (var files = Files.walk(dir)) {
            for (Path f : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(f);
        }
    }
}
