package dev.provingground.lincheck;

import dev.provingground.guarantees.JdkAsOneStep;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Misbehaving;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import dev.provingground.verdict.Reach;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Setting;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Options;
import org.jetbrains.lincheck.datastructures.StressOptions;

/**
 * Runs one Lincheck check on one subject and records what it saw. A linearizability failure is a
 * FAILED result carrying Lincheck's scenario and interleaving; anything else thrown is an ERROR of
 * the harness. Neither fails the JUnit test: the verdict step judges.
 *
 * <p>The options live here, in one place, read from the build's {@code pg.lincheck.*} properties.
 *
 * <p>A subject that is not on the suite's class path (a real artifact's release, a reviewer's jar),
 * or that the run does not trust (a reviewer's class), is checked in a JVM of its own
 * ({@link OwnJvmCheck}), bounded by {@code pg.lincheck.boundSeconds}. Why not in this JVM, in the
 * subject's own class loader: Lincheck 3.7 looks up the classes of the objects it instruments by
 * name from its own loader ({@code ClassCache}: a class of another loader is "Wow! You've caught a
 * bug in Lincheck"), caches the bytecode it instruments by class name (two netty releases in one
 * JVM: the second ran the first one's code, a false pass, finding F11), and re-instruments every
 * class loaded so far at each check (six netty releases made the Lincheck module run for 1 h 46 min
 * and print 8,407 failed retransformations). In a JVM of its own, a release is one set of ordinary
 * classes, instrumented from its own bytes; and a subject that exits the JVM or exhausts its heap
 * costs one cell, said as what it was.
 */
public final class LincheckCheck {

    private static final Recorder RECORDER = Recorder.forEngine("lincheck");
    private static final Counts STRESS =
            Counts.read(Setting.LINCHECK_ITERATIONS, Setting.LINCHECK_INVOCATIONS, 30, 2000);
    private static final Counts MODEL_CHECKING =
            Counts.read(Setting.LINCHECK_MC_ITERATIONS, Setting.LINCHECK_MC_INVOCATIONS, 40, 400);
    /** The bound of one check in a JVM of its own; Lincheck's own hang detection fires well before it. */
    private static final long BOUND_SECONDS = Setting.LINCHECK_BOUND_SECONDS.or(300L);

    /** A mode's iterations and invocations per iteration, and the settings they come from. */
    private record Counts(Setting iterationsSetting, Setting invocationsSetting, int iterations, int invocations) {
        static Counts read(Setting iterations, Setting invocations, int defaultIterations, int defaultInvocations) {
            return new Counts(
                    iterations, invocations, iterations.or(defaultIterations), invocations.or(defaultInvocations));
        }

        static Counts of(Options<?, ?> options) {
            return options instanceof StressOptions ? STRESS : MODEL_CHECKING;
        }
    }

    private LincheckCheck() {}

    public static StressOptions stress(int threads, int actorsPerThread) {
        return new StressOptions()
                .iterations(STRESS.iterations())
                .invocationsPerIteration(STRESS.invocations())
                .threads(threads)
                .actorsPerThread(actorsPerThread)
                .actorsBefore(2)
                .actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    /**
     * Model checking with the JDK code it takes as one step ({@link JdkAsOneStep}), as the diff runs it: without them a
     * class that walks an {@code IdentityHashMap} fails in the engine's own snapshot of memory, every invocation.
     */
    public static ModelCheckingOptions modelChecking(int threads, int actorsPerThread) {
        return JdkAsOneStep.applied(new ModelCheckingOptions())
                .iterations(MODEL_CHECKING.iterations())
                .invocationsPerIteration(MODEL_CHECKING.invocations())
                .threads(threads)
                .actorsPerThread(actorsPerThread)
                .actorsBefore(2)
                .actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    /**
     * A scenario that holds the racing calls, for a check to run before its random ones (Lincheck runs
     * custom scenarios first, each with the mode's invocations): a known bug whose window random scenarios
     * meet only now and then is met every run. Each thread is a list of calls, "release(1)" or
     * "retainMaxMinusOne()": a method of {@code operations} and its int arguments; no calls before or after.
     */
    public static org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario scenario(
            Class<?> operations, List<List<String>> threads) {
        return scenario(operations, List.of(), threads, List.of());
    }

    /** The same, with calls made before the threads start ({@code before}) and after they end ({@code after}). */
    public static org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario scenario(
            Class<?> operations, List<String> before, List<List<String>> threads, List<String> after) {
        List<List<org.jetbrains.kotlinx.lincheck.Actor>> parallel = new ArrayList<>();
        for (List<String> thread : threads) parallel.add(actors(operations, thread));
        return new org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario(
                actors(operations, before), parallel, actors(operations, after), null);
    }

    private static List<org.jetbrains.kotlinx.lincheck.Actor> actors(Class<?> operations, List<String> calls) {
        List<org.jetbrains.kotlinx.lincheck.Actor> actors = new ArrayList<>();
        for (String call : calls) {
            String name = call.substring(0, call.indexOf('('));
            String inside =
                    call.substring(call.indexOf('(') + 1, call.lastIndexOf(')')).strip();
            List<Object> args = inside.isEmpty()
                    ? List.of()
                    : Arrays.stream(inside.split(","))
                            .map(a -> (Object) Integer.valueOf(a.strip()))
                            .toList();
            java.lang.reflect.Method method = Arrays.stream(operations.getMethods())
                    .filter(m -> m.getName().equals(name) && m.getParameterCount() == args.size())
                    .findFirst()
                    .orElseThrow(() ->
                            new IllegalArgumentException(operations.getSimpleName() + " has no operation " + call));
            actors.add(new org.jetbrains.kotlinx.lincheck.Actor(method, args, false, false, false, false, false));
        }
        return actors;
    }

    /**
     * Runs {@code options.check(operations)} on the subject and records the outcome as the check of
     * the calling {@link EachSubject} method: named after it, under its {@link Aim}. The operations
     * class builds the subject with {@link #subjectUnderCheck}.
     */
    public static CheckResult run(
            Contract<?, ?> contract, CatalogEntry subject, Options<?, ?> options, Class<?> operations) {
        EachSubject.Check caller = EachSubject.Check.caller();
        return run(
                RECORDER, contract, subject, caller.name(), caller.testClass(), caller.method(), options, operations);
    }

    /**
     * The subject of the running check, built from the setup: what an operations class's constructor
     * calls. Lincheck builds operations classes through their no-argument constructors and takes no
     * factory, so the engine holds the subject for the duration of one check, here and nowhere else.
     */
    public static <T, S> T subjectUnderCheck(Contract<T, S> contract, S setup) {
        CatalogEntry subject = underCheck;
        if (subject == null) {
            throw new IllegalStateException(
                    "no Lincheck check is running: an operations class is built by LincheckCheck.run");
        }
        return contract.create(subject.subject(), setup);
    }

    private static volatile CatalogEntry underCheck;

    /** The same, recorded by the given recorder, as the named check of the named method: for the harness's own tests. */
    public static CheckResult run(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            String check,
            Class<?> testClass,
            String method,
            Options<?, ?> options,
            Class<?> operations) {
        Aim aim = Recorder.aimOf(testClass, method);
        Optional<String> unreachable = Reach.unreachable(testClass, method, subject);
        if (unreachable.isPresent()) {
            System.out.printf("lincheck %-24s %-32s %-11s %s%n", check, subject.name(), "n/a", unreachable.get());
            return recorder.notApplicable(contract, subject, check, aim, unreachable.get());
        }
        java.util.function.Supplier<Seen> once = () -> OwnJvmCheck.run(
                subject,
                check,
                testClass,
                method,
                OwnJvmCheck.offClassPath(subject) || OwnJvmCheck.untrusted(subject),
                boundOf(subject),
                () -> observe(contract, subject, check, options, operations));
        Seen seen;
        if (dev.provingground.verdict.Calibration.calibrates(aim, subject)) {
            // The time to the catch: Lincheck's shrinking of the failing scenario follows the catch and changes nothing
            // about whether it came, so a calibration run leaves it out (a build's run keeps it, for the shrunk case).
            options.minimizeFailedScenario(false);
            seen = dev.provingground.verdict.Calibration.run(
                    "lincheck", contract.name(), check, subject, budget(options), once);
        } else {
            seen = once.get();
        }
        if (boundOf(subject) < BOUND_SECONDS
                && (seen.outcome() == Outcome.HUNG || seen.outcome() == Outcome.SPINNING)) {
            seen = new Seen(
                    seen.outcome(), seen.millis(), seen.summary() + " (" + Misbehaving.WHY + ")", seen.evidence());
        }
        String evidence = seen.evidence() + "\nreplay: " + replay(testClass, method, subject, options);
        System.out.printf(
                "lincheck %-24s %-32s %-11s %,6d ms  %s%n",
                check, subject.name(), seen.outcome(), seen.millis(), seen.summary());
        return recorder.record(
                contract,
                subject,
                check,
                aim,
                seen.outcome(),
                seen.millis(),
                seen.summary(),
                evidence,
                budget(options));
    }

    /** How hard the check looks: Lincheck's scenarios and invocations, and the custom scenarios it runs first. */
    static String budget(Options<?, ?> options) {
        Counts counts = Counts.of(options);
        String kind = options instanceof org.jetbrains.lincheck.datastructures.ModelCheckingOptions
                ? "model checking"
                : "stress";
        int custom = customScenarios(options);
        return kind + ": " + counts.iterations() + " random scenarios x " + counts.invocations() + " invocations"
                + (custom > 0 ? ", after " + custom + " custom scenarios" : "");
    }

    /** The custom scenarios the options hold (Lincheck keeps the list protected: read, not changed). */
    private static int customScenarios(Options<?, ?> options) {
        try {
            java.lang.reflect.Method m = Options.class.getDeclaredMethod("getCustomScenarios");
            m.setAccessible(true);
            return ((List<?>) m.invoke(options)).size();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return 0;
        }
    }

    /** Runs the check in this JVM: Lincheck's linearizability failure is FAILED, its own bug and anything else thrown an ERROR. */
    private static synchronized Seen observe(
            Contract<?, ?> contract, CatalogEntry subject, String check, Options<?, ?> options, Class<?> operations) {
        long start = System.nanoTime();
        Outcome outcome;
        String summary;
        String evidence;
        try {
            underCheck = subject;
            contract.validate(subject.subject());
            options.check(operations);
            outcome = Outcome.PASSED;
            summary = "no non-linearizable history found";
            evidence = "Lincheck " + check + " on " + subject.id() + " (" + budget(options) + ")";
        } catch (LincheckAssertionError e) {
            String message = String.valueOf(e.getMessage());
            String internal = internalError(message);
            boolean hung = hung(message);
            outcome = internal != null ? Outcome.ERROR : hung ? Outcome.HUNG : Outcome.FAILED;
            summary = internal != null
                    ? "Lincheck failed inside itself, no verdict: " + internal
                    : hung
                            ? Outcome.HUNG.words + ", by Lincheck's hang detection: " + summarize(message)
                            : summarize(message);
            evidence = "Lincheck " + check + " on " + subject.id() + " (" + budget(options) + ")\n\n" + message;
        } catch (Throwable e) {
            outcome = Outcome.ERROR;
            summary = "harness error, no verdict: " + e;
            evidence = OwnJvmCheck.stackTrace(e);
        } finally {
            underCheck = null;
        }
        return new Seen(outcome, (System.nanoTime() - start) / 1_000_000, summary, evidence);
    }

    /**
     * A check's bound on this subject: {@code pg.lincheck.boundSeconds}, or, once the subject has hung or spun in
     * another cell, the short bound and the time a JVM of its own takes to start Lincheck ({@link Misbehaving}).
     */
    private static long boundOf(CatalogEntry subject) {
        return Misbehaving.has(subject.id())
                ? Math.min(BOUND_SECONDS, Misbehaving.shortBoundSeconds() + 15)
                : BOUND_SECONDS;
    }

    /**
     * Lincheck reports an exception thrown inside itself ("Wow! You've caught a bug in Lincheck") as
     * a LincheckAssertionError, like a linearizability failure. That is no verdict on the subject: the
     * cause (its first exception line, a ClassNotFoundException say), or null for a real failure.
     */
    static String internalError(String message) {
        if (!message.contains("caught a bug in Lincheck")) return null;
        return message.lines()
                .map(String::strip)
                .filter(l -> l.matches("^([\\w$]+\\.)+[\\w$]*(Exception|Error)\\b.*"))
                .findFirst()
                .orElse("an internal Lincheck exception (see the evidence)");
    }

    /**
     * Lincheck's "The execution has hung" (a thread that never returns, in stress; a deadlock or a
     * livelock, in model checking): the subject hung, which fails a check only when the catalog says
     * the subject breaks a property the check is aimed at.
     */
    static boolean hung(String message) {
        return message.contains("= The execution has hung") || message.contains("= Concurrent test has hung =");
    }

    /**
     * One line from Lincheck's report: its headline and the failing scenario's operations with their
     * results, thread by thread ("||" between threads, "/" between the parts of the scenario).
     */
    static String summarize(String message) {
        List<String> lines =
                message.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String headline = lines.isEmpty()
                ? "Lincheck failure"
                : lines.get(0).replace("=", "").strip();
        List<String> parts = new ArrayList<>();
        boolean inTable = false;
        int rules = 0;
        for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
            if (line.startsWith("| -")) {
                if (++rules > 1 && !inTable) break;
                inTable = true;
                continue;
            }
            if (!line.startsWith("|")) {
                if (inTable) break;
                continue;
            }
            String cells = Arrays.stream(line.substring(1, line.length() - 1).split("\\|"))
                    .map(String::strip)
                    .filter(c -> !c.isEmpty())
                    .collect(Collectors.joining(" || "));
            if (!cells.isEmpty() && !cells.startsWith("Thread")) parts.add(cells);
        }
        return headline + (parts.isEmpty() ? "" : ": " + String.join(" / ", parts));
    }

    /** The command that reruns this check on this subject with this run's iterations and invocations. */
    static String replay(Class<?> testClass, String method, CatalogEntry subject, Options<?, ?> options) {
        Counts counts = Counts.of(options);
        return Recorder.rerunCommand(
                testClass,
                method,
                subject,
                counts.iterationsSetting().key,
                counts.iterations(),
                counts.invocationsSetting().key,
                counts.invocations());
    }
}
