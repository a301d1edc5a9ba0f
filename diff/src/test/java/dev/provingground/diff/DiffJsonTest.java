package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** diff.json: the fields its schema names, and the schema's words the verdict's and the reading's closed vocabularies. */
class DiffJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aDiffJsonHoldsWhatItsSchemaRequires(@TempDir Path folder) throws Exception {
        Verdict verdict = new Verdict(Verdict.Kind.DIFFERS, "after differs from before: a difference, not a race");
        DiffJson.write(
                folder,
                verdict,
                RaceSearch.Reading.SEQUENTIAL,
                Map.of("sequential-equivalence", "PASSED"),
                new TimeSpent());
        JsonNode written = JSON.readTree(folder.resolve(DiffJson.FILE).toFile());
        JsonNode schema =
                JSON.readTree(Path.of("..", "docs", "diff.schema.json").toFile());
        List<String> fields = new ArrayList<>();
        written.fieldNames().forEachRemaining(fields::add);
        List<String> required = new ArrayList<>();
        schema.get("required").forEach(n -> required.add(n.asText()));
        assertEquals(required, fields);
        assertEquals(1, written.get("exit").asInt());
        assertEquals("SEQUENTIAL", written.get("reading").asText());
        assertEquals(
                schema.at("/properties/format/const").asText(),
                written.get("format").asText());
    }

    @Test
    void whereTheTimeWentIsWrittenStepByStep(@TempDir Path folder) throws Exception {
        TimeSpent spent = new TimeSpent();
        spent.since("the sequential check's JVM", System.nanoTime() - 2_340_000_000L);
        spent.since(TimeSpent.engineRun("after", "before", false, false, false, false, 0, 1), System.nanoTime());
        DiffJson.write(
                folder,
                new Verdict(Verdict.Kind.NO_DIFFERENCE, "no difference found"),
                RaceSearch.Reading.AS_SEEN,
                Map.of(),
                spent);
        JsonNode steps = JSON.readTree(folder.resolve(DiffJson.FILE).toFile()).get("timeSpent");
        assertEquals(2, steps.size(), steps.toString());
        assertEquals("the sequential check's JVM", steps.get(0).get("step").asText());
        assertEquals(2.3, steps.get(0).get("seconds").asDouble(), 0.15);
        assertEquals(
                "the after side's search, judged by the before side's answers, past 1 history both builds give",
                steps.get(1).get("step").asText());
        assertTrue(spent.words().contains("in all"), spent.words());
    }

    @Test
    void theSchemaNamesEveryVerdictAndReading() throws Exception {
        JsonNode schema = JSON.readTree(Files.readString(Path.of("..", "docs", "diff.schema.json")));
        assertEquals(
                Arrays.stream(Verdict.Kind.values()).map(Enum::name).toList(),
                words(schema.at("/properties/verdict/enum")));
        assertEquals(
                Arrays.stream(RaceSearch.Reading.values()).map(Enum::name).toList(),
                words(schema.at("/properties/reading/enum")));
    }

    private static List<String> words(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }
}
