package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The build's test JVMs open the same java.base packages as every child JVM of an engine ({@link Opens}). */
class OpensTest {

    @Test
    void theRootPomOpensWhatEveryChildJvmOpens() throws Exception {
        String pom = Files.readString(Path.of("..", "pom.xml"));
        Matcher m = Pattern.compile("<pg.jvm.opens>([^<]*)</pg.jvm.opens>").matcher(pom);
        assertTrue(m.find(), "the root pom sets pg.jvm.opens");
        assertEquals(String.join(" ", Opens.flags()), m.group(1).strip());
    }
}
