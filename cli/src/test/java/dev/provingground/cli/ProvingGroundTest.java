package dev.provingground.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.provingground.counter.ComputeCounters;
import dev.provingground.counter.CounterSetup;
import dev.provingground.counter.UnmatchedCompletionReporter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Bad input gets exit 2 and one line naming what is wrong, before anything runs (no build is
 * started: these cases never reach Maven, which the empty root would make fail differently).
 */
class ProvingGroundTest {

    @TempDir
    Path emptyRoot;

    private record Run(int exit, String out, String err) {}

    private Run run(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int exit = ProvingGround.run(
                args,
                emptyRoot,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "unknown contract            | check nosuch --impl a.B                                                     | proving-ground check: unknown contract 'nosuch' (contracts: counter, refcount, pool, headers, timeout, keyset, pinning)",
                "class not found             | check counter --impl com.acme.Missing                                       | proving-ground check: class com.acme.Missing not found on the class path",
                "not implementing contract   | check counter --impl java.lang.String                                       | proving-ground check: java.lang.String does not implement dev.provingground.counter.PendingRequestCounters (the counter contract)",
                "no setup constructor        | check counter --impl dev.provingground.cli.ProvingGroundTest$NoSetupConstructor | proving-ground check: dev.provingground.cli.ProvingGroundTest$NoSetupConstructor has no public constructor NoSetupConstructor(CounterSetup): every subject of the counter contract is built from a dev.provingground.counter.CounterSetup",
                "missing class path entry    | check counter --impl a.B --cp /no/such/acme.jar                             | proving-ground check: class path entry does not exist: /no/such/acme.jar",
                "unknown option              | check counter --impl a.B --fast                                             | proving-ground check: unknown option '--fast' (see proving-ground check --help)",
                "bad mode                    | check counter --impl a.B --mode slow                                        | proving-ground check: Invalid value for option '--mode': expected one of [QUICK, THOROUGH] (case-insensitive) but was 'slow' (see proving-ground check --help)",
                "no impl                     | check counter                                                               | proving-ground check: check needs --impl <class>: the class to check",
                "option without value        | check counter --impl                                                        | proving-ground check: Missing required parameter for option '--impl' (<class>) (see proving-ground check --help)",
                "bad coordinates             | check refcount --impl a.B --artifact io.netty                                | proving-ground check: bad Maven coordinates 'io.netty' (expected group:artifact:version)",
                "versions without artifact   | check refcount --impl a.B --versions 1..2                                   | proving-ground check: --versions needs --artifact group:artifact: the artifact whose versions to check",
                "versions with a version     | check refcount --impl a.B --artifact io.netty:netty-common:4.1.16.Final --versions 1..2 | proving-ground check: with --versions, --artifact names group:artifact without a version (got 'io.netty:netty-common:4.1.16.Final')",
                "unknown command             | verify counter                                                              | proving-ground: unknown command 'verify' (commands: list, check, diff, pr, merge, help)",
                "constructor throws          | check counter --impl dev.provingground.cli.ProvingGroundTest$ThrowingConstructor | proving-ground check: dev.provingground.cli.ProvingGroundTest$ThrowingConstructor(CounterSetup) threw java.lang.IllegalStateException: boom",
                "bad setting                 | check counter --impl a.B -Dpg.properties.boundSeconds                       | proving-ground check: -Dpg.properties.boundSeconds needs a value: -Dpg.properties.boundSeconds=<value>",
                "mistyped option             | check counter --imlp a.B                                                    | proving-ground check: unknown option '--imlp' (did you mean --impl?)",
                "not the suite's setting     | check counter --impl a.B -Dfoo=1                                            | proving-ground check: -Dfoo: only the suite's own settings pass through (-Dpg.<setting>=<value>)",
                "mistyped command            | chek counter                                                                | proving-ground: unknown command 'chek' (commands: list, check, diff, pr, merge, help)",
            })
    void badInputGetsOneLineAndExitTwo(String what, String args, String expected) {
        Run r = run(args.trim().split("\\s+"));
        assertEquals(2, r.exit(), what);
        assertEquals(expected.trim() + System.lineSeparator(), r.err(), what);
        assertEquals("", r.out(), what + ": nothing else printed, nothing run");
    }

    @ParameterizedTest(name = "{0} --help")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"list", "check", "diff", "pr", "merge"})
    void everyCommandAnswersHelp(String command) {
        Run r = run(command, "--help");
        assertEquals(0, r.exit(), r.toString());
        assertTrue(r.out().startsWith("Usage: proving-ground " + command + " "), r.out());
        assertEquals("", r.err());
        assertEquals(r.out(), run("help", command).out(), "proving-ground help " + command + " says the same");
    }

    @Test
    void noCommandIsTheUsageAndExitTwo() {
        Run r = run();
        assertEquals(2, r.exit());
        assertTrue(r.err().startsWith("Usage: proving-ground "), r.err());
        assertTrue(
                r.err().contains("check") && r.err().contains("pr") && r.err().contains("merge"), r.err());
        assertEquals(0, run("--help").exit());
    }

    @Test
    void anArtifactCentralDoesNotHaveIsOneLineBeforeAnythingRuns() {
        Run r = run("check", "refcount", "--impl", "a.B", "--artifact", "io.netty:netty-common:0.0.1.NoSuch");
        assertEquals(2, r.exit());
        assertTrue(
                r.err().startsWith("proving-ground check: cannot resolve io.netty:netty-common:0.0.1.NoSuch from "),
                r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertEquals("", r.out());
    }

    @Test
    void aSweepNamesTheFirstAndLastVersionOfEachVerdict() {
        var versions = java.util.List.of("4.1.15", "4.1.16", "4.1.17", "4.1.18", "4.1.19", "4.1.20");
        assertEquals(
                "4.1.17 .. 4.1.20 (4)   [4 of 6 versions]", CheckCommand.runs(versions, java.util.List.of(2, 3, 4, 5)));
        assertEquals(
                "4.1.15 .. 4.1.16 (2), 4.1.19 (1)   [3 of 6 versions]",
                CheckCommand.runs(versions, java.util.List.of(0, 1, 4)));
    }

    @Test
    void listPrintsContractsSubjectsAndVerdicts() {
        Run r = run("list");
        assertEquals(0, r.exit());
        assertTrue(r.out().contains("contract counter: dev.provingground.counter.PendingRequestCounters"), r.out());
        assertTrue(
                r.out()
                        .contains(
                                "AtomicFloorCounters            PR        BROKEN: eviction never drops a counter that has requests in flight"),
                r.out());
        assertTrue(r.out().contains("RetiringAtomicCounters         REPAIRED  SOUND"), r.out());
    }

    @Test
    void aValidRequestBecomesTheMavenPropertiesCiCanPassByHand() throws Exception {
        var request = ProvingGround.parseCheck(
                new String[] {"check", "counter", "--impl", Reviewed.class.getName(), "--mode", "thorough", "--bench"});
        var args = request.mavenArguments(Path.of("/repo"));
        assertTrue(args.contains("-Dpg.subjects=" + Reviewed.class.getName()), args.toString());
        assertTrue(args.contains("-Pthorough"), args.toString());
        assertTrue(args.contains("-Dpg.jmh.bench=true"), args.toString());
        assertEquals(
                "!diff,!cli",
                args.get(args.indexOf("-pl") + 1),
                "a check builds every module but the diff and the command line: " + args);
        assertTrue(
                args.contains("-Dpg.results=/repo/target/pg-check/counter/ProvingGroundTest$Reviewed/results"),
                args.toString());
    }

    @Test
    void theLastLineOfABuiltInSubjectSpeaksOfItsExpectedVerdictNotOfPassing() throws Exception {
        var builtIn = ProvingGround.parseCheck(
                new String[] {"check", "counter", "--impl", "dev.provingground.counter.AtomicFloorCounters"});
        assertEquals(
                "proving-ground: dev.provingground.counter.AtomicFloorCounters is a built-in subject of the counter catalog, "
                        + "expected BROKEN EVICTION_KEEPS_IN_FLIGHT; it is at that verdict (see the matrix above)",
                CheckCommand.outcome(builtIn, 0));
        var reviewed = ProvingGround.parseCheck(new String[] {"check", "counter", "--impl", Reviewed.class.getName()});
        assertEquals(
                "proving-ground: every check passed on " + Reviewed.class.getName(), CheckCommand.outcome(reviewed, 0));
    }

    public static class Reviewed extends ComputeCounters {
        public Reviewed(CounterSetup setup) {
            super(setup);
        }
    }

    public static class NoSetupConstructor extends ComputeCounters {
        public NoSetupConstructor() {
            super(new CounterSetup(1, UnmatchedCompletionReporter.IGNORE));
        }
    }

    /**
     * What the launcher does when it is stopped (its shutdown hook): the build it started and every
     * process under it (Maven's surefire and jcstress forks) are killed, children first, since a
     * child whose parent is gone is no longer found under it.
     */
    @Test
    @DisabledOnOs(OS.WINDOWS) // no sh
    void stoppingTheLauncherStopsEveryProcessItStarted() throws Exception {
        // The shell says each child's pid once it has started it: no waiting on time.
        Process build = new ProcessBuilder("sh", "-c", "sleep 600 & echo $!; sleep 600 & echo $!; wait").start();
        var pids = new java.io.BufferedReader(
                new java.io.InputStreamReader(build.getInputStream(), StandardCharsets.UTF_8));
        java.util.List<ProcessHandle> children = java.util.List.of(
                ProcessHandle.of(Long.parseLong(pids.readLine().trim())).orElseThrow(),
                ProcessHandle.of(Long.parseLong(pids.readLine().trim())).orElseThrow());
        dev.provingground.verdict.ChildJvm.stopTree(build.toHandle());
        build.onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
        for (ProcessHandle child : children) child.onExit().get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(children.stream().noneMatch(ProcessHandle::isAlive), "no process of the build survives");
    }

    @Test
    void aConstructorThatExitsTheJvmEndsOnlyItsOwnJvmAndIsOneLine() {
        Run r = run("check", "counter", "--impl", ExitingConstructor.class.getName());
        assertEquals(2, r.exit());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(
                r.err()
                        .startsWith(
                                "proving-ground check: building ProvingGroundTest$ExitingConstructor once from a sample "
                                        + "CounterSetup: the subject exited the JVM with status 4 from "
                                        + ExitingConstructor.class.getName()
                                        + ".<init>(ProvingGroundTest.java:"),
                r.err());
    }

    /** Built once before anything runs: its exception is the one line. */
    public static class ThrowingConstructor extends ComputeCounters {
        public ThrowingConstructor(CounterSetup setup) {
            super(setup);
            throw new IllegalStateException("boom");
        }
    }

    /** Built once in a JVM of its own, so that exiting it ends only that JVM. */
    public static class ExitingConstructor extends ComputeCounters {
        public ExitingConstructor(CounterSetup setup) {
            super(setup);
            System.exit(4);
        }
    }

    @Test
    void mergeChecksItsInputBeforeAnythingRuns() throws Exception {
        assertEquals(
                "proving-ground merge: Missing required options and parameters: '--shards=N', '<results folder>' (see proving-ground merge --help)\n",
                run("merge").err());
        assertEquals(
                "proving-ground merge: Invalid value for option '--shards': 'x' is not an int (see proving-ground merge --help)\n",
                run("merge", "--shards", "x", ".").err());
        Run notAFolder =
                run("merge", "--shards", "2", emptyRoot.resolve("nowhere").toString());
        assertEquals(2, notAFolder.exit());
        assertTrue(notAFolder.err().contains("is not a folder"), notAFolder.err());
        java.nio.file.Files.createDirectories(emptyRoot.resolve("results"));
        Run noManifest =
                run("merge", "--shards", "1", emptyRoot.resolve("results").toString());
        assertEquals(2, noManifest.exit());
        assertTrue(noManifest.err().contains("holds no shard's results (no pg-shard.manifest"), noManifest.err());
    }

    @Test
    void aMergeIsTheMergeProfileWithTheFolders() {
        var request = new MergeCommand.MergeRequest(
                2, java.util.List.of(java.nio.file.Path.of("/r/1"), java.nio.file.Path.of("/r/2")));
        assertEquals(java.util.List.of("-Pmerge", "-Dpg.merge=--shards 2 /r/1 /r/2"), request.mavenArguments());
    }
}
