package dev.provingground.properties;

import static org.assertj.core.api.Assertions.assertThat;

import dev.provingground.hostile.MisbehavingCode;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledIfSystemProperty;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

/**
 * Every way a subject can keep a check from finishing has a name: a JVM it exits (with the status and
 * the frame that called {@code System.exit}), a heap it exhausts, a call that blocks or spins past the
 * bound (with every thread's stack), a JVM that dies of a signal. A child JVM's result travels on a
 * channel the subject cannot write to, so what it prints is never read as a result. The bounds here
 * are a few seconds; nothing waits for the subject by sleeping.
 */
@DisabledIfSystemProperty(
        named = "pg.it.skip",
        matches = "true") // the harness\'s own test: not part of a reviewer\'s check
class MisbehaviourTest {

    /** A scenario main standing for a subject: prints, then ends as told. */
    public static final class Scenario {
        public static void main(String[] args) throws Exception {
            System.out.println("held"); // the subject's own output: never read as the result
            switch (args[0]) {
                case "report" -> {
                    ChildJvm.say("FAILED: what the scenario saw");
                    ChildJvm.end(1);
                }
                case "flags" -> {
                    ChildJvm.say(String.join(
                            " ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
                    ChildJvm.end(0);
                }
                case "exit" -> MisbehavingCode.exit();
                case "heap" -> MisbehavingCode.exhaustHeap();
                case "hang" -> MisbehavingCode.block();
                case "spin" -> MisbehavingCode.spin();
                case "segv" -> MisbehavingCode.crashTheJvm();
                case "engine-segv" -> org.jetbrains.lincheck.StandInEngineCode.crashTheJvm();
                case "crash" ->
                    new ProcessBuilder(
                                    "kill",
                                    "-9",
                                    Long.toString(ProcessHandle.current().pid()))
                            .start(); // as the OOM killer would
                default -> throw new IllegalArgumentException(args[0]);
            }
            LockSupport.park(); // a crash takes a moment to land
        }
    }

    private static ChildJvm.Ended child(String how, long limitSeconds) throws Exception {
        return ChildJvm.run(Scenario.class, List.of("-Xmx64m"), List.of(how), limitSeconds);
    }

    @Test
    void aReportIsReadFromItsOwnChannelWhateverTheSubjectPrints() throws Exception {
        ChildJvm.Ended reported = child("report", 60);
        assertThat(reported.complete()).isTrue();
        assertThat(reported.how()).isNull();
        assertThat(reported.resultText()).isEqualTo("FAILED: what the scenario saw");
    }

    /** The build backs every JVM's heap alike (pg.jvm.pages: huge pages on Linux), children included. */
    @Test
    void aChildJvmBacksItsHeapAsItsParentDoes() throws Exception {
        List<String> mine = ChildJvm.inheritedFlags();
        assertThat(mine).contains("-Xlog:pagesize=off");
        if (OS.LINUX.isCurrentOs()) assertThat(mine).contains("-XX:+UseTransparentHugePages");
        ChildJvm.Ended ended = child("flags", 60);
        assertThat(ended.complete()).isTrue();
        assertThat(List.of(ended.resultText().split(" "))).containsAll(mine);
    }

    /** The line of the fixture's source that holds {@code code} (its line numbers move with the formatter). */
    private static int lineOf(String code) throws java.io.IOException {
        List<String> lines = java.nio.file.Files.readAllLines(
                java.nio.file.Path.of("src/test/java/dev/provingground/hostile/MisbehavingCode.java"));
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains(code)) return i + 1;
        throw new IllegalStateException("MisbehavingCode.java holds no " + code);
    }

    @Test
    void aSubjectThatExitsTheJvmIsNamedWithItsStatusAndFrame() throws Exception {
        ChildJvm.Ended ended = child("exit", 60);
        assertThat(ended.how()).isEqualTo(Outcome.EXITED);
        assertThat(ended.cause())
                .isEqualTo("the subject exited the JVM with status 3 from " + MisbehavingCode.class.getName()
                        + ".exit(MisbehavingCode.java:" + lineOf("System.exit(3);") + ")");
        assertThat(ended.describe()).contains("held");
    }

    @Test
    void aSubjectThatExhaustsTheHeapIsOutOfHeap() throws Exception {
        ChildJvm.Ended ended = child("heap", 60);
        assertThat(ended.how()).isEqualTo(Outcome.OUT_OF_HEAP);
        assertThat(ended.cause()).contains("OutOfMemoryError: Java heap space");
    }

    @Test
    void aSubjectBlockedAtTheBoundHungWithItsFrameAndEveryThreadsStack() throws Exception {
        ChildJvm.Ended ended = child("hang", 3);
        assertThat(ended.how()).isEqualTo(Outcome.HUNG);
        assertThat(ended.cause()).contains("stuck in " + MisbehavingCode.class.getName() + ".block(");
        assertThat(ended.describe())
                .contains("threads when the limit passed")
                .contains("java.lang.Thread.State: TIMED_WAITING");
    }

    @Test
    void aSubjectRunningAtTheBoundSpun() throws Exception {
        ChildJvm.Ended ended = child("spin", 3);
        assertThat(ended.how()).isEqualTo(Outcome.SPINNING);
        assertThat(ended.cause()).contains("spinning in " + MisbehavingCode.class.getName() + ".spin(");
    }

    @Test
    @DisabledOnOs(OS.WINDOWS) // no kill -9
    void aJvmKilledBySignalCrashed() throws Exception {
        ChildJvm.Ended ended = child("crash", 60);
        assertThat(ended.how()).isEqualTo(Outcome.CRASHED);
        assertThat(ended.cause()).contains("signal 9");
    }

    /** A JVM the subject's own code crashes: CRASHED, with the subject's frame; its report left in the child's folder. */
    @Test
    void aJvmTheSubjectCrashesCrashedInTheSubjectsFrame() throws Exception {
        ChildJvm.Ended ended = child("segv", 60);
        assertThat(ended.how()).isEqualTo(Outcome.CRASHED);
        assertThat(ended.crashFrame()).isEqualTo(MisbehavingCode.class.getName() + ".crashTheJvm");
        assertThat(ended.cause())
                .contains("signal 6")
                .endsWith(" in " + MisbehavingCode.class.getName() + ".crashTheJvm");
    }

    /**
     * A JVM an engine's own code crashes (Lincheck's memory snapshot read a racing subject's array past its end, corpus
     * R23): a harness error with the engine's frame, never the subject's CRASHED.
     */
    @Test
    void aJvmAnEngineCrashesIsAHarnessError() throws Exception {
        ChildJvm.Ended ended = child("engine-segv", 60);
        assertThat(ended.how()).isEqualTo(Outcome.ERROR);
        assertThat(ended.engineCrashed()).isTrue();
        assertThat(ended.cause())
                .startsWith("an engine crashed the JVM (exit 134, signal 6) in its own code, ")
                .endsWith("org.jetbrains.lincheck.StandInEngineCode.crashTheJvm");
    }
}
