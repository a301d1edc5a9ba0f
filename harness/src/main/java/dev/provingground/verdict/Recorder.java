package dev.provingground.verdict;

import java.util.Arrays;
import java.util.List;

/** Turns what an engine saw into a {@link CheckResult} and stores it; validates the check's {@link Aim}. */
public final class Recorder {

    private final ResultStore store;
    private final String engine;

    public Recorder(ResultStore store, String engine) {
        this.store = store;
        this.engine = engine;
    }

    public static Recorder forEngine(String engine) {
        return new Recorder(ResultStore.fromSystemProperty(), engine);
    }

    /** Where this recorder writes: an engine that reads back what a run recorded (a calibration's runs) reads here. */
    public ResultStore store() {
        return store;
    }

    /** The {@link Aim} of a check written as a test method ({@code testClass.method}); null if it has none. */
    public static Aim aimOf(Class<?> testClass, String method) {
        return new EachSubject.Check(testClass, method)
                .annotation(Aim.class)
                .orElse(testClass.getAnnotation(Aim.class)); // on the class when every check shares it
    }

    /**
     * The command that reruns one check written as a test method on one subject, from the subject's
     * class path ({@code pg.classpath}), with the run's own settings given as {@code -Dname=value}
     * ({@code settings}: name, value, name, value...), so a thorough run's failure replays as such.
     */
    public static String rerunCommand(Class<?> testClass, String method, CatalogEntry subject, Object... settings) {
        StringBuilder command = new StringBuilder("./mvnw test -Dtest=")
                .append(testClass.getSimpleName())
                .append('#')
                .append(method)
                .append(" -Dsurefire.failIfNoSpecifiedTests=false -Dpg.subjects=")
                .append(subject.id());
        String classPath = Setting.CLASS_PATH.or("");
        if (!classPath.isBlank()) command.append(" -Dpg.classpath=").append(classPath);
        // A cell a full matrix ran on a known-bad subject runs again only in a full matrix (KnownBadCells).
        if (KnownBadCells.Scope.ofSetting() == KnownBadCells.Scope.FULL) command.append(" -Dpg.matrix=full");
        for (int i = 0; i + 1 < settings.length; i += 2) {
            command.append(" -D").append(settings[i]).append('=').append(settings[i + 1]);
        }
        return command.toString();
    }

    /** Records that a check cannot reach the subject, and why: nothing is claimed either way. */
    public CheckResult notApplicable(
            Contract<?, ?> contract, CatalogEntry subject, String check, Aim aim, String reason) {
        return record(
                contract,
                subject,
                check,
                aim,
                CheckResult.Outcome.NOT_APPLICABLE,
                0,
                reason,
                engine + " " + check + " on " + subject.id() + ": " + reason);
    }

    /**
     * Records what the engine saw. The evidence starts with where the subject's classes came from
     * (the artifact and its jar, or the jar or folder of the class).
     */
    public CheckResult record(
            Contract<?, ?> contract,
            CatalogEntry subject,
            String check,
            Aim aim,
            CheckResult.Outcome outcome,
            long millis,
            String summary,
            String evidence) {
        return record(contract, subject, check, aim, outcome, millis, summary, evidence, "");
    }

    /**
     * Records what the engine saw, and how hard it looked ({@code budget}: samples and forks, scenarios x invocations,
     * examples and seed), stated in the evidence's last line too.
     */
    public CheckResult record(
            Contract<?, ?> contract,
            CatalogEntry subject,
            String check,
            Aim aim,
            CheckResult.Outcome outcome,
            long millis,
            String summary,
            String evidence,
            String budget) {
        if (aim == null) {
            throw new IllegalStateException("check " + engine + ":" + check
                    + " has no @Aim: every check names its property and the known-bad it catches");
        }
        if (aim.properties().length == 0 || aim.catches().length == 0) {
            throw new IllegalStateException("check " + engine + ":" + check
                    + " must name at least one property and one known-bad subject it catches");
        }
        for (String property : aim.properties()) {
            if (contract.property(property).isEmpty()) {
                throw new IllegalStateException("check " + engine + ":" + check + " aims at unknown property "
                        + property + " of contract " + contract.name() + "; known: " + contract.properties());
            }
        }
        CheckResult r = new CheckResult(
                contract.name(),
                subject.id(),
                engine,
                check,
                List.of(aim.properties()),
                Arrays.stream(aim.catches()).map(Class::getName).toList(),
                outcome,
                millis,
                summary,
                "subject " + subject.id() + " from " + sourceOf(subject) + "\n" + evidence
                        + (budget.isEmpty() ? "" : (evidence.endsWith("\n") ? "" : "\n") + "budget: " + budget),
                budget);
        store.write(r);
        if (outcome == CheckResult.Outcome.HUNG || outcome == CheckResult.Outcome.SPINNING)
            Misbehaving.note(store, subject.id());
        return r;
    }

    /**
     * The evidence an engine handed {@link #record}, without the lines record adds around it (where the subject came
     * from, the budget): for an engine that records a cell again from results it read back (a jcstress calibration).
     */
    public static String engineEvidence(CheckResult r) {
        String evidence = r.evidence();
        return evidence.substring(evidence.indexOf('\n') + 1).replaceFirst("\nbudget: [^\n]*$", "");
    }

    private static String sourceOf(CatalogEntry subject) {
        try {
            return SubjectClassPath.source(subject);
        } catch (RuntimeException e) {
            return "(could not be located: " + e.getMessage() + ")";
        }
    }
}
