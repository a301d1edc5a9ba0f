package dev.provingground.jcstress;

import dev.provingground.verdict.Setting;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.openjdk.jcstress.JCStress;
import org.openjdk.jcstress.Options;
import org.openjdk.jcstress.TestExecutor;
import org.openjdk.jcstress.infra.TestInfo;
import org.openjdk.jcstress.infra.collectors.DiskWriteCollector;
import org.openjdk.jcstress.infra.collectors.MuxCollector;
import org.openjdk.jcstress.infra.collectors.SerializedBufferCollector;
import org.openjdk.jcstress.infra.collectors.TestResultCollector;
import org.openjdk.jcstress.infra.grading.ConsoleReportPrinter;
import org.openjdk.jcstress.infra.runners.TestConfig;
import org.openjdk.jcstress.infra.runners.TestList;
import org.openjdk.jcstress.os.OSSupport;
import org.openjdk.jcstress.os.Scheduler;
import org.openjdk.jcstress.os.SchedulingClass;
import org.openjdk.jcstress.os.topology.Topology;
import org.openjdk.jcstress.vm.CompileMode;
import org.openjdk.jcstress.vm.VMSupport;

/**
 * One jcstress run of the contracts' litmus tests on several subjects: jcstress's own run, except that
 * every fork it plans is planned once per subject, with that subject's {@code -Dpg.subject} ahead of
 * the JVM configuration's flags. jcstress probes the machine and the JVM (some twenty short JVMs, 4 to
 * 12 s) once per run, so a run per subject spent more time probing than testing; here the battery
 * pays it once. Each fork still tests one subject, in a fresh JVM, exactly as a run of that
 * subject alone would ({@link LitmusSubject} reads the property), and its result carries its flags, so
 * {@link LitmusRunner} tells the subjects apart ({@link #subjectOf}).
 *
 * <p>Arguments: a plan file (a line per subject: its id, a tab, its litmus tests comma-separated),
 * then jcstress's own options. Built on jcstress 0.16's public classes, in the order its
 * {@code JCStress.run} uses them.
 */
public final class LitmusGroupRun {

    static final String SUBJECT_FLAG = Setting.SUBJECT.flag("");

    private LitmusGroupRun() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 1) throw new IllegalArgumentException("usage: LitmusGroupRun <plan file> [jcstress options]");
        Map<String, List<String>> plan = readPlan(Path.of(args[0]));
        Options opts = new Options(Arrays.copyOfRange(args, 1, args.length));
        if (!opts.parse()) System.exit(1);

        OSSupport.init();
        VMSupport.initFlags(opts);
        VMSupport.detectAvailableVMConfigs(opts.isSplitCompilation(), opts.getJvmArgs(), opts.getJvmArgsPrepend());
        if (VMSupport.getAvailableVMConfigs().isEmpty()) {
            System.out.println("FATAL: No JVM configurations to run with.");
            System.exit(1);
        }
        Topology topology = Topology.get();
        topology.printStatus(System.out);
        Scheduler scheduler = new Scheduler(topology, opts.getCPUCount());

        List<TestConfig> forks = new ArrayList<>();
        for (VMSupport.Config config : VMSupport.getAvailableVMConfigs()) {
            for (Map.Entry<String, List<String>> subject : plan.entrySet()) {
                for (String test : subject.getValue()) {
                    TestInfo info = TestList.getInfo(test);
                    if (info == null)
                        throw new IllegalArgumentException("no jcstress test " + test + " on the class path");
                    for (SchedulingClass scl :
                            scheduler.scheduleClasses(info.threads(), opts.getCPUCount(), opts.affinityMode())) {
                        plan(forks, opts, config, info, scl, subject.getKey());
                    }
                }
            }
        }
        Collections.shuffle(forks); // as jcstress does: no subject always runs on a cold machine
        opts.printSettingsOn(System.out);
        System.out.printf("  Subjects: %d, forks: %d%n%n", plan.size(), forks.size());

        ConsoleReportPrinter printer = new ConsoleReportPrinter(opts, new PrintWriter(System.out, true), forks.size());
        DiskWriteCollector disk = new DiskWriteCollector(opts.getResultFile());
        TestResultCollector mux = MuxCollector.of(printer, disk);
        SerializedBufferCollector sink = new SerializedBufferCollector(mux);
        TestExecutor executor = new TestExecutor(opts.verbosity(), sink, scheduler);
        printer.setExecutor(executor);
        executor.runAll(forks);
        sink.close();
        disk.close();
        printer.printFinishLine();
        new JCStress(opts).parseResults(); // jcstress's text and HTML reports, every subject in one
    }

    /** jcstress's forks of one test in one JVM configuration and scheduling class, for one subject. */
    private static void plan(
            List<TestConfig> forks,
            Options opts,
            VMSupport.Config config,
            TestInfo info,
            SchedulingClass scl,
            String subject) {
        List<String> flags = new ArrayList<>();
        flags.add(SUBJECT_FLAG + subject);
        flags.addAll(config.args());
        // Room above the heap jcstress sizes its strides for (256 MB, pre-touched): a subject whose every state is
        // heavy (the real PennaContextPool, 16 sinks a pool) outgrew it on a fast day, out of heap in jcstress's own
        // runner, two cells with no verdict (2026-11-25). A subject that allocates without end still runs out.
        flags.add("-Xmx1g");
        int count =
                opts.getForks() * (config.stress() ? opts.getForksStressMultiplier() : 1) * forksFactor(info.name());
        int[] modes = opts.isSplitCompilation() && VMSupport.compilerDirectivesAvailable()
                ? CompileMode.casesFor(info.threads(), VMSupport.c1Available(), VMSupport.c2Available())
                : new int[] {CompileMode.UNIFIED};
        for (int mode : modes) {
            // A configuration meant for C2 only is skipped where no actor is compiled by C2, as jcstress does.
            if (mode != CompileMode.UNIFIED && config.onlyIfC2() && !CompileMode.hasC2(mode, info.threads())) continue;
            for (int f = 0; f < count; f++) forks.add(new TestConfig(opts, info, f, flags, mode, scl));
        }
    }

    /** How many times the forks a test asks for ({@link Forks}); 1 for most. */
    static int forksFactor(String test) {
        try {
            Forks forks = Class.forName(test, false, LitmusGroupRun.class.getClassLoader())
                    .getAnnotation(Forks.class);
            return forks == null ? 1 : Math.max(1, forks.value());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no jcstress test " + test + " on the class path", e);
        }
    }

    /** The subject a fork tested: the {@code -Dpg.subject} among its flags. */
    static Optional<String> subjectOf(TestConfig config) {
        return config.jvmArgs.stream()
                .filter(a -> a.startsWith(SUBJECT_FLAG))
                .map(a -> a.substring(SUBJECT_FLAG.length()))
                .findFirst();
    }

    static Map<String, List<String>> readPlan(Path file) throws java.io.IOException {
        Map<String, List<String>> plan = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file)) {
            if (line.isBlank()) continue;
            String[] parts = line.split("\t", 2);
            if (parts.length != 2 || parts[1].isBlank())
                throw new IllegalArgumentException("plan line without tests: " + line);
            plan.put(parts[0], List.of(parts[1].split(",")));
        }
        if (plan.isEmpty()) throw new IllegalArgumentException("empty plan: " + file);
        return plan;
    }

    static void writePlan(Path file, Map<String, List<String>> plan) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        plan.forEach((subject, tests) -> lines.add(subject + "\t" + String.join(",", tests)));
        Files.write(file, lines);
    }
}
