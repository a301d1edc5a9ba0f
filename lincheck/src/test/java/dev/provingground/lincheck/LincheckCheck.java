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
    private static final int STRESS_ITERATIONS = Integer.getInteger("pg.lincheck.iterations", 30);
    private static final int STRESS_INVOCATIONS = Integer.getInteger("pg.lincheck.invocations", 2000);
    private static final int MC_ITERATIONS = Integer.getInteger("pg.lincheck.mc.iterations", 40);
    private static final int MC_INVOCATIONS = Integer.getInteger("pg.lincheck.mc.invocations", 400);

    private LincheckCheck() {
    }

    public static StressOptions stress(int threads, int actorsPerThread) {
        return new StressOptions()
                .iterations(STRESS_ITERATIONS)
                .invocationsPerIteration(STRESS_INVOCATIONS)
                .threads(threads).actorsPerThread(actorsPerThread).actorsBefore(2).actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    public static ModelCheckingOptions modelChecking(int threads, int actorsPerThread) {
        return new ModelCheckingOptions()
                .iterations(MC_ITERATIONS)
                .invocationsPerIteration(MC_INVOCATIONS)
                .threads(threads).actorsPerThread(actorsPerThread).actorsBefore(2).actorsAfter(2)
                .minimizeFailedScenario(true);
    }

    /** Records that this check cannot reach the subject, and why (nothing is claimed either way). */
    public static CheckResult notApplicable(Contract<?, ?> contract, CatalogEntry subject, String check,
                                            Class<?> testClass, String method, String reason) {
        System.out.printf("lincheck %-24s %-32s %-7s %s%n", check, subject.name(), "n/a", reason);
        return RECORDER.notApplicable(contract, subject.subject(), check, Recorder.aimOf(testClass, method), reason);
    }

    /**
     * Runs {@code options.check(operations)} with the subject installed and records the outcome
     * under the {@link Aim} of the calling test method ({@code testClass.method}).
     */
    public static CheckResult run(Contract<?, ?> contract, CatalogEntry subject, String check,
                                  Class<?> testClass, String method,
                                  Options<?, ?> options, Class<?> operations, Runnable installSubject) {
        Aim aim = Recorder.aimOf(testClass, method);
        installSubject.run();
        long start = System.nanoTime();
        Outcome outcome;
        String summary;
        String evidence;
        try {
            options.check(operations);
            outcome = Outcome.PASSED;
            summary = "no non-linearizable history found";
            evidence = "Lincheck " + check + " on " + subject.subject().getName() + ": " + describe(options);
        } catch (LincheckAssertionError e) {
            outcome = Outcome.FAILED;
            String message = String.valueOf(e.getMessage());
            summary = summarize(message);
            evidence = "Lincheck " + check + " on " + subject.subject().getName() + ": " + describe(options)
                    + "\n\n" + message;
        } catch (Throwable e) {
            outcome = Outcome.ERROR;
            summary = "harness error: " + e;
            evidence = stackTrace(e);
        }
        evidence += "\nreplay: " + replay(testClass, method, subject, options);
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("lincheck %-24s %-32s %-7s %,6d ms  %s%n", check, subject.name(), outcome, millis, summary);
        return RECORDER.record(contract, subject.subject(), check, aim, outcome, millis, summary, evidence);
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
        return options instanceof StressOptions
                ? Recorder.rerunCommand(testClass, method, subject.subject(),
                "pg.lincheck.iterations", STRESS_ITERATIONS, "pg.lincheck.invocations", STRESS_INVOCATIONS)
                : Recorder.rerunCommand(testClass, method, subject.subject(),
                "pg.lincheck.mc.iterations", MC_ITERATIONS, "pg.lincheck.mc.invocations", MC_INVOCATIONS);
    }

    private static String describe(Options<?, ?> options) {
        return options.getClass().getSimpleName() + " (iterations and invocations from pg.lincheck.*: "
                + (options instanceof StressOptions
                ? STRESS_ITERATIONS + " x " + STRESS_INVOCATIONS
                : MC_ITERATIONS + " x " + MC_INVOCATIONS)
                + ")";
    }

    private static String stackTrace(Throwable e) {
        var w = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }
}
