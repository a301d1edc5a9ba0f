package dev.provingground.diff;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The diff's verdict for what acts on it (a CI step, the corpus), typed, in {@code diff.json} beside the report (its
 * schema: {@code docs/diff.schema.json}): the exit code, the verdict's kind ({@link Verdict.Kind}), how the race search's
 * outcomes are read ({@link RaceSearch.Reading}: a failing history that is the after side's own sequential answers is
 * no race), the verdict's words and each check's outcome. Nothing need read the console or the report's sentences.
 */
final class DiffJson {

    static final String FILE = "diff.json";

    private DiffJson() {}

    static void write(Path folder, Verdict verdict, RaceSearch.Reading reading, Map<String, String> checks)
            throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", "proving-ground-diff/1");
        json.put("exit", verdict.exit().code());
        json.put("verdict", verdict.kind().name());
        json.put("reading", reading.name());
        json.put("words", verdict.words());
        json.put("checks", checks);
        Files.writeString(
                folder.resolve(FILE),
                new com.fasterxml.jackson.databind.ObjectMapper()
                        .writerWithDefaultPrettyPrinter()
                        .writeValueAsString(json));
    }
}
