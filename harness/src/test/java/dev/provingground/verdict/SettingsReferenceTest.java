package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every {@code pg.*} setting in one list ({@link Setting}): docs/settings.md is generated from it ({@code
 * -Dpg.settings.write=true} writes it), no code reads a setting but through it, and no setting it lists is unknown.
 */
class SettingsReferenceTest {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path REFERENCE = ROOT.resolve("docs/settings.md");

    /** A read or a write of a system property named by a literal {@code pg.*}, or a {@code -Dpg.} flag written by hand. */
    private static final Pattern BY_HAND = Pattern.compile(
            "(?:getProperty|getBoolean|getLong|getInteger|setProperty|clearProperty)\\(\"pg\\.|\"-Dpg\\.");

    @Test
    void theReferenceIsTheOneTheListMakes() throws IOException {
        if (Setting.SETTINGS_WRITE.isTrue()) Files.writeString(REFERENCE, SettingsReference.reference());
        assertEquals(
                SettingsReference.reference(),
                Files.readString(REFERENCE),
                "docs/settings.md is generated: ./mvnw -pl harness test "
                        + "-Dtest=SettingsReferenceTest -Dpg.settings.write=true");
    }

    @Test
    void noCodeReadsASettingButThroughTheList() throws IOException {
        List<String> byHand = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ROOT)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")
                            && !p.toString().contains("/target/")
                            && (p.toString().contains("/src/main/")
                                    || p.toString().contains("/src/test/")
                                            && !p.getFileName().toString().endsWith("Test.java"))
                            && !p.getFileName().toString().equals("Setting.java"))
                    .toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher m = BY_HAND.matcher(lines.get(i));
                    if (m.find())
                        byHand.add(ROOT.relativize(f) + ":" + (i + 1) + ": "
                                + lines.get(i).strip());
                }
            }
        }
        assertEquals(List.of(), byHand, "read or pass a pg.* setting through dev.provingground.verdict.Setting");
    }

    @Test
    void eachSettingIsNamedOnceAndUnderPg() {
        List<String> keys = SettingsReference.keys();
        assertEquals(keys.size(), keys.stream().distinct().count(), "a setting listed twice: " + keys);
        assertTrue(keys.stream().allMatch(k -> k.startsWith("pg.")), keys.toString());
    }
}
