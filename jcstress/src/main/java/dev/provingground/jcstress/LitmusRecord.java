package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Stuck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.openjdk.jcstress.infra.Status;
import org.openjdk.jcstress.infra.collectors.TestResult;

/**
 * Records what a run left for one subject's tests: each test's graded forks ({@link LitmusGrading}), HUNG or SPINNING
 * for a test whose fork was stopped at its bound, and ERROR for a test the run could not judge.
 */
final class LitmusRecord {

    private LitmusRecord() {}

    /** How jcstress reports a fork this runner stopped: killed, the JVM's status is 128 + SIGKILL. */
    private static final String STOPPED_FORK = "error code 137";

    /**
     * Records what a run left for one subject's tests ({@code results}: that subject's): each test's forks
     * merged and graded; a test whose fork was stopped at the bound ({@code stopped}: the threads of each
     * such fork of this subject) HUNG or SPINNING, as its threads say; an ERROR for a test that left no result.
     */
    static void recordRun(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            List<String> tests,
            List<TestResult> results,
            long millisPerTest,
            Path dir,
            Path log,
            List<String> stopped)
            throws Exception {
        List<String> unclaimed = new ArrayList<>(stopped);
        for (String test : tests) {
            List<TestResult> mine =
                    results.stream().filter(r -> r.getName().equals(test)).toList();
            Optional<String> threads = mine.stream()
                            .anyMatch(r -> r.status() == Status.VM_ERROR
                                    && String.join("\n", r.getMessages()).contains(STOPPED_FORK))
                    ? ForkSupervisor.stoppedFork(unclaimed, test)
                    : Optional.empty();
            if (threads.isPresent()) {
                String dump = threads.get();
                long bound = ForkSupervisor.TEST_BOUND_SECONDS;
                String why = Setting.JCSTRESS_TEST_BOUND_SECONDS.key;
                if (dump.startsWith(ForkSupervisor.BOUND_HEADER)) {
                    String[] header = dump.substring(ForkSupervisor.BOUND_HEADER.length(), dump.indexOf('\n'))
                            .split(" ", 2);
                    bound = Long.parseLong(header[0]);
                    why = header.length > 1 ? header[1] : why;
                    dump = dump.substring(dump.indexOf('\n') + 1);
                }
                Stuck stuck = Stuck.fromDump(dump);
                misbehaved(
                        recorder,
                        contract,
                        subject,
                        List.of(test),
                        bound * 1000,
                        stuck.outcome(),
                        stuck.cause(bound) + " (" + why + "); the fork was stopped",
                        "the fork's threads at the bound:\n\n" + stuck.dump(),
                        log);
            } else if (mine.isEmpty()) {
                errors(
                        recorder,
                        contract,
                        subject,
                        List.of(test),
                        millisPerTest,
                        "the test left no result in the jcstress run",
                        log);
            } else {
                LitmusGrading.recordTest(recorder, contract, subject, test, mine, millisPerTest, dir);
            }
        }
    }

    /** Tests the subject kept from finishing (it hung or spun): the named outcome, the cause, the threads. */
    static void misbehaved(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            List<String> tests,
            long millis,
            Outcome outcome,
            String cause,
            String threads,
            Path log)
            throws Exception {
        for (String test : tests) {
            String check = LitmusPlan.simpleName(test);
            recorder.record(
                    contract,
                    subject,
                    check,
                    Class.forName(test).getAnnotation(Aim.class),
                    outcome,
                    millis,
                    cause,
                    "jcstress " + test + " on " + subject.id() + ": " + cause + "\nlog: " + log + "\nreplay: "
                            + LitmusCommands.replay(subject, test) + "\n\n" + threads);
            System.out.printf("  %-28s %-11s %s%n", check, outcome, cause);
        }
    }

    /**
     * A run that could not judge these tests (its JVM died, hung, or left no result): an ERROR per
     * test with the cause and the log's tail, never a verdict. Nothing for the caller to add: the
     * verdict step fails the build on an ERROR cell.
     */
    static void errors(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            List<String> tests,
            long millis,
            String cause,
            Path log)
            throws Exception {
        List<String> lines =
                Files.exists(log) ? Files.readAllLines(log, java.nio.charset.StandardCharsets.ISO_8859_1) : List.of();
        String tail = String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        for (String test : tests) {
            String check = LitmusPlan.simpleName(test);
            recorder.record(
                    contract,
                    subject,
                    check,
                    Class.forName(test).getAnnotation(Aim.class),
                    Outcome.ERROR,
                    millis,
                    "harness error, no verdict: " + cause,
                    "jcstress " + test + " on " + subject.id() + ": " + cause + "\nlog: " + log + "\nreplay: "
                            + LitmusCommands.replay(subject, test) + "\n\n" + tail);
            System.out.printf("  %-28s %-11s %s%n", check, Outcome.ERROR, cause);
        }
    }
}
