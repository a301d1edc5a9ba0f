package dev.provingground.diff;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The diff's verdict for what acts on it (a CI step, the corpus), typed, in {@code diff.json} beside the report (its
 * schema: {@code docs/diff.schema.json}): the exit code, the verdict's kind ({@link Verdict.Kind}), how the race search's
 * outcomes are read ({@link RaceSearch.Reading}: a failing history that is the after side's own sequential answers is
 * no race), the verdict's words, each check's outcome and where the time went ({@link TimeSpent}: each step and its
 * seconds). Nothing need read the console or the report's sentences.
 */
final class DiffJson {

    static final String FILE = "diff.json";

    private DiffJson() {}

    static void write(
            Path folder, Verdict verdict, RaceSearch.Reading reading, Map<String, String> checks, TimeSpent spent)
            throws IOException {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", "proving-ground-diff/1");
        json.put("exit", verdict.exit().code());
        json.put("verdict", verdict.kind().name());
        json.put("reading", reading.name());
        json.put("words", verdict.words());
        json.put("checks", checks);
        List<Map<String, Object>> steps = new ArrayList<>();
        for (TimeSpent.Step step : spent.steps()) {
            Map<String, Object> one = new LinkedHashMap<>();
            one.put("step", step.what());
            one.put("seconds", Math.round(step.millis() / 100.0) / 10.0);
            steps.add(one);
        }
        json.put("timeSpent", steps);
        Files.writeString(
                folder.resolve(FILE),
                new com.fasterxml.jackson.databind.ObjectMapper()
                        .writerWithDefaultPrettyPrinter()
                        .writeValueAsString(json));
    }
}
