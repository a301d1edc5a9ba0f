package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.provingground.verdict.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/cli.md is the reference picocli's model of the commands makes; {@code -Dpg.cli.write=true} writes it. */
class CliReferenceTest {

    static final Path REFERENCE = Path.of("..", "docs", "cli.md");

    @Test
    void theReferenceIsTheCommands() throws Exception {
        String generated = ProvingGround.reference();
        if (Setting.CLI_WRITE.isTrue()) {
            Files.writeString(REFERENCE, generated);
            return;
        }
        assertEquals(
                generated,
                Files.exists(REFERENCE) ? Files.readString(REFERENCE) : "",
                "docs/cli.md: regenerate with -Dtest=CliReferenceTest -Dpg.cli.write=true");
    }
}
