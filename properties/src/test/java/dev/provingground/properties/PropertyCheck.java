package dev.provingground.properties;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Misbehaved;
import dev.provingground.verdict.Misbehaving;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import dev.provingground.verdict.Reach;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.Setting;
import dev.provingground.verdict.Stuck;
import java.util.List;
import java.util.Optional;
import org.quicktheories.QuickTheory;

/**
 * Runs one property on one subject with QuickTheories and records the outcome: the seed always,
 * and on failure QuickTheories' report with the shrunk (smallest) falsifying case. A falsified
 * property does not fail the JUnit test: the verdict step judges it against the catalog.
 *
 * <p>The seed is fixed by default (so three runs of verify agree) and set with {@code -Dpg.seed=N};
 * the number of examples comes from {@code pg.properties.examples}.
 */
public final class PropertyCheck {

    public static final long SEED = Setting.SEED.or(20261121L);
    private static final int EXAMPLES = Setting.PROPERTIES_EXAMPLES.or(300);
    private static final Recorder RECORDER = Recorder.forEngine("properties");

    private PropertyCheck() {}

    /** QuickTheories configured with the run's seed and example count. */
    public static QuickTheory qt() {
        return QuickTheory.qt().withFixedSeed(SEED).withExamples(EXAMPLES);
    }

    @FunctionalInterface
    public interface Body {
        void run() throws Exception;
    }

    /**
     * Runs {@code body} (which calls {@code qt()...checkAssert(...)}) for a check named after the
     * calling test method, whose {@link Aim} it records.
     */
    public static CheckResult run(Contract<?, ?> contract, CatalogEntry subject, Body body) {
        EachSubject.Check caller = EachSubject.Check.caller();
        return run(contract, subject, caller.testClass(), caller.method(), body, true, null);
    }

    /**
     * Runs a JUnit scenario (no generated examples) the same way: an AssertionError is a FAILED
     * result whose message is the evidence.
     */
    public static CheckResult scenario(Contract<?, ?> contract, CatalogEntry subject, Body body) {
        EachSubject.Check caller = EachSubject.Check.caller();
        return run(contract, subject, caller.testClass(), caller.method(), body, false, null);
    }

    /** A scenario body that says, when it holds, what exactly it checked. */
    @FunctionalInterface
    public interface Saying {
        String run() throws Exception;
    }

    /**
     * A scenario whose pass summary is what the body returns (what was checked, and on what), so the
     * report claims no more than that.
     */
    public static CheckResult scenarioSaying(Contract<?, ?> contract, CatalogEntry subject, Saying body) {
        EachSubject.Check caller = EachSubject.Check.caller();
        String[] said = new String[1];
        return run(contract, subject, caller.testClass(), caller.method(), () -> said[0] = body.run(), false, said);
    }

    private static CheckResult run(
            Contract<?, ?> contract,
            CatalogEntry subject,
            Class<?> testClass,
            String method,
            Body body,
            boolean generated,
            String[] said) {
        return run(RECORDER, contract, subject, testClass, method, body, generated, said);
    }

    static CheckResult run(
            Recorder recorder,
            Contract<?, ?> contract,
            CatalogEntry subject,
            Class<?> testClass,
            String method,
            Body body,
            boolean generated,
            String[] said) {
        Aim aim = Recorder.aimOf(testClass, method);
        String check = EachSubject.Check.nameOf(method);
        Optional<String> unreachable = Reach.unreachable(testClass, method, subject);
        if (unreachable.isPresent()) {
            System.out.printf("properties %-40s %-32s %-11s %s%n", check, subject.name(), "n/a", unreachable.get());
            return recorder.notApplicable(contract, subject, check, aim, unreachable.get());
        }
        // A reviewer's class may exit the JVM or exhaust its heap: each of its checks gets a JVM of its own.
        java.util.function.Supplier<Seen> once = () -> OwnJvmCheck.run(
                subject,
                check,
                testClass,
                method,
                OwnJvmCheck.untrusted(subject),
                boundSeconds(subject) + 60,
                () -> observe(subject, testClass, method, body, generated, said));
        String budget = generated ? EXAMPLES + " generated examples, seed " + SEED : "one scenario, run as written";
        Seen seen = dev.provingground.verdict.Calibration.calibrates(aim, subject)
                ? dev.provingground.verdict.Calibration.run("properties", contract.name(), check, subject, budget, once)
                : once.get();
        System.out.printf(
                "properties %-40s %-32s %-11s %,6d ms  %s%n",
                check, subject.name(), seen.outcome(), seen.millis(), seen.summary());
        return recorder.record(
                contract, subject, check, aim, seen.outcome(), seen.millis(), seen.summary(), seen.evidence(), budget);
    }

    private static Seen observe(
            CatalogEntry subject, Class<?> testClass, String method, Body body, boolean generated, String[] said) {
        String check = EachSubject.Check.nameOf(method);
        long start = System.nanoTime();
        Outcome outcome;
        String summary;
        String evidence = (generated
                        ? "property " + check + " on " + subject.id() + "\nseed " + SEED + ", " + EXAMPLES
                                + " examples; "
                        : "scenario " + check + " on " + subject.id() + "; ")
                + "replay: " + replay(testClass, method, subject, generated) + "\n";
        try {
            long bound = boundSeconds(subject);
            Stuck stuck = bounded(body, check, bound);
            if (stuck != null) {
                outcome = stuck.outcome();
                boolean shortened = bound < boundSeconds();
                summary = stuck.cause(bound) + (shortened ? " (" + Misbehaving.WHY + ")" : "");
                evidence += "\n" + check + " on " + subject.name() + " did not finish within " + bound + " s ("
                        + (shortened ? Misbehaving.WHY : Setting.PROPERTIES_BOUND_SECONDS.key)
                        + "); every thread at the bound:\n\n" + stuck.dump();
            } else {
                outcome = Outcome.PASSED;
                summary = generated ? EXAMPLES + " examples held (seed " + SEED + ")" : said != null ? said[0] : "held";
            }
        } catch (Misbehaved e) {
            outcome = e.outcome();
            summary = e.getMessage();
            evidence += "\n" + e.evidence();
        } catch (AssertionError e) {
            Throwable harness = harnessCause(e);
            String message = String.valueOf(e.getMessage());
            if (harness != null) {
                outcome = Outcome.ERROR;
                summary = "harness error, no verdict: " + harness;
            } else {
                outcome = Outcome.FAILED;
                summary = generated
                        ? "falsified (seed " + SEED + "): " + smallest(message) + thrownBy(e)
                        : headline(message);
            }
            evidence += "\n" + withoutDeepStack(message);
        } catch (Throwable e) {
            outcome = Outcome.ERROR;
            summary = "harness error, no verdict: " + e;
            evidence += "\n" + OwnJvmCheck.stackTrace(e);
        }
        return new Seen(outcome, (System.nanoTime() - start) / 1_000_000, summary, evidence);
    }

    /**
     * QuickTheories' report of a property that threw ("Cause was :-" and the exception): the exception,
     * named in the one line; empty when the property failed an assertion.
     */
    static String thrownBy(AssertionError e) {
        List<String> lines =
                String.valueOf(e.getMessage()).lines().map(String::strip).toList();
        int at = lines.indexOf("Cause was :-");
        if (at < 0 || at + 1 >= lines.size()) return "";
        String cause = lines.get(at + 1);
        return cause.startsWith("java.lang.AssertionError") || cause.startsWith("org.opentest4j.")
                ? ""
                : " threw " + cause;
    }

    /**
     * A property "falsified" by something that is no behaviour of the subject: a class that cannot
     * load or link (a dependency missing from the class path), or a subject the harness could not
     * build or reach. QuickTheories reports any exception in a property as a falsifying value; these
     * are harness errors. Null when the failure is the subject's own.
     */
    static Throwable harnessCause(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof LinkageError
                    || t instanceof ClassNotFoundException
                    || t instanceof dev.provingground.verdict.SubjectException) {
                return t;
            }
        }
        String message = String.valueOf(failure.getMessage());
        for (Class<?> harness : List.of(
                NoClassDefFoundError.class,
                ClassNotFoundException.class,
                dev.provingground.verdict.SubjectException.class,
                LinkageError.class)) {
            int at = message.indexOf(harness.getName());
            if (at >= 0)
                return new IllegalStateException(
                        message.substring(at).lines().findFirst().orElse(""));
        }
        return null;
    }

    /**
     * The command that reruns this one check on this one subject: the test method, the subject (and
     * the class path it came from), and for a generated property the seed and the number of examples,
     * since a counterexample found at example 3,000 of a thorough run is not among a quick run's 300.
     */
    static String replay(Class<?> testClass, String method, CatalogEntry subject, boolean generated) {
        return generated
                ? Recorder.rerunCommand(
                        testClass, method, subject, Setting.SEED.key, SEED, Setting.PROPERTIES_EXAMPLES.key, EXAMPLES)
                : Recorder.rerunCommand(testClass, method, subject);
    }

    /** {@code pg.properties.boundSeconds} (default 120): the bound of one property or scenario. */
    static long boundSeconds() {
        return Setting.PROPERTIES_BOUND_SECONDS.or(120L);
    }

    /** The bound of one property or scenario on this subject: short once it has hung or spun in another cell ({@link Misbehaving}). */
    static long boundSeconds(CatalogEntry subject) {
        return Misbehaving.bound(subject.id(), boundSeconds());
    }

    /**
     * Runs the body on its own daemon thread and waits at most {@code seconds}: a subject whose
     * call blocks or spins forever is said to have HUNG or SPUN, with every thread's stack, instead of
     * hanging the build; null when the body returned.
     */
    private static Stuck bounded(Body body, String check, long seconds) throws Throwable {
        DaemonThread started = DaemonThread.start("pg-property-" + check, body);
        try {
            started.done().get(seconds, java.util.concurrent.TimeUnit.SECONDS);
            return null;
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause();
        } catch (java.util.concurrent.TimeoutException e) {
            return Stuck.inThisJvm();
        }
    }

    /**
     * A scenario's failure in one line: its first line, or, for AssertJ's "[description] / expected:
     * / but was:" on three lines, those three joined.
     */
    static String headline(String message) {
        List<String> lines =
                message.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
        if (lines.isEmpty()) return "";
        if (lines.size() >= 3
                && lines.get(1).startsWith("expected:")
                && lines.get(2).startsWith("but was:")) {
            return String.join(" ", lines.subList(0, 3));
        }
        return lines.get(0);
    }

    /** The first line of QuickTheories' smallest falsifying value, for the one-line summary. */
    static String smallest(String message) {
        var lines = message.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("Smallest found falsifying value") && i + 1 < lines.size()) {
                return lines.get(i + 1).trim();
            }
        }
        return lines.isEmpty() ? "" : lines.get(0).trim();
    }

    /** QuickTheories appends the cause's whole stack; three frames locate it. */
    static String withoutDeepStack(String message) {
        StringBuilder out = new StringBuilder();
        int frames = 0;
        for (String line : message.lines().toList()) {
            if (line.startsWith("\tat ") && ++frames > 3) continue;
            if (!line.startsWith("\tat ")) frames = 0;
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
