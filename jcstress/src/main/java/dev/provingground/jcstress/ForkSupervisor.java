package dev.provingground.jcstress;

import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Misbehaving;
import dev.provingground.verdict.Setting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Supervises a jcstress run's forks: each fork's bound, and a fork past it (or a reviewer's fork seen hung or
 * spinning early) has its threads dumped and is stopped while the run goes on; each stopped fork's threads are later
 * matched to the test it was running.
 */
final class ForkSupervisor {

    private ForkSupervisor() {}

    /**
     * The bound of one litmus test on one subject, a fork's life: a fork alive past it has its threads
     * dumped and is stopped, its test HUNG or SPINNING as the threads say, and the run goes on with the
     * other forks. jcstress bounds a test's measured iterations itself, but not the sanity check it runs
     * first: an actor that never returns there keeps jcstress waiting for ever.
     */
    static final long TEST_BOUND_SECONDS = Setting.JCSTRESS_TEST_BOUND_SECONDS.or(120L);
    /** jcstress's probing of the machine and the JVM before the first fork (12 s on a slow day), in the run's backstop. */
    private static final long PROBE_ALLOWANCE_SECONDS = 120;

    /** How a stopped fork's dump begins: the bound it ran past, in seconds. */
    static final String BOUND_HEADER = "pg.bound ";

    /** The run's backstop: every test's bound, and the probing. */
    static long backstopSeconds(int pairs) {
        return TEST_BOUND_SECONDS * pairs + PROBE_ALLOWANCE_SECONDS;
    }

    /**
     * Watches the jcstress run until it exits or passes {@code backstop} seconds from {@code start}: a fork past its
     * bound, or a reviewer's fork found hung or spinning early, has its threads dumped into {@code stopped} (under its
     * subject's id, after a {@link #BOUND_HEADER}) and is stopped.
     */
    static void watch(
            Process child,
            Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups,
            Map<String, List<String>> stopped,
            long start,
            long backstop)
            throws Exception {
        Set<Long> seen = new HashSet<>();
        Set<String> reviewed = groups.values().stream()
                .flatMap(g -> g.keySet().stream())
                .filter(e -> e.role() == CatalogEntry.Role.REVIEWED)
                .map(CatalogEntry::id)
                .collect(Collectors.toSet());
        Map<Long, Look> watched = new java.util.HashMap<>(); // a reviewer's forks: their last look
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
                Look look = new Look(ThreadDump.blockedInSubject(dump), ThreadDump.spinningInSanityCheck(dump), now);
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
}
