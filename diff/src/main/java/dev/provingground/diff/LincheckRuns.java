package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ChildSide;
import dev.provingground.verdict.CrashReport;
import dev.provingground.verdict.OwnJvmCheck;
import java.lang.management.ManagementFactory;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.Options;

/**
 * The Lincheck runs of checks 2 and 3 ({@link LinearizabilityMain}), beyond choosing them: a model-checking run bounded,
 * (a hang model checking reports is confirmed by a real run of its scenario, {@link HangConfirmation}), and the check's result reported, a
 * non-linearizable history with its scenario and its answers for another side to look for.
 */
final class LincheckRuns {

    private LincheckRuns() {}

    /** A run with no bound of its own (stress): bounded by the side's deadline alone ({@link SideDeadline}). */
    static final long NO_BOUND_OF_ITS_OWN = SideDeadline.NONE;

    /**
     * A model-checking run, bounded (by {@code seconds}, or by the side's deadline when that comes first: then the run is
     * cut, {@link SideDeadline.Reached}, not an error): model checking reports a subject's own hang itself (and it is confirmed by a real run),
     * so a run that does not end within {@code seconds} is the engine's loss of control (a thread of the subject parked for
     * real where Lincheck's scheduler waits for it: seen on a {@code ReentrantLock} released and acquired across a switch),
     * and so is a thread blocked on a monitor the engine parked its holder with ({@link EngineDeadlock}, looked for every
     * second, said when seen twice in a row). Either is reported as a harness error with Lincheck's threads, and this JVM
     * halts: its stuck threads are not ours to stop. Everything that report loads is loaded before the run: a thread the
     * engine parked inside the JDK's class loading holds the class path's monitor, and no class of ours could load after
     * (corpus R11's report at the bound blocked so, and its JVM was killed at the outer bound instead).
     */
    static void checkWithin(Options<?, ?> options, Class<?> implOps, long seconds, String what) throws Throwable {
        within(() -> options.check(implOps), seconds, what);
    }

    /** A Lincheck run: {@code options.check(operations)}, or in a test, anything that may not end. */
    interface EngineRun {
        void run() throws Throwable;
    }

    /**
     * {@link #checkWithin}, but a run still at work when its bound comes ({@link StillWorking}: the engine slower than the
     * bound, in control of the subject's threads) is cut, not a harness error: a random model-checking run, the last of a
     * side's search, whose runs before it stand. Before, such a run sent the whole side again to real threads only, its
     * model-checked pairs and every run before it thrown away (corpus R22 at 0629e6b: 95 s more, and the side's verdict
     * from real threads alone). The engine's thread is left at work: no other run may begin in this JVM after it.
     */
    static void cutWhenStillWorking(Options<?, ?> options, Class<?> implOps, long seconds, String what)
            throws Throwable {
        within(() -> options.check(implOps), seconds, what, true);
    }

    /** A run {@link #cutWhenStillWorking} cut at its bound, the engine still at work. */
    static final class StillWorking extends RuntimeException {

        StillWorking(String what, long seconds) {
            super(
                    what + " was cut at its " + seconds
                            + " s bound, the engine still at work (slower than the bound, in"
                            + " control of the subject's threads)",
                    null,
                    false,
                    false);
        }
    }

    /** {@link #checkWithin}, for any run. */
    static void within(EngineRun check, long seconds, String what) throws Throwable {
        within(check, seconds, what, false);
    }

    /** {@link #within}; {@code cutWhenStillWorking}: a run still at work at its bound is cut ({@link StillWorking}). */
    static void within(EngineRun check, long seconds, String what, boolean cutWhenStillWorking) throws Throwable {
        boolean byTheDeadline =
                SideDeadline.secondsLeft() <= seconds; // the side's bound comes first: a cut, not an error
        seconds = SideDeadline.clip(seconds);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread run = new Thread(
                () -> {
                    try {
                        check.run();
                    } catch (Throwable t) {
                        thrown.set(t);
                    }
                },
                "pg-model-checking");
        run.setDaemon(true);
        loadTheReportsClasses(run);
        run.start();
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        String deadlock = null;
        boolean seenOnce = false;
        while (run.isAlive() && System.nanoTime() < deadline) {
            run.join(1000);
            if (!run.isAlive()) break;
            Optional<String> now = EngineDeadlock.now();
            if (now.isPresent() && seenOnce) {
                deadlock = now.get();
                break;
            }
            seenOnce = now.isPresent();
        }
        if (run.isAlive() && deadlock == null && byTheDeadline) throw new SideDeadline.Reached(what);
        if (run.isAlive() && deadlock == null && cutWhenStillWorking && stillWorking(run))
            throw new StillWorking(what, seconds);
        if (run.isAlive()) {
            long millis = seconds * 1000 - Math.max(0, (deadline - System.nanoTime()) / 1_000_000);
            reportTook(
                    Outcome.ERROR,
                    millis,
                    "harness error, no verdict: " + what
                            + (deadlock != null
                                    ? ": the engine deadlocked: " + deadlock
                                    : " did not end within " + seconds + " s: "
                                            + (stillWorking(run)
                                                    ? "Lincheck's model checking was still running the subject's"
                                                            + " threads (slower than the bound)"
                                                    : "Lincheck's model checking lost control of the subject's"
                                                            + " threads")),
                    "Lincheck's threads when it was stopped:\n" + lincheckThreads(run));
        }
        if (thrown.get() != null) throw thrown.get();
    }

    /**
     * Whether model checking was still at work when its bound came: a thread of Lincheck's (or the run's own) running,
     * not parked; a run whose every thread waits is the engine's loss of control.
     */
    private static boolean stillWorking(Thread run) {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> lincheckOrTheRun(t, run))
                .anyMatch(t -> t.getState() == Thread.State.RUNNABLE);
    }

    /** Whether {@code t} is one of Lincheck's threads or the model-checking run's own. */
    private static boolean lincheckOrTheRun(Thread t, Thread run) {
        return t.getName().contains("Lincheck") || t == run;
    }

    /**
     * The stacks of every other thread of this JVM when the engine failed in its own code: a thread the subject started,
     * still at work after the invocation that started it, is seen here beside the engine's failure.
     */
    static String otherThreads() {
        Thread current = Thread.currentThread();
        return stacks(t -> t != current);
    }

    /** The stacks of Lincheck's threads and of the run's own. */
    private static String lincheckThreads(Thread run) {
        return stacks(t -> lincheckOrTheRun(t, run));
    }

    /** The stacks of this JVM's threads that {@code which} takes, each headed by its name and state. */
    private static String stacks(java.util.function.Predicate<Thread> which) {
        StringBuilder threads = new StringBuilder();
        for (Map.Entry<Thread, StackTraceElement[]> e :
                Thread.getAllStackTraces().entrySet()) {
            Thread t = e.getKey();
            if (!which.test(t)) continue;
            threads.append('"')
                    .append(t.getName())
                    .append("\" ")
                    .append(t.getState())
                    .append('\n');
            for (StackTraceElement frame : e.getValue())
                threads.append("    at ").append(frame).append('\n');
        }
        return threads.toString();
    }

    /**
     * Makes every class the bound's report needs load now, before the run: the result (its record, the child's result
     * channel, the settings that name it), the deadlock's look, the threads' description.
     */
    private static void loadTheReportsClasses(Thread run) throws ClassNotFoundException {
        for (Class<?> c : List.of(OwnJvmCheck.class, ChildJvm.class, ChildSide.class, CrashReport.class, Outcome.class))
            Class.forName(c.getName(), true, c.getClassLoader());
        new OwnJvmCheck.Seen(Outcome.ERROR, 0, "", "");
        EngineDeadlock.now();
        stillWorking(run);
        EngineDeadlock.parkedByTheEngine(ManagementFactory.getThreadMXBean()
                .getThreadInfo(new long[] {Thread.currentThread().threadId()}, true, false)[0]);
        lincheckThreads(run);
    }

    /** Reports a harness error: Lincheck could not run {@code run} ({@code t}), with its stack and the JVM's other threads. */
    static void couldNotRun(long start, String run, Throwable t) {
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        w.append("\nthe JVM's other threads when it failed:\n").append(otherThreads());
        report(
                Outcome.ERROR,
                start,
                "harness error, no verdict: Lincheck could not run (" + run + "): " + t,
                w.toString());
    }

    /** Reports a non-linearizable history: its first line, the history, the operations, the runs before it, its scenario and answers. */
    static void reportFailure(
            long start,
            String impl,
            String spec,
            String run,
            LincheckAssertionError e,
            List<Operations.Op> ops,
            StringBuilder ran,
            int pairsCutAt) {
        String message = String.valueOf(e.getMessage());
        String first = message.lines()
                .filter(l -> !l.isBlank())
                .findFirst()
                .orElse("")
                .replace("=", "")
                .strip();
        report(
                Outcome.FAILED,
                start,
                "not linearizable (" + run + "): " + first,
                "Lincheck " + run + " of the " + impl + " side found a history no sequential run of the " + spec
                        + " side explains:\n\n"
                        + message + "\n\noperations:\n" + GeneratedOperations.legend(ops) + "\nbefore it:\n" + ran
                        + "\n" + ScenarioText.SCENARIO
                        + ScenarioText.encode(LincheckFailures.scenario(e)) + "\n"
                        + FOUND_BY + run + "\n"
                        + (pairsCutAt < 0 ? "" : ResumePoint.PAIRS_CUT_AT + pairsCutAt + "\n")
                        + history(e)
                        + OwnSequentialAnswers.line(e));
    }

    /**
     * How the run that found a failing history is written into a check's evidence ("systematic pairs", "stress 2x3"...):
     * a scenario of the systematic pairs is found by design, a random one by the luck of its draw.
     */
    static final String FOUND_BY = "found by: ";

    /** The failing history's answers, for another side to look for ({@link ProducesHistory}); none when Lincheck gave no results. */
    private static String history(LincheckAssertionError e) {
        try {
            var results = LincheckFailures.results(e);
            return results == null
                    ? ""
                    : ScenarioText.HISTORY + ProducesHistory.History.of(results).encode() + "\n";
        } catch (RuntimeException notThere) {
            return "";
        }
    }

    /** Reports the check's result as a check in a JVM of its own does ({@link OwnJvmCheck#report}). */
    static void report(Outcome outcome, long start, String summary, String evidence) {
        reportTook(outcome, (System.nanoTime() - start) / 1_000_000, summary, evidence);
    }

    /** {@link #report} of a result that took {@code millis}; its evidence ends with the classes left out, if any. */
    private static void reportTook(Outcome outcome, long millis, String summary, String evidence) {
        OwnJvmCheck.report(new OwnJvmCheck.Seen(outcome, millis, summary, evidence + RedefinableClassesOnly.note()));
    }

    /** A run's shape and judge: its threads, its calls, the specification, and the verifier when one is asked. */
    static Options<?, ?> configured(
            Options<?, ?> options, int threads, int actors, Class<?> specOps, boolean systematic, boolean produce) {
        options.threads(threads)
                .actorsPerThread(actors)
                .actorsBefore(2)
                .actorsAfter(2)
                .sequentialSpecification(specOps)
                .minimizeFailedScenario(!systematic);
        if (produce) options.verifier(ProducesHistory.class);
        else if (!KnownHistories.knownByMethods.isEmpty())
            options.verifier(KnownHistories.class); // histories both builds give, looked past
        return options;
    }
}
