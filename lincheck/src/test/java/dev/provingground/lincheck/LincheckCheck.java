package dev.provingground.lincheck;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.Recorder;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Options;
import org.jetbrains.lincheck.datastructures.StressOptions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Runs one Lincheck check on one subject and records what it saw. A linearizability failure is a
 * FAILED result carrying Lincheck's scenario and interleaving; anything else thrown is an ERROR of
 * the harness. Neither fails the JUnit test: the verdict step judges.
 *
 * <p>The options live here, in one place, read from the build's {@code pg.lincheck.*} properties.
 */
public final class LincheckCheck {

    private static final Recorder RECORDER = Recorder.forEngine("lincheck");
    private static final Counts STRESS = Counts.read("pg.lincheck.", 30, 2000);
    private static final Counts MODEL_CHECKING = Counts.read("pg.lincheck.mc.", 40, 400);

    /** A mode's iterations and invocations per iteration, and the prefix of the properties they come from. */
    private record Counts(String prefix, int iterations, int invocations) {
        static Counts read(String prefix, int iterations, int invocations) {
            return new Counts(prefix, Integer.getInteger(prefix + "iterations", iterations),
                    Integer.getInteger(prefix + "invocations", invocations));
        }

        static Counts of(Options<?, ?> options) {
            return options instanceof StressOptions ? STRESS : MODEL_CHECKING;
        }
    }

    private LincheckCheck() {
    }

    public static StressOptions stress(int threads, int actorsPerThread) {
        return new StressOptions()
                .iterations(STRESS.iterations())
                .invocationsPerIteration(STRESS.invocations())
                .threads(threads).actorsPerThread(actorsPerThread).actorsBefore(2).actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    public static ModelCheckingOptions modelChecking(int threads, int actorsPerThread) {
        return new ModelCheckingOptions()
                .iterations(MODEL_CHECKING.iterations())
                .invocationsPerIteration(MODEL_CHECKING.invocations())
                .threads(threads).actorsPerThread(actorsPerThread).actorsBefore(2).actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    /** Records that this check cannot reach the subject, and why (nothing is claimed either way). */
    public static CheckResult notApplicable(Contract<?, ?> contract, CatalogEntry subject, String check,
                                            Class<?> testClass, String method, String reason) {
        System.out.printf("lincheck %-24s %-32s %-7s %s%n", check, subject.name(), "n/a", reason);
        return RECORDER.notApplicable(contract, subject, check, Recorder.aimOf(testClass, method), reason);
    }

    /**
     * Runs {@code options.check(operations)} with the subject installed and records the outcome
     * under the {@link Aim} of the calling test method ({@code testClass.method}).
     */
    public static CheckResult run(Contract<?, ?> contract, CatalogEntry subject, String check,
                                  Class<?> testClass, String method,
                                  Options<?, ?> options, Class<?> operations, Runnable installSubject) {
        return run(RECORDER, contract, subject, check, testClass, method, options, operations, installSubject);
    }

    static CheckResult run(Recorder recorder, Contract<?, ?> contract, CatalogEntry subject, String check,
                           Class<?> testClass, String method,
                           Options<?, ?> options, Class<?> operations, Runnable installSubject) {
        Aim aim = Recorder.aimOf(testClass, method);
        if (LincheckChild.inChild()) LincheckChild.report(observe(subject, check, options, operations, installSubject));
        LincheckChild.Seen seen = LincheckChild.needsOwnJvm(subject)
                ? LincheckChild.observe(subject, check, testClass, method)
                : observe(subject, check, options, operations, installSubject);
        String evidence = seen.evidence() + "\nreplay: " + replay(testClass, method, subject, options);
        System.out.printf("lincheck %-24s %-32s %-7s %,6d ms  %s%n", check, subject.name(), seen.outcome(), seen.millis(), seen.summary());
        return recorder.record(contract, subject, check, aim, seen.outcome(), seen.millis(), seen.summary(), evidence);
    }

    /** Runs the check in this JVM: Lincheck's linearizability failure is FAILED, its own bug and anything else thrown an ERROR. */
    private static LincheckChild.Seen observe(CatalogEntry subject, String check, Options<?, ?> options,
                                              Class<?> operations, Runnable installSubject) {
        long start = System.nanoTime();
        Outcome outcome;
        String summary;
        String evidence;
        try {
            installSubject.run();
            options.check(operations);
            outcome = Outcome.PASSED;
            summary = "no non-linearizable history found";
            evidence = "Lincheck " + check + " on " + subject.id() + ": " + describe(options);
        } catch (LincheckAssertionError e) {
            String message = String.valueOf(e.getMessage());
            String internal = internalError(message);
            outcome = internal == null ? Outcome.FAILED : Outcome.ERROR;
            summary = internal == null ? summarize(message) : "Lincheck failed inside itself, no verdict: " + internal;
            evidence = "Lincheck " + check + " on " + subject.id() + ": " + describe(options) + "\n\n" + message;
        } catch (Throwable e) {
            outcome = Outcome.ERROR;
            summary = "harness error, no verdict: " + e;
            evidence = stackTrace(e);
        }
        return new LincheckChild.Seen(outcome, (System.nanoTime() - start) / 1_000_000, summary, evidence);
    }

    /**
     * Lincheck reports an exception thrown inside itself ("Wow! You've caught a bug in Lincheck") as
     * a LincheckAssertionError, like a linearizability failure. That is no verdict on the subject: the
     * cause (its first exception line, a ClassNotFoundException say), or null for a real failure.
     */
    static String internalError(String message) {
        if (!message.contains("caught a bug in Lincheck")) return null;
        return message.lines().map(String::strip)
                .filter(l -> l.matches("^([\\w$]+\\.)+[\\w$]*(Exception|Error)\\b.*"))
                .findFirst().orElse("an internal Lincheck exception (see the evidence)");
    }

    /**
     * One line from Lincheck's report: its headline and the failing scenario's operations with their
     * results, thread by thread ("||" between threads, "/" between the parts of the scenario).
     */
    static String summarize(String message) {
        List<String> lines = message.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        String headline = lines.isEmpty() ? "Lincheck failure" : lines.get(0).replace("=", "").strip();
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
                    .map(String::strip).filter(c -> !c.isEmpty()).collect(Collectors.joining(" || "));
            if (!cells.isEmpty() && !cells.startsWith("Thread")) parts.add(cells);
        }
        return headline + (parts.isEmpty() ? "" : ": " + String.join(" / ", parts));
    }

    /** The command that reruns this check on this subject with this run's iterations and invocations. */
    static String replay(Class<?> testClass, String method, CatalogEntry subject, Options<?, ?> options) {
        Counts counts = Counts.of(options);
        return Recorder.rerunCommand(testClass, method, subject,
                counts.prefix() + "iterations", counts.iterations(), counts.prefix() + "invocations", counts.invocations());
    }

    private static String describe(Options<?, ?> options) {
        Counts counts = Counts.of(options);
        return options.getClass().getSimpleName() + " (iterations and invocations from pg.lincheck.*: "
                + counts.iterations() + " x " + counts.invocations() + ")";
    }

    static String stackTrace(Throwable e) {
        var w = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }
}
