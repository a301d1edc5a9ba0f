package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Calibration;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Contracts;
import dev.provingground.verdict.Misbehaving;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.Reach;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Selection;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Shard;
import dev.provingground.verdict.Stuck;
import dev.provingground.verdict.SubjectClassPath;
import dev.provingground.verdict.SubjectException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jcstress.infra.Status;
import org.openjdk.jcstress.infra.collectors.DiskReadCollector;
import org.openjdk.jcstress.infra.collectors.InProcessCollector;
import org.openjdk.jcstress.infra.collectors.TestResult;
import org.openjdk.jcstress.infra.grading.GradingResult;
import org.openjdk.jcstress.infra.grading.TestGrading;
import org.openjdk.jcstress.infra.runners.TestList;

/**
 * Runs every litmus test of every contract on every selected subject, in one jcstress run (a child JVM,
 * {@link LitmusGroupRun}: each fork carries its subject's {@code -Dpg.subject}), and
 * records one result per (subject, litmus test) with jcstress's outcome table as evidence.
 *
 * <p>Exit 0 when every test was recorded, whatever it observed: a FORBIDDEN outcome is a finding for
 * the verdict step to judge, and a test the run could not judge (no result, a jcstress JVM that died)
 * is an ERROR cell, which fails the build there. Exit 1 on a harness problem no cell can carry: a
 * contract without litmus tests; exit 2 on a subject that cannot be selected.
 */
public final class LitmusRunner {

    /**
     * The bound of one litmus test on one subject, a fork's life: a fork alive past it has its threads
     * dumped and is stopped, its test HUNG or SPINNING as the threads say, and the run goes on with the
     * other forks. jcstress bounds a test's measured iterations itself, but not the sanity check it runs
     * first: an actor that never returns there keeps jcstress waiting for ever.
     */
    private static final long TEST_BOUND_SECONDS = Setting.JCSTRESS_TEST_BOUND_SECONDS.or(120L);
    /** jcstress's probing of the machine and the JVM before the first fork (12 s on a slow day), in the run's backstop. */
    private static final long PROBE_ALLOWANCE_SECONDS = 120;
    /** How jcstress reports a fork this runner stopped: killed, the JVM's status is 128 + SIGKILL. */
    private static final String STOPPED_FORK = "error code 137";

    /** Contracts with nothing for jcstress to race, and why; any other contract without litmus tests is a harness error. */
    private static final Map<String, String> WITHOUT_LITMUS = Map.of(
            "pinning",
            "pinning is about how a virtual thread blocks, not about memory-model outcomes; the JFR check covers it");

    /** This run's share of (litmus test, subject) pairs ({@code -Dpg.shard}). */
    private static final Shard SHARD = Shard.fromSystemProperty();

    public static void main(String[] args) throws Exception {
        Recorder recorder = Recorder.forEngine("jcstress");
        List<String> baseArgs = Arrays.stream(
                        Setting.JCSTRESS_ARGS.or("-m quick").trim().split("\\s+"))
                .filter(s -> !s.isEmpty())
                .toList();
        List<String> problems = new ArrayList<>();
        Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups = new LinkedHashMap<>();
        for (Contract<?, ?> contract : Contracts.all()) {
            List<String> tests = litmusTestsOf(contract);
            if (tests.isEmpty() && WITHOUT_LITMUS.containsKey(contract.name())) {
                System.out.printf(
                        "%n=== jcstress [%s]: no litmus tests, by design: %s ===%n",
                        contract.name(), WITHOUT_LITMUS.get(contract.name()));
                continue;
            }
            if (tests.isEmpty()) {
                problems.add("no litmus test found for contract " + contract.name() + " in package "
                        + contract.type().getPackageName());
                continue;
            }
            List<CatalogEntry> subjects;
            try {
                subjects = Selection.subjects(contract);
            } catch (SubjectException e) {
                System.err.println("ERROR: " + e.getMessage());
                System.exit(2);
                return;
            }
            List<String> ids = subjects.stream().map(CatalogEntry::id).toList();
            Map<CatalogEntry, List<String>> group = new LinkedHashMap<>();
            for (CatalogEntry subject : subjects) {
                List<String> mine = tests.stream()
                        .filter(t -> SHARD.owns(t, ids, subject.id()))
                        .toList();
                if (mine.isEmpty()) continue; // another shard's
                List<String> applicable = applicable(recorder, contract, subject, mine);
                if (!applicable.isEmpty()) group.put(subject, applicable);
            }
            if (!group.isEmpty()) groups.put(contract, group);
        }
        if (!groups.isEmpty()) {
            problems.addAll(
                    Calibration.runs() > 1
                            ? calibrate(recorder, groups, baseArgs)
                            : runGroups(recorder, groups, baseArgs));
        }
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println("jcstress harness problem: " + p));
            System.exit(1);
        }
    }

    /**
     * {@code -Dpg.calibrate=N}: each (subject, litmus test) pair whose test names the subject as a known-bad it catches,
     * in N whole jcstress runs of those pairs alone (a litmus test cannot be rerun alone inside a run); every other pair
     * is left out. Each pair's line says how many runs saw a forbidden outcome; its time is the test's share of its run
     * (a litmus test always runs its whole budget: there is no time to the catch), and its budget leaves out the
     * samples, which vary from run to run. What each pair records is its first miss, or its slowest catch.
     */
    private static List<String> calibrate(
            Recorder recorder, Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups, List<String> baseArgs)
            throws Exception {
        Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> named = new LinkedHashMap<>();
        List<Pair> pairs = new ArrayList<>();
        for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
            for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                List<String> aimed = new ArrayList<>();
                for (String test : e.getValue()) {
                    if (Calibration.calibrates(Class.forName(test).getAnnotation(Aim.class), e.getKey())) {
                        aimed.add(test);
                        pairs.add(new Pair(group.getKey(), e.getKey(), test));
                    }
                }
                if (!aimed.isEmpty())
                    named.computeIfAbsent(group.getKey(), k -> new LinkedHashMap<>())
                            .put(e.getKey(), aimed);
            }
        }
        List<String> problems = new ArrayList<>();
        Map<Pair, List<OwnJvmCheck.Seen>> seen = new LinkedHashMap<>(); // one per run
        Map<Pair, String> budgets = new LinkedHashMap<>();
        for (int run = 1; run <= Calibration.runs(); run++) {
            System.out.printf("%n=== calibration (pg.calibrate=%d): run %d ===%n", Calibration.runs(), run);
            ResultStore.deleteTree(
                    recorder.store().root().resolve("jcstress")); // what is read back is this run's alone
            problems.addAll(runGroups(recorder, named, baseArgs));
            Map<String, CheckResult> recorded = new LinkedHashMap<>();
            for (CheckResult r : recorder.store().readAll()) {
                if (r.engine().equals("jcstress")) recorded.put(r.contract() + "/" + r.subject() + "/" + r.check(), r);
            }
            for (Pair pair : pairs) {
                CheckResult r = recorded.get(pair.key());
                List<OwnJvmCheck.Seen> runs = seen.computeIfAbsent(pair, k -> new ArrayList<>());
                if (r == null) { // a pair this run left no result for counts as a run that missed
                    runs.add(new OwnJvmCheck.Seen(
                            Outcome.ERROR, 0, "run " + run + " of the calibration recorded nothing for this pair", ""));
                    continue;
                }
                runs.add(new OwnJvmCheck.Seen(r.outcome(), r.millis(), r.summary(), Recorder.engineEvidence(r)));
                budgets.putIfAbsent(
                        pair, r.budget().replaceFirst(", [0-9,]+ samples$", "")); // mode and forks: the same each run
            }
        }
        for (Pair pair : pairs) {
            String budget = budgets.getOrDefault(pair, budget(0, -1));
            OwnJvmCheck.Seen s = Calibration.summarize(
                    "jcstress", pair.contract().name(), pair.check(), pair.subject(), budget, seen.get(pair));
            recorder.record(
                    pair.contract(),
                    pair.subject(),
                    pair.check(),
                    Class.forName(pair.test()).getAnnotation(Aim.class),
                    s.outcome(),
                    s.millis(),
                    s.summary(),
                    s.evidence(),
                    budget);
        }
        return problems;
    }

    /** A (subject, litmus test) pair a calibration runs, keyed as the result store keys its cell. */
    private record Pair(Contract<?, ?> contract, CatalogEntry subject, String test) {
        String check() {
            return simpleName(test);
        }

        String key() {
            return contract.name() + "/" + subject.id() + "/" + check();
        }
    }

    /** Litmus tests of a contract: the jcstress tests in the contract interface's package. */
    static List<String> litmusTestsOf(Contract<?, ?> contract) {
        String prefix = contract.type().getPackageName() + ".";
        return TestList.tests().stream()
                .filter(t -> t.startsWith(prefix))
                .sorted()
                .toList();
    }

    /** The tests that can reach this subject; the others are recorded n/a with the reason. */
    private static List<String> applicable(
            Recorder recorder, Contract<?, ?> contract, CatalogEntry subject, List<String> tests) throws Exception {
        List<String> applicable = new ArrayList<>();
        for (String test : tests) {
            Optional<String> reason = Reach.unreachable(Class.forName(test), null, subject);
            if (reason.isPresent()) {
                recorder.notApplicable(
                        contract,
                        subject,
                        simpleName(test),
                        Class.forName(test).getAnnotation(Aim.class),
                        reason.get());
                System.out.printf("  %-28s %-11s %s: %s%n", simpleName(test), "n/a", subject.name(), reason.get());
            } else {
                applicable.add(test);
            }
        }
        return applicable;
    }

    private static String simpleName(String test) {
        return test.substring(test.lastIndexOf('.') + 1);
    }

    /**
     * One jcstress run of every contract's tests on the catalogs' subjects ({@link LitmusGroupRun}): each
     * fork still tests one subject in a JVM of its own, but jcstress probes the machine and the JVM once
     * (some twenty short JVMs, 12 s on a slow day), not once per subject or per contract. Bounded per
     * fork: a fork alive past {@link #TEST_BOUND_SECONDS} (a subject that hangs or spins) has its threads
     * dumped and is stopped, jcstress records the fork's death and goes on with the others, and that
     * test is HUNG or SPINNING as the threads say; a hang costs its own cell and its bound, nothing
     * else. A subject that exits or exhausts the heap does so in one fork, whose result says so. The
     * run as a whole is bounded too (every test's bound, and the probing): past that, nothing is judged.
     */
    private static List<String> runGroups(
            Recorder recorder, Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups, List<String> baseArgs)
            throws Exception {
        int pairs = groups.values().stream()
                .flatMap(g -> g.values().stream())
                .mapToInt(List::size)
                .sum();
        int subjects = groups.values().stream().mapToInt(Map::size).sum();
        String names = groups.keySet().stream().map(Contract::name).collect(Collectors.joining(", "));
        System.out.printf(
                "%n=== jcstress [%s]: %d subjects, %d (subject, litmus test) pairs in one jcstress run%s ===%n",
                names, subjects, pairs, SHARD.isAll() ? "" : " (shard " + SHARD + ")");
        Path dir = Path.of("jcstress-runs", "all-subjects").toAbsolutePath();
        ResultStore.deleteTree(dir);
        Files.createDirectories(dir);
        Map<String, List<String>> plan = new LinkedHashMap<>();
        groups.values().forEach(group -> group.forEach((subject, tests) -> plan.put(subject.id(), tests)));
        Path planFile = dir.resolve("plan.tsv");
        LitmusGroupRun.writePlan(planFile, plan);

        List<String> command = childJava(LitmusGroupRun.class.getName());
        command.add(planFile.toString());
        command.addAll(baseArgs);
        command.addAll(List.of("-r", dir.resolve("report").toString()));
        Path log = dir.resolve("jcstress.log");
        long start = System.nanoTime();
        Process child = new ProcessBuilder(command)
                .directory(dir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        Map<String, List<String>> stopped =
                new LinkedHashMap<>(); // subject id -> the threads of each fork stopped at the bound
        Set<Long> seen = new HashSet<>();
        Set<String> reviewed = groups.values().stream()
                .flatMap(g -> g.keySet().stream())
                .filter(e -> e.role() == CatalogEntry.Role.REVIEWED)
                .map(CatalogEntry::id)
                .collect(Collectors.toSet());
        Map<Long, Look> watched = new java.util.HashMap<>(); // a reviewer's forks: their last look
        long backstop = TEST_BOUND_SECONDS * pairs + PROBE_ALLOWANCE_SECONDS;
        while (!child.waitFor(1, TimeUnit.SECONDS)) {
            // A subject that has hung or spun once (here, or in an earlier engine) gets the short bound in its other
            // forks.
            // A reviewer's fork whose threads in the subject's code sit blocked, unmoved, between two looks the short
            // bound
            // apart is HUNG then, not at the test's bound; the catalog's own forks are never looked at (a look pauses a
            // JVM).
            // A reviewer's fork in jcstress's sanity check (each actor called once, on a thread of its own, before the
            // workers
            // start; jcstress's own timeout watches only the workers) with the same call still running in the subject's
            // code
            // at two looks the short bound apart spins: no litmus test completes when one call takes that long.
            Map<ProcessHandle, String> early = new LinkedHashMap<>(); // a reviewer's fork stopped early, and why
            for (ProcessHandle fork : child.descendants()
                    .filter(f -> subjectOf(f).filter(reviewed::contains).isPresent())
                    .toList()) {
                if (seen.contains(fork.pid())) continue;
                Look last = watched.get(fork.pid());
                long now = System.nanoTime();
                if (last != null && (now - last.nanos()) / 1_000_000_000L < Misbehaving.shortBoundSeconds()) continue;
                if (last == null && ageSeconds(fork) < Misbehaving.shortBoundSeconds()) continue;
                String dump = ChildJvm.threadDump(fork);
                Look look = new Look(blockedInSubject(dump), spinningInSanityCheck(dump), now);
                if (last != null && !look.blocked().isEmpty() && look.blocked().equals(last.blocked())) {
                    early.put(
                            fork,
                            "its threads in the subject's code blocked, unmoved and using no CPU, at two looks "
                                    + Misbehaving.shortBoundSeconds() + " s apart (pg.misbehaving.boundSeconds)");
                } else if (last != null
                        && !look.spinning().isEmpty()
                        && look.spinning().equals(last.spinning())) {
                    early.put(
                            fork,
                            "one call of the subject, made once by jcstress's sanity check, still running in "
                                    + look.spinning().strip().replace('\n', ';') + " at two looks "
                                    + Misbehaving.shortBoundSeconds()
                                    + " s apart (pg.misbehaving.boundSeconds)");
                }
                watched.put(fork.pid(), look);
            }
            List<ProcessHandle> past = new ArrayList<>(early.keySet());
            child.descendants()
                    .filter(f -> forkPastBound(f, stopped) && !early.containsKey(f))
                    .forEach(past::add);
            for (ProcessHandle fork : past) {
                if (!seen.add(fork.pid())) continue;
                String subject = subjectOf(fork).orElse("an unknown subject");
                long bound = early.containsKey(fork)
                        ? Math.min(ageSeconds(fork), boundOf(subject, stopped))
                        : boundOf(subject, stopped);
                String threads = ChildJvm.threadDump(fork);
                ChildJvm.stopTree(fork);
                String why = early.containsKey(fork)
                        ? early.get(fork)
                        : bound < TEST_BOUND_SECONDS ? Misbehaving.WHY : Setting.JCSTRESS_TEST_BOUND_SECONDS.key;
                stopped.computeIfAbsent(subject, k -> new ArrayList<>())
                        .add(BOUND_HEADER + bound + " " + why + "\n" + threads);
                System.out.printf(
                        "  a fork of %s stopped after %d s (%s): its threads dumped, the run goes on%n",
                        subject, bound, why);
            }
            if ((System.nanoTime() - start) / 1_000_000_000L > backstop) break;
        }
        List<String> problems = new ArrayList<>();
        if (child.isAlive()) { // jcstress itself, not a fork, went past every test's bound: nothing here is a verdict
            ChildJvm.stopTree(child.toHandle());
            child.waitFor(10, TimeUnit.SECONDS);
            for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
                for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                    problems.addAll(errors(
                            recorder,
                            group.getKey(),
                            e.getKey(),
                            e.getValue(),
                            backstop * 1000 / pairs,
                            "the jcstress run passed its bound of " + backstop + " s and was killed",
                            log));
                }
            }
            return problems;
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        Optional<List<TestResult>> read = results(dir);
        for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
            Contract<?, ?> contract = group.getKey();
            System.out.printf(
                    "%n=== jcstress [%s]: %d subjects ===%n",
                    contract.name(), group.getValue().size());
            for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                CatalogEntry subject = e.getKey();
                System.out.printf("  -- %s%n", subject.name());
                if (read.isEmpty()) {
                    problems.addAll(errors(
                            recorder,
                            contract,
                            subject,
                            e.getValue(),
                            millis / pairs,
                            "the jcstress JVM exited " + child.exitValue() + " without results",
                            log));
                    continue;
                }
                List<TestResult> ofSubject = read.get().stream()
                        .filter(r -> LitmusGroupRun.subjectOf(r.getConfig())
                                .filter(subject.id()::equals)
                                .isPresent())
                        .toList();
                problems.addAll(recordRun(
                        recorder,
                        contract,
                        subject,
                        e.getValue(),
                        ofSubject,
                        millis / pairs,
                        dir,
                        log,
                        stopped.getOrDefault(subject.id(), List.of())));
            }
        }
        return problems;
    }

    /**
     * A reviewer's fork at its last look: its threads blocked in the subject's code (empty if none, or one ran), the
     * sanity check's calls running in the subject's code (empty if none), and when.
     */
    private record Look(String blocked, String spinning, long nanos) {}

    private static long ageSeconds(ProcessHandle process) {
        return process.info()
                .startInstant()
                .map(t -> java.time.Duration.between(t, java.time.Instant.now()).toSeconds())
                .orElse(0L);
    }

    private static final Pattern THREAD_CPU = Pattern.compile("\\bcpu=([\\d.]+)ms");

    /**
     * From a {@code jcmd Thread.print} dump: every thread with a frame of the subject's code, its state, its
     * CPU time and its stack, when none of them is running; empty when a thread runs in the subject's code or
     * none is in it. The same text at two looks apart: no such thread moved or used a moment of CPU.
     */
    static String blockedInSubject(String dump) {
        StringBuilder out = new StringBuilder();
        for (DumpedThread t : threads(dump)) {
            String thread = threadIfInSubject(t);
            if (thread == null) return "";
            out.append(thread);
        }
        return out.toString();
    }

    /** One thread of a {@code jcmd Thread.print} dump: its header line (name, number, CPU time) and the lines under it. */
    private record DumpedThread(String header, List<String> lines) {
        String state() {
            return lines.stream()
                    .map(String::strip)
                    .filter(l -> l.startsWith("java.lang.Thread.State: "))
                    .findFirst()
                    .orElse("");
        }

        List<String> frames() {
            return lines.stream()
                    .map(String::strip)
                    .filter(l -> l.startsWith("at "))
                    .map(l -> l.substring(3))
                    .toList();
        }
    }

    /** A dump's threads, in order: each begins at a line that starts with its quoted name. */
    private static List<DumpedThread> threads(String dump) {
        List<DumpedThread> threads = new ArrayList<>();
        String header = null;
        List<String> block = new ArrayList<>();
        for (String line : dump.lines().toList()) {
            if (line.startsWith("\"")) {
                if (header != null) threads.add(new DumpedThread(header, block));
                header = line;
                block = new ArrayList<>();
            } else {
                block.add(line);
            }
        }
        if (header != null) threads.add(new DumpedThread(header, block));
        return threads;
    }

    /** The thread-name prefix of jcstress's API sanity check: one thread per actor, each calling its actor once. */
    private static final String SANITY_CHECK_THREAD = "\"JcstressThread_APICheck_";

    /** The generated method of that check, on the fork's own thread: it builds the one state (a test's setup may call the
     *  subject there) and calls the arbiter once, so a call of the subject under it is made once too. */
    private static final String SANITY_CHECK_METHOD = "_jcstress.jcstress_sanityCheck_API(";

    /**
     * From a {@code jcmd Thread.print} dump: each thread of jcstress's sanity check (an actor's thread, or the fork's own
     * thread building the state or calling the arbiter) that runs in the subject's code,
     * as its name, its number in the JVM and the subject's frame it is in (no line: a loop moves); empty when none.
     * The same text at two looks apart: the same single call still running.
     */
    static String spinningInSanityCheck(String dump) {
        StringBuilder out = new StringBuilder();
        for (DumpedThread t : threads(dump)) {
            boolean inSanityCheck = t.header().startsWith(SANITY_CHECK_THREAD)
                    || t.frames().stream().anyMatch(f -> f.contains(SANITY_CHECK_METHOD));
            if (!inSanityCheck || !t.state().contains("RUNNABLE")) continue;
            Optional<String> frame =
                    t.frames().stream().filter(Stuck::isSubjectFrame).findFirst();
            if (frame.isEmpty()) continue;
            String name = t.header().substring(1, Math.max(1, t.header().indexOf('"', 1)));
            java.util.regex.Matcher number = THREAD_NUMBER.matcher(t.header());
            out.append(name)
                    .append(number.find() ? " #" + number.group(1) : "")
                    .append(" in ")
                    .append(frame.get().replaceFirst("\\(.*\\)$", ""))
                    .append('\n');
        }
        return out.toString();
    }

    private static final Pattern THREAD_NUMBER = Pattern.compile("\" #(\\d+)");

    /** "" for a thread outside the subject's code, null for one running in it, else its name, state, CPU time and frames. */
    private static String threadIfInSubject(DumpedThread thread) {
        String header = thread.header();
        List<String> frames = thread.frames();
        if (frames.stream().noneMatch(Stuck::isSubjectFrame)) return "";
        String state = thread.state();
        if (state.contains("RUNNABLE")) return null;
        java.util.regex.Matcher cpu = THREAD_CPU.matcher(header);
        return header.substring(0, Math.max(1, header.indexOf('"', 1) + 1)) + " " + state + " cpu="
                + (cpu.find() ? cpu.group(1) : "?") + "\n" + String.join("\n", frames) + "\n";
    }

    /** How a stopped fork's dump begins: the bound it ran past, in seconds. */
    private static final String BOUND_HEADER = "pg.bound ";

    /** A jcstress fork (it carries a subject) alive longer than its subject's bound. */
    private static boolean forkPastBound(ProcessHandle process, Map<String, List<String>> stopped) {
        Optional<String> subject = subjectOf(process);
        return subject.isPresent() && ageSeconds(process) > boundOf(subject.get(), stopped);
    }

    /** A fork's bound: the test's, or the short one once its subject has hung or spun ({@link Misbehaving}). */
    private static long boundOf(String subject, Map<String, List<String>> stopped) {
        return stopped.containsKey(subject)
                ? Math.min(TEST_BOUND_SECONDS, Misbehaving.shortBoundSeconds())
                : Misbehaving.bound(subject, TEST_BOUND_SECONDS);
    }

    /** The subject a jcstress fork tests: its {@code -Dpg.subject}. */
    private static Optional<String> subjectOf(ProcessHandle fork) {
        return fork.info().arguments().stream()
                .flatMap(Arrays::stream)
                .filter(a -> a.startsWith(LitmusGroupRun.SUBJECT_FLAG))
                .findFirst()
                .map(a -> a.substring(LitmusGroupRun.SUBJECT_FLAG.length()));
    }

    /** The results jcstress wrote in this folder, or none when it left no (or an empty) result file. */
    private static Optional<List<TestResult>> results(Path dir) throws IOException, ClassNotFoundException {
        Path blob;
        try (Stream<Path> files = Files.list(dir)) {
            blob = files.filter(f -> f.getFileName().toString().startsWith("jcstress-results-"))
                    .findFirst()
                    .orElse(null);
        }
        if (blob == null || Files.size(blob) == 0) return Optional.empty();
        InProcessCollector collector = new InProcessCollector();
        DiskReadCollector reader = new DiskReadCollector(blob.toString(), collector);
        reader.dump();
        reader.close();
        return Optional.of(List.copyOf(collector.getTestResults()));
    }

    /**
     * Records what a run left for one subject's tests ({@code results}: that subject's): each test's forks
     * merged and graded; a test whose fork was stopped at the bound ({@code stopped}: the threads of each
     * such fork of this subject) HUNG or SPINNING, as its threads say; an ERROR for a test that left no result.
     */
    private static List<String> recordRun(
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
        List<String> problems = new ArrayList<>();
        List<String> unclaimed = new ArrayList<>(stopped);
        for (String test : tests) {
            List<TestResult> mine =
                    results.stream().filter(r -> r.getName().equals(test)).toList();
            Optional<String> threads = mine.stream()
                            .anyMatch(r -> r.status() == Status.VM_ERROR
                                    && String.join("\n", r.getMessages()).contains(STOPPED_FORK))
                    ? stoppedFork(unclaimed, test)
                    : Optional.empty();
            if (threads.isPresent()) {
                String dump = threads.get();
                long bound = TEST_BOUND_SECONDS;
                String why = Setting.JCSTRESS_TEST_BOUND_SECONDS.key;
                if (dump.startsWith(BOUND_HEADER)) {
                    String[] header = dump.substring(BOUND_HEADER.length(), dump.indexOf('\n'))
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
                problems.addAll(errors(
                        recorder,
                        contract,
                        subject,
                        List.of(test),
                        millisPerTest,
                        "the test left no result in the jcstress run",
                        log));
            } else {
                recordTest(recorder, contract, subject, test, mine, millisPerTest, dir);
            }
        }
        return problems;
    }

    /**
     * The threads of this subject's fork stopped at the bound while it ran {@code test}: the dump that
     * names the test's class (its actors' frames), else the first one not yet claimed (a fork stuck
     * before the test's code). Claimed dumps are taken from {@code unclaimed}.
     */
    static Optional<String> stoppedFork(List<String> unclaimed, String test) {
        for (String threads : unclaimed) {
            if (threads.contains(test + ".") || threads.contains(test + "_")) {
                unclaimed.remove(threads);
                return Optional.of(threads);
            }
        }
        return unclaimed.isEmpty() ? Optional.empty() : Optional.of(unclaimed.remove(0));
    }

    /** Tests the subject kept from finishing (it hung or spun): the named outcome, the cause, the threads. */
    static List<String> misbehaved(
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
            String check = simpleName(test);
            recorder.record(
                    contract,
                    subject,
                    check,
                    Class.forName(test).getAnnotation(Aim.class),
                    outcome,
                    millis,
                    cause,
                    "jcstress " + test + " on " + subject.id() + ": " + cause + "\nlog: " + log + "\nreplay: "
                            + replay(subject, test) + "\n\n" + threads);
            System.out.printf("  %-28s %-11s %s%n", check, outcome, cause);
        }
        return List.of();
    }

    /**
     * A run that could not judge these tests (its JVM died, hung, or left no result): an ERROR per
     * test with the cause and the log's tail, never a verdict. Nothing for the caller to add: the
     * verdict step fails the build on an ERROR cell.
     */
    static List<String> errors(
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
            String check = simpleName(test);
            recorder.record(
                    contract,
                    subject,
                    check,
                    Class.forName(test).getAnnotation(Aim.class),
                    Outcome.ERROR,
                    millis,
                    "harness error, no verdict: " + cause,
                    "jcstress " + test + " on " + subject.id() + ": " + cause + "\nlog: " + log + "\nreplay: "
                            + replay(subject, test) + "\n\n" + tail);
            System.out.printf("  %-28s %-11s %s%n", check, Outcome.ERROR, cause);
        }
        return List.of();
    }

    /**
     * What a fork's failure says about the subject: it exhausted the heap, or exited the JVM (the
     * fork's exit hook names the frame, see {@link LitmusSubject}); otherwise the harness failed.
     */
    static Outcome misbehaviour(String messages) {
        if (messages.contains("java.lang.OutOfMemoryError: Java heap space")) return Outcome.OUT_OF_HEAP;
        if (messages.contains(LitmusSubject.EXIT_FRAME)) return Outcome.EXITED;
        return Outcome.ERROR;
    }

    private static String exitStatus(String messages) {
        var m = Pattern.compile("error code (\\d+)").matcher(messages);
        return m.find() ? " with status " + m.group(1) : "";
    }

    private static String exitFrame(String messages) {
        String line = messages.lines()
                .filter(l -> l.contains(LitmusSubject.EXIT_FRAME))
                .findFirst()
                .orElse("");
        return line.substring(line.indexOf(LitmusSubject.EXIT_FRAME) + LitmusSubject.EXIT_FRAME.length())
                .strip();
    }

    /** The command that reruns one litmus test on one subject, with the class paths the subject needs. */
    static String replay(CatalogEntry subject, String test) {
        // This JVM's java (a JDK 21+), not whatever `java` is first on the PATH: the command runs as printed.
        String java = ProcessHandle.current().info().command().orElse("java");
        return java + " -Dpg.subject=" + subject.id() + " " + String.join(" ", SubjectClassPath.childJvmFlags())
                + " -cp jcstress/target/jcstress.jar org.openjdk.jcstress.Main -t " + test;
    }

    /**
     * This JVM's java (a JDK 21+), the subjects' flags, this JVM's page flags and this class path, and
     * the main class: a jcstress child. jcstress hands its own JVM's flags on to every fork.
     */
    private static List<String> childJava(String mainClass) {
        List<String> command =
                new ArrayList<>(List.of(ProcessHandle.current().info().command().orElse("java")));
        command.addAll(SubjectClassPath.childJvmFlags());
        command.addAll(ChildJvm.inheritedFlags());
        command.addAll(List.of("-cp", absoluteClassPath(), mainClass));
        return command;
    }

    /** The child runs in its own directory, so relative class path entries are made absolute. */
    private static String absoluteClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .map(e -> Path.of(e).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    static void recordTest(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            String test,
            List<TestResult> results,
            long millis,
            Path dir)
            throws ClassNotFoundException {
        Aim aim = Class.forName(test).getAnnotation(Aim.class);
        String check = simpleName(test);

        // Merge the forks' counters; grade the merged table the way jcstress grades one fork.
        TestResult merged = null;
        List<String> errors = new ArrayList<>();
        for (TestResult r : results) {
            if (r.status() != Status.NORMAL) {
                List<String> vmOutput = new ArrayList<>(r.getVmErr());
                vmOutput.addAll(r.getVmOut());
                errors.add(r.status() + ": " + String.join("\n", r.getMessages())
                        + (vmOutput.isEmpty() ? "" : "\nthe fork's output:\n" + String.join("\n", vmOutput)));
                continue;
            }
            if (merged == null) {
                merged = new TestResult(Status.NORMAL);
                merged.setConfig(r.getConfig());
            }
            merged.addState(r.getCounter());
        }
        StringBuilder evidence = new StringBuilder();
        evidence.append("jcstress ")
                .append(test)
                .append(" on ")
                .append(subject.id())
                .append('\n');
        evidence.append("forks: ")
                .append(results.size())
                .append(" (one per JVM configuration)")
                .append(", jcstress report: ")
                .append(dir.resolve("report/index.html"))
                .append('\n');
        evidence.append("replay: ").append(replay(subject, test)).append("\n\n");
        if (!errors.isEmpty()) {
            evidence.append(String.join("\n\n", errors));
            String all = String.join("\n", errors);
            Outcome outcome = misbehaviour(all);
            String summary = switch (outcome) {
                case OUT_OF_HEAP ->
                    outcome.words + " in a jcstress fork: "
                            + all.lines()
                                    .filter(l -> l.contains("OutOfMemoryError"))
                                    .findFirst()
                                    .orElse("")
                                    .strip();
                case EXITED -> outcome.words + exitStatus(all) + " (a jcstress fork) from " + exitFrame(all);
                default ->
                    "harness error, no verdict: jcstress could not run the test: "
                            + errors.get(0).lines().findFirst().orElse("");
            };
            CheckResult r = recorder.record(
                    contract,
                    subject,
                    check,
                    aim,
                    outcome,
                    millis,
                    summary,
                    evidence.toString(),
                    budget(results.size(), -1));
            System.out.printf("  %-28s %-11s %s%n", check, r.outcome(), r.summary());
            return;
        }
        TestGrading grading = merged.grading();
        evidence.append(String.format("%-20s %15s  %-22s %s%n", "RESULT", "SAMPLES", "EXPECT", "DESCRIPTION"));
        List<String> forbiddenSeen = new ArrayList<>();
        for (GradingResult g : grading.gradingResults.values()) {
            evidence.append(String.format("%-20s %,15d  %-22s %s%n", g.id, g.count, g.expect, g.description));
            if (!TestGrading.passed(g.expect, g.count)) {
                forbiddenSeen.add(g.id + " (" + g.count + "x: " + g.description + ")");
            }
        }
        Outcome outcome = grading.isPassed ? Outcome.PASSED : Outcome.FAILED;
        String summary = grading.isPassed
                ? String.format("%,d samples, no forbidden outcome", merged.getTotalCount())
                : "forbidden outcome " + String.join("; ", forbiddenSeen);
        CheckResult r = recorder.record(
                contract,
                subject,
                check,
                aim,
                outcome,
                millis,
                summary,
                evidence.toString(),
                budget(results.size(), merged.getTotalCount()));
        System.out.printf("  %-28s %-11s %s%n", check, r.outcome(), summary);
    }

    /** How hard a litmus test looked: jcstress's mode, its forks, and the samples they took (-1: none counted). */
    private static String budget(int forks, long samples) {
        return "jcstress " + Setting.JCSTRESS_ARGS.or("-m quick").trim() + ": " + forks + " fork"
                + (forks == 1 ? "" : "s") + (samples >= 0 ? String.format(", %,d samples", samples) : "");
    }
}
