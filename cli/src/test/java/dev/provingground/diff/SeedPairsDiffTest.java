package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.verdict.ToolTest;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The seed's optimizations as a reviewer meets them, two builds and no checks written: the diff finds
 * the XADD refcount's race (aimed at the free: a double free, or a retain of a freed object), the even/odd refcount's different
 * answer to retain(2^30), the counter's lost send under eviction (F1), the pool ring's release (F6; the
 * shared context of F4 is in both builds); a repaired refcount shows nothing (it is the no-false-alarm case: every
 * check runs to its whole budget on both sides; a class against itself was a second such case, 87 s of the build for
 * nothing more, and went). JMH (check 4) runs in the first case only: its figures are no verdict; the first case also runs
 * the regression test the diff wrote, with Maven in a fresh folder, on both builds. A plain
 * {@code ./mvnw verify} runs that first case, the diff end to end with every report; the others take minutes
 * ({@link ToolTest#LONG}) and run with {@code -Pe2e}.
 */
@ToolTest(group = 0)
class SeedPairsDiffTest {

    private static Path refcounts() throws Exception {
        return Pairs.build(
                "refcount",
                "refcount/IllegalReferenceCountException.java",
                "refcount/Freeable.java",
                "refcount/CasRefCount.java",
                "refcount/XaddRefCount.java",
                "refcount/EvenOddRefCount.java",
                "refcount/WaitOutOverflowRefCount.java");
    }

    /**
     * The reviewer aims the diff at the free: the operations of an interface without the read of the
     * count ({@code --api Freeable}), every count 1 ({@code --generator Ones}). What is left to find is
     * what the XADD brings: a retain on a freed object adds before it rolls back, and in that window
     * another release frees it again, or another retain succeeds on it.
     */
    @Test
    void theXaddRefcountInTwoBuildsFreesTwiceOrRetainsAFreedObject() throws Exception {
        String[] others = {
            "refcount/IllegalReferenceCountException.java", "refcount/Freeable.java", "refcount/Ones.java"
        };
        Path before = Pairs.buildAs("cas", "refcount/CasRefCount.java", "RefCount", others);
        Path after = Pairs.buildAs("xadd", "refcount/XaddRefCount.java", "RefCount", others);
        Path out = Path.of("target/pg-diff/xadd").toAbsolutePath();
        Pairs.Run run = Pairs.diff(
                "--class",
                "pairs.RefCount",
                "--api",
                "pairs.refcount.Freeable",
                "--generator",
                "pairs.refcount.Ones",
                "--before",
                before.toString(),
                "--after",
                after.toString(),
                "--out",
                out.toString());
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("operations: 2 calls of 2 methods (release, retain)"), run.toString());
        assertTrue(run.out().contains("sequential-equivalence             SAME"), run.toString());
        assertTrue(run.out().contains("verdict: after is not linearizable, before is"), run.toString());
        assertTrue(run.out().contains("before-linearizable-alone          PASSED"), run.toString());
        String history = run.out().substring(run.out().indexOf("= Invalid execution results ="));
        history = history.substring(0, history.indexOf("operations:"));
        boolean freedTwice = history.split("release_0\\(\\): true", -1).length - 1 >= 2;
        boolean retainedFreed = history.contains("release_0(): true") && history.contains("retain_1(): void");
        assertTrue(freedTwice || retainedFreed, "a double free or a retain of a freed object: " + history);
        // The interleaving is the subject's: the harness's steps of a call are no switch points and no lines
        // (Dispatch).
        String interleaving = run.out().substring(run.out().indexOf("The following interleaving leads to the error:"));
        interleaving = interleaving.substring(0, interleaving.indexOf("Detailed trace:"));
        assertTrue(interleaving.contains("RefCount#1.re"), interleaving);
        for (String harness : List.of("role.", "Outcomes.", "argumentsFor", "Dispatch.prepare", "Dispatch.answer"))
            assertTrue(!interleaving.contains(harness), harness + " in the interleaving:\n" + interleaving);

        // The same in JUnit XML, for a CI's test tab: the race is a failed test case with its history.
        var xml = javax.xml.parsers.DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(out.resolve("junit.xml").toFile());
        var cases = xml.getElementsByTagName("testcase");
        assertEquals(4, cases.getLength());
        var failures = xml.getElementsByTagName("failure");
        assertEquals(1, failures.getLength(), "one failed case");
        assertEquals(
                "after-linearizable-against-before",
                ((org.w3c.dom.Element) failures.item(0).getParentNode()).getAttribute("name"));
        assertTrue(
                failures.item(0).getTextContent().contains("Invalid execution results"),
                failures.item(0).getTextContent());
        assertTrue(java.nio.file.Files.readString(out.resolve("report.txt"))
                .contains("verdict: after is not linearizable"));

        // And as the suite's verdict matrix: verdicts.json to its schema, the after row failing diff:linearizable.
        String json = java.nio.file.Files.readString(out.resolve("verdicts.json"));
        assertEquals(
                java.util.List.of(),
                dev.provingground.report.ReportValidation.verdictsJson(json, Path.of("../docs/verdicts.schema.json")));
        var subjects = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json)
                .get("contracts")
                .get(0)
                .get("subjects");
        assertEquals("SOUND", subjects.get(0).get("verdict").asText(), json);
        assertEquals("FAILS", subjects.get(1).get("verdict").asText(), json);
        assertTrue(java.nio.file.Files.isRegularFile(out.resolve("index.html")));

        // And as a regression test the PR's author can run and commit: in a fresh folder outside this repository, mvn
        // test
        // fails on the after build (Lincheck's failure) and passes on the before build.
        Path regression = out.resolve(Reproducer.FOLDER);
        assertTrue(
                run.out()
                        .contains(
                                "regression test: " + regression.resolve("src/test/java/pairs/RefCountRaceTest.java")),
                run.toString());
        RegressionTestRun onAfter = RegressionTestRun.of(regression, false);
        assertEquals(2, onAfter.tests(), onAfter.toString());
        assertTrue(
                onAfter.exit() != 0 && onAfter.failures().contains("org.jetbrains.lincheck.LincheckAssertionError"),
                onAfter.toString());
        RegressionTestRun onBefore = RegressionTestRun.of(regression, true);
        assertEquals(0, onBefore.exit(), onBefore.toString());
        assertEquals(2, onBefore.tests(), onBefore.toString());
        assertEquals(java.util.List.of(), onBefore.failures(), onBefore.toString());
    }

    @Test
    @Tag(ToolTest.LONG)
    void theEvenOddRefcountAnswersRetainOfTwoToThe30Differently() throws Exception {
        Path build = refcounts();
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.refcount.CasRefCount",
                "--after-class",
                "pairs.refcount.EvenOddRefCount",
                "--cp",
                build.toString(),
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after differs from before"), run.toString());
        assertTrue(
                run.out()
                        .contains(
                                "retain(2^30) answers void before and threw pairs.refcount.IllegalReferenceCountException after"),
                run.toString());
    }

    /**
     * The same difference as a PR makes it, one class in two builds: its regression test is the calls in order and the
     * before build's answers, and Maven in a fresh folder shows it failing on the after build and passing on the before one.
     */
    @Test
    @Tag(ToolTest.LONG)
    void theEvenOddRefcountsDifferenceComesWithATestOfItsCalls() throws Exception {
        String[] others = {"refcount/IllegalReferenceCountException.java", "refcount/Freeable.java"};
        Path before = Pairs.buildAs("cas-sequence", "refcount/CasRefCount.java", "RefCount", others);
        Path after = Pairs.buildAs("evenodd-sequence", "refcount/EvenOddRefCount.java", "RefCount", others);
        Path out = Path.of("target/pg-diff/evenodd").toAbsolutePath();
        Pairs.Run run = Pairs.diff(
                "--class",
                "pairs.RefCount",
                "--before",
                before.toString(),
                "--after",
                after.toString(),
                "--no-bench",
                "--out",
                out.toString());
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after differs from before"), run.toString());
        assertTrue(
                run.out()
                        .contains("regression test: "
                                + out.resolve("regression-test/src/test/java/pairs/RefCountDifferenceTest.java")),
                run.toString());
        RegressionTestRun onAfter = RegressionTestRun.of(out.resolve(Reproducer.FOLDER), false);
        assertTrue(
                onAfter.exit() != 0 && onAfter.failures().contains("org.opentest4j.AssertionFailedError"),
                onAfter.toString());
        RegressionTestRun onBefore = RegressionTestRun.of(out.resolve(Reproducer.FOLDER), true);
        assertEquals(0, onBefore.exit(), onBefore.toString());
        assertEquals(1, onBefore.tests(), onBefore.toString());
    }

    /**
     * Aimed at one instance ({@code --generator OneInstance}): among the three built-in names, a quick
     * diff met a send beside the eviction of its counter in most runs but not all (1 of 8 clean-clone
     * builds on 2026-11-23 found nothing in any of its four Lincheck runs).
     */
    @Test
    @Tag(ToolTest.LONG)
    void theAtomicCounterLosesASendToEviction() throws Exception {
        Path build = Pairs.build(
                "counter",
                "counter/ComputeCounters.java",
                "counter/AtomicFloorCounters.java",
                "counter/OneInstance.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.counter.ComputeCounters",
                "--after-class",
                "pairs.counter.AtomicFloorCounters",
                "--cp",
                build.toString(),
                "--generator",
                "pairs.counter.OneInstance",
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after is not linearizable, before is"), run.toString());
        assertTrue(run.out().contains("retainLive_"), "the history evicts: " + run);
    }

    /**
     * Penna's ring against its ThreadLocal: what the PR changes is release. A lease released twice
     * answers IllegalMonitorStateException where the ThreadLocal said IllegalStateException, and a lease
     * released by another thread fails (F6). The nested acquire that gets the held context (F4) is in
     * both builds, so the diff rightly does not blame it on the PR: only the suite's pool contract,
     * whose spec says "another context", catches it.
     */
    @Test
    @Tag(ToolTest.LONG)
    void theTryLockRingReleasesUnlikeTheThreadLocal() throws Exception {
        Path build = Pairs.build("pool", "pool/ThreadLocalContexts.java", "pool/TryLockRing.java");
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.pool.ThreadLocalContexts",
                "--after-class",
                "pairs.pool.TryLockRing",
                "--cp",
                build.toString(),
                "--no-bench");
        assertEquals(1, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: after differs from before"), run.toString());
        assertTrue(
                run.out()
                        .contains(
                                "answers threw java.lang.IllegalStateException before and threw java.lang.IllegalMonitorStateException after"),
                run.toString());
        assertTrue(run.out().contains("after-linearizable-against-before  FAILED"), run.toString());
        assertTrue(run.out().contains("before-linearizable-alone          PASSED"), run.toString());
    }

    @Test
    @Tag(ToolTest.LONG)
    void theRepairedRefcountShowsNoDifference() throws Exception {
        Pairs.Run run = Pairs.diff(
                "--before-class",
                "pairs.refcount.CasRefCount",
                "--after-class",
                "pairs.refcount.WaitOutOverflowRefCount",
                "--cp",
                refcounts().toString(),
                "--no-bench");
        assertEquals(0, run.exit(), run.toString());
        assertTrue(run.out().contains("verdict: no difference found"), run.toString());
    }
}
