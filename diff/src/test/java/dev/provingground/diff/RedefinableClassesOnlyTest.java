package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ChildRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * One class loaded that cannot be linked: given the JVM's instrumentation, Lincheck's every install and uninstall has
 * its bulk retransformation refused and retransforms the loaded classes one at a time (docs/findings.md, F35); given
 * {@link RedefinableClassesOnly}, the class is found once and left out, and a check asks the JVM at most twice. Counted
 * calls, never the clock; each in a JVM of its own (Lincheck's agent is attached once per JVM).
 */
class RedefinableClassesOnlyTest {

    @Test
    void withTheJvmsOwnInstrumentationEveryCheckRetransformsClassByClass() throws Exception {
        UnlinkedClassProbe.Counted counted = probe("bare");
        assertTrue(counted.checksPassed(), counted.toString());
        assertEquals("", counted.note(), "nothing left out, nothing said");
        assertTrue(counted.refused() >= 2, "install and uninstall each refused: " + counted);
        assertTrue(counted.calls() > 2 * counted.refused(), "each refused call then one call per class: " + counted);
    }

    @Test
    void aroundItTheClassIsLeftOutAndACheckAsksTheJvmAtMostTwice() throws Exception {
        UnlinkedClassProbe.Counted counted = probe("around");
        assertTrue(counted.checksPassed(), counted.toString());
        assertEquals(0, counted.refused(), counted.toString());
        assertTrue(counted.calls() <= 2, "one bulk call to install, one to uninstall: " + counted);
        assertEquals(List.of("fixture.Plugin"), counted.leftOut());
        assertTrue(counted.note().contains("fixture.Plugin: "), "the evidence names it: " + counted.note());
    }

    private static UnlinkedClassProbe.Counted probe(String instrumentation) throws Exception {
        Path out = Files.createTempFile("pg-probe", ".ser");
        ChildJvm.Ended ended =
                ChildJvm.run(UnlinkedClassProbe.class, List.of(), List.of(instrumentation, out.toString()), 120);
        assertTrue(ended.complete(), ended.describe());
        return ChildRequest.read(out.toString(), UnlinkedClassProbe.Counted.class);
    }
}
