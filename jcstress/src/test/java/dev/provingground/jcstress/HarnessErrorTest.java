package dev.provingground.jcstress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.refcount.CasRefCount;
import dev.provingground.refcount.RefCountContract;
import dev.provingground.refcount.RetainVsReleaseReleasedLitmus;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.Expected;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jcstress.infra.Status;
import org.openjdk.jcstress.infra.collectors.TestResult;

/**
 * A harness failure is never a verdict: a litmus test jcstress could not run on the subject (its
 * state threw: a class that cannot load, a constructor that fails), and a jcstress JVM that died or
 * hung without results, are ERROR with the cause and the replay command, never FAILED; a fork stopped
 * at its bound is matched to the test it was running by its threads.
 */
@DisabledIfSystemProperty(
        named = "pg.it.skip",
        matches = "true") // the harness\'s own test: not part of a reviewer\'s check
class HarnessErrorTest {

    @TempDir
    Path dir;

    private static final CatalogEntry SUBJECT =
            new CatalogEntry(CasRefCount.class, CatalogEntry.Role.BEFORE, Expected.sound(), "a subject");
    private static final String TEST = RetainVsReleaseReleasedLitmus.class.getName();

    private List<CheckResult> results() {
        return new ResultStore(dir.resolve("results")).readAll();
    }

    @Test
    void aTestJcstressCouldNotRunIsAnError() throws Exception {
        TestResult errored = new TestResult(Status.TEST_ERROR);
        errored.addMessage("java.lang.NoClassDefFoundError: io/netty/util/IllegalReferenceCountException");
        LitmusGrading.recordTest(
                new Recorder(new ResultStore(dir.resolve("results")), "jcstress"),
                RefCountContract.CONTRACT,
                SUBJECT,
                TEST,
                List.of(errored),
                10,
                dir);
        CheckResult r = results().get(0);
        assertEquals(CheckResult.Outcome.ERROR, r.outcome());
        assertTrue(
                r.summary().startsWith("harness error, no verdict: jcstress could not run the test: TEST_ERROR"),
                r.summary());
        assertTrue(
                r.evidence().contains("NoClassDefFoundError")
                        && r.evidence()
                                .contains("replay: "
                                        + ProcessHandle.current()
                                                .info()
                                                .command()
                                                .orElse("java") + " -Dpg.subject="),
                r.evidence());
    }

    @Test
    void aForkThatExitsOrRunsOutOfHeapIsNamedNotAnError() throws Exception {
        TestResult exited = new TestResult(Status.VM_ERROR);
        exited.addMessage("Failed with error code 3");
        exited.addVMErrs(
                List.of(LitmusSubject.EXIT_FRAME + "com.acme.ExitingCounters.pending(ExitingCounters.java:15)"));
        TestResult heap = new TestResult(Status.TEST_ERROR);
        heap.addMessage("java.lang.OutOfMemoryError: Java heap space");
        Recorder recorder = new Recorder(new ResultStore(dir.resolve("results")), "jcstress");
        LitmusGrading.recordTest(recorder, RefCountContract.CONTRACT, SUBJECT, TEST, List.of(exited), 10, dir);
        CheckResult r = results().get(0);
        assertEquals(CheckResult.Outcome.EXITED, r.outcome());
        assertEquals(
                "the subject exited the JVM with status 3 (a jcstress fork) from com.acme.ExitingCounters.pending(ExitingCounters.java:15)",
                r.summary());
        LitmusGrading.recordTest(recorder, RefCountContract.CONTRACT, SUBJECT, TEST, List.of(heap), 10, dir);
        assertEquals(CheckResult.Outcome.OUT_OF_HEAP, results().get(0).outcome(), "the same cell, recorded again");
    }

    @Test
    void aJcstressJvmThatDiedWithoutResultsIsAnErrorPerTest() throws Exception {
        Path log = dir.resolve("jcstress.log");
        Files.writeString(log, "... VM crash or System.exit called?\nProcess Exit Code: 3\n");
        LitmusRecord.errors(
                new Recorder(new ResultStore(dir.resolve("results")), "jcstress"),
                RefCountContract.CONTRACT,
                SUBJECT,
                List.of(TEST),
                10,
                "the jcstress JVM exited 3 without results",
                log);
        CheckResult r = results().get(0);
        assertEquals(CheckResult.Outcome.ERROR, r.outcome());
        assertEquals("harness error, no verdict: the jcstress JVM exited 3 without results", r.summary());
        assertTrue(r.evidence().contains("Process Exit Code: 3"), r.evidence());
    }

    @Test
    void aForkStoppedAtTheBoundIsMatchedToItsTestByItsThreads() {
        String other = "dev.provingground.refcount.RetainVsRetainReleasedLitmus";
        String stuckInOther =
                "\"worker\"\n   java.lang.Thread.State: WAITING\n\tat com.acme.Blocking.retain(Blocking.java:9)\n\tat "
                        + other + ".staleRetain(RetainVsRetainReleasedLitmus.java:40)\n";
        String stuckInTest = stuckInOther
                .replace(other, TEST)
                .replace("RetainVsRetainReleasedLitmus.java", "RetainVsReleaseReleasedLitmus.java");
        String beforeAnyTest =
                "\"main\"\n   java.lang.Thread.State: RUNNABLE\n\tat java.lang.Object.wait0(Native Method)\n";
        List<String> unclaimed = new java.util.ArrayList<>(List.of(stuckInOther, stuckInTest, beforeAnyTest));
        assertEquals(
                java.util.Optional.of(stuckInTest),
                ForkSupervisor.stoppedFork(unclaimed, TEST),
                "the dump naming the test's class");
        assertEquals(java.util.Optional.of(stuckInOther), ForkSupervisor.stoppedFork(unclaimed, other));
        assertEquals(
                java.util.Optional.of(beforeAnyTest),
                ForkSupervisor.stoppedFork(unclaimed, "dev.provingground.refcount.ThirdLitmus"),
                "a fork stuck before any test's code: the first dump not claimed");
        assertEquals(
                java.util.Optional.empty(), ForkSupervisor.stoppedFork(unclaimed, TEST), "no dump is claimed twice");
    }

    @Test
    void aReviewersForkIsHungEarlyOnlyWhenItsThreadsInTheSubjectNeitherRunNorMove() {
        String parked =
                "\"worker\" #21 [301] prio=5 os_prio=0 cpu=12.50ms elapsed=9.10s tid=0x1 nid=301 waiting on condition\n"
                        + "   java.lang.Thread.State: WAITING (parking)\n\tat jdk.internal.misc.Unsafe.park(Native Method)\n"
                        + "\tat com.acme.hostile.BlockingCounters.onSend(BlockingCounters.java:20)\n\tat " + TEST
                        + ".actor1(Litmus.java:40)\n\n"
                        + "\"main\" #1 [300] prio=5 os_prio=0 cpu=900.00ms elapsed=9.20s tid=0x2 nid=300 waiting on condition\n"
                        + "   java.lang.Thread.State: TIMED_WAITING (parking)\n\tat java.lang.Thread.sleep(Native Method)\n";
        String look = ThreadDump.blockedInSubject(parked);
        assertTrue(look.contains("com.acme.hostile.BlockingCounters.onSend") && look.contains("cpu=12.50"), look);
        assertEquals(
                look,
                ThreadDump.blockedInSubject(
                        parked.replace("elapsed=9.10s", "elapsed=14.30s").replace("cpu=900.00ms", "cpu=950.00ms")),
                "unmoved: the same look, whatever the harness's threads did");
        String contended = parked.replace("cpu=12.50ms", "cpu=40.00ms");
        assertTrue(!look.equals(ThreadDump.blockedInSubject(contended)), "a thread that used CPU between looks moved");
        assertEquals(
                "",
                ThreadDump.blockedInSubject(parked.replace("WAITING (parking)\n\tat jdk", "RUNNABLE\n\tat jdk")),
                "a thread running in the subject's code may be slow, not stuck");
        assertEquals(
                "",
                ThreadDump.blockedInSubject(
                        "\"main\" #1 cpu=1.00ms\n   java.lang.Thread.State: WAITING\n\tat java.lang.Object.wait0(Native Method)\n"),
                "no thread in the subject's code");
    }

    @Test
    void aReviewersForkSpinsEarlyOnlyWhenOneSanityCheckCallRunsInTheSubjectAtBothLooks() {
        String spinning =
                "\"JcstressThread_APICheck_completer\" #23 [305] prio=5 os_prio=0 cpu=5012.40ms elapsed=5.10s tid=0x3 nid=305 runnable\n"
                        + "   java.lang.Thread.State: RUNNABLE\n\tat java.lang.Thread.onSpinWait(Thread.java:2400)\n"
                        + "\tat com.acme.hostile.SpinningCounters.onComplete(SpinningCounters.java:17)\n\tat " + TEST
                        + ".completer(Litmus.java:44)\n"
                        + "\tat " + TEST
                        + "_jcstress$JcstressThread_APICheck_completer.internalRun(Litmus_jcstress.java:70)\n\n"
                        + "\"main\" #1 [300] prio=5 os_prio=0 cpu=900.00ms elapsed=5.20s tid=0x2 nid=300 in Object.wait()\n"
                        + "   java.lang.Thread.State: WAITING (on object monitor)\n\tat java.lang.Object.wait0(Native Method)\n";
        String look = ThreadDump.spinningInSanityCheck(spinning);
        assertEquals("JcstressThread_APICheck_completer #23 in com.acme.hostile.SpinningCounters.onComplete\n", look);
        assertEquals(
                look,
                ThreadDump.spinningInSanityCheck(
                        spinning.replace("SpinningCounters.java:17", "SpinningCounters.java:18")
                                .replace("cpu=5012.40ms", "cpu=10020.00ms")),
                "the same call, wherever in its loop: still running");
        assertEquals("", ThreadDump.blockedInSubject(spinning), "running, so not hung");
        assertEquals(
                "",
                ThreadDump.spinningInSanityCheck(
                        spinning.replace("JcstressThread_APICheck_", "JcstressThread_ResourceCheck_")),
                "the resource check calls an actor many times: a slow subject is slow there, not stuck");
        assertEquals(
                "",
                ThreadDump.spinningInSanityCheck(spinning.replace("RUNNABLE\n", "BLOCKED (on object monitor)\n")),
                "a blocked call is the hang's look, not this one");
        assertTrue(
                !look.equals(ThreadDump.spinningInSanityCheck(spinning.replace("#23", "#24"))),
                "another thread: another call, not the same one still running");
        String inSetup = "\"main\" #1 [300] prio=5 os_prio=0 cpu=5012.40ms elapsed=5.20s tid=0x2 nid=300 runnable\n"
                + "   java.lang.Thread.State: RUNNABLE\n\tat java.lang.Thread.onSpinWait(Thread.java:2400)\n"
                + "\tat com.acme.hostile.SpinningCounters.onComplete(SpinningCounters.java:17)\n\tat " + TEST
                + ".<init>(Litmus.java:30)\n"
                + "\tat " + TEST + "_jcstress.jcstress_sanityCheck_API(Litmus_jcstress.java:80)\n";
        assertEquals(
                "main #1 in com.acme.hostile.SpinningCounters.onComplete\n",
                ThreadDump.spinningInSanityCheck(inSetup),
                "a test's setup calls the subject while the sanity check builds its one state, on the fork's own thread");
        assertEquals(
                "",
                ThreadDump.spinningInSanityCheck(
                        inSetup.replace("jcstress_sanityCheck_API", "jcstress_sanityCheck_Resource")),
                "the resource check builds many states: slow there, not stuck");
    }
}
