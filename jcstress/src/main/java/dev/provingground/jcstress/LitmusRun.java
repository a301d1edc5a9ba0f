package dev.provingground.jcstress;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.openjdk.jcstress.infra.collectors.TestResult;

/**
 * One jcstress run of the planned (subject, litmus test) pairs in a child JVM ({@link LitmusGroupRun}): started,
 * watched by {@link ForkSupervisor}, and each subject's tests recorded from what it left.
 */
final class LitmusRun {

    private LitmusRun() {}

    /**
     * One jcstress run of every contract's tests on the catalogs' subjects ({@link LitmusGroupRun}): each
     * fork still tests one subject in a JVM of its own, but jcstress probes the machine and the JVM once
     * (some twenty short JVMs, 12 s on a slow day), not once per subject or per contract. Bounded per
     * fork: a fork alive past {@link ForkSupervisor#TEST_BOUND_SECONDS} (a subject that hangs or spins) has its
     * threads dumped and is stopped, jcstress records the fork's death and goes on with the others, and that
     * test is HUNG or SPINNING as the threads say; a hang costs its own cell and its bound, nothing
     * else. A subject that exits or exhausts the heap does so in one fork, whose result says so. The
     * run as a whole is bounded too (every test's bound, and the probing): past that, nothing is judged.
     */
    static void runGroups(
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
                names, subjects, pairs, LitmusRunner.SHARD.isAll() ? "" : " (shard " + LitmusRunner.SHARD + ")");
        Path dir = Path.of("jcstress-runs", "all-subjects").toAbsolutePath();
        ResultStore.deleteTree(dir);
        Files.createDirectories(dir);
        Map<String, List<String>> plan = new LinkedHashMap<>();
        groups.values().forEach(group -> group.forEach((subject, tests) -> plan.put(subject.id(), tests)));
        Path planFile = dir.resolve("plan.tsv");
        LitmusGroupRun.writePlan(planFile, plan);

        List<String> command = LitmusCommands.childJava(LitmusGroupRun.class.getName());
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
        long backstop = ForkSupervisor.backstopSeconds(pairs);
        ForkSupervisor.watch(child, groups, stopped, start, backstop);
        if (child.isAlive()) { // jcstress itself, not a fork, went past every test's bound: nothing here is a verdict
            ChildJvm.stopTree(child.toHandle());
            child.waitFor(10, TimeUnit.SECONDS);
            for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
                for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                    LitmusRecord.errors(
                            recorder,
                            group.getKey(),
                            e.getKey(),
                            e.getValue(),
                            backstop * 1000 / pairs,
                            "the jcstress run passed its bound of " + backstop + " s and was killed",
                            log);
                }
            }
            return;
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        Optional<List<TestResult>> read = LitmusResults.results(dir);
        for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
            Contract<?, ?> contract = group.getKey();
            System.out.printf(
                    "%n=== jcstress [%s]: %d subjects ===%n",
                    contract.name(), group.getValue().size());
            for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                CatalogEntry subject = e.getKey();
                System.out.printf("  -- %s%n", subject.name());
                if (read.isEmpty()) {
                    LitmusRecord.errors(
                            recorder,
                            contract,
                            subject,
                            e.getValue(),
                            millis / pairs,
                            "the jcstress JVM exited " + child.exitValue() + " without results",
                            log);
                    continue;
                }
                List<TestResult> ofSubject = read.get().stream()
                        .filter(r -> LitmusGroupRun.subjectOf(r.getConfig())
                                .filter(subject.id()::equals)
                                .isPresent())
                        .toList();
                LitmusRecord.recordRun(
                        recorder,
                        contract,
                        subject,
                        e.getValue(),
                        ofSubject,
                        millis / pairs,
                        dir,
                        log,
                        stopped.getOrDefault(subject.id(), List.of()));
            }
        }
    }
}
