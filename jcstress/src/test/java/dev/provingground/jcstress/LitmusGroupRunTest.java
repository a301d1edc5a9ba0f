package dev.provingground.jcstress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The plan the battery's one jcstress run is given: a subject a line, with its litmus tests, read back as
 * written; a line without tests is refused, so a subject never silently runs nothing. Which subject a
 * result belongs to is read from its fork's flags; the whole battery (every known-bad caught by its
 * litmus test, no sound subject failing) is what shows the attribution right.
 */
class LitmusGroupRunTest {

    @Test
    void aPlanReadsBackAsWritten(@TempDir Path dir) throws Exception {
        Map<String, List<String>> plan = new LinkedHashMap<>();
        plan.put(
                "dev.provingground.refcount.CasRefCount",
                List.of("dev.provingground.refcount.ReleaseVsReleaseLastLitmus"));
        plan.put(
                "dev.provingground.refcount.NettyRefCounted@io.netty:netty-common:4.1.17.Final",
                List.of(
                        "dev.provingground.refcount.OverflowVsLegalReleaseLitmus",
                        "dev.provingground.refcount.RetainVsRetainReleasedLitmus"));
        Path file = dir.resolve("plan.tsv");
        LitmusGroupRun.writePlan(file, plan);
        assertEquals(plan, LitmusGroupRun.readPlan(file));
    }

    @Test
    void aSubjectWithoutTestsIsRefused(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("plan.tsv");
        Files.writeString(file, "dev.provingground.refcount.CasRefCount\t\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LitmusGroupRun.readPlan(file));
        assertTrue(e.getMessage().contains("CasRefCount"), e.getMessage());
    }
}
