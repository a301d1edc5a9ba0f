package dev.provingground.diff;

import java.util.Arrays;
import java.util.Optional;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.verifier.LinearizabilityVerifier;

/**
 * A side's failing history judged a second time, by that side's own sequential answers, in the check's JVM where it was
 * recorded: Lincheck's linearizability verifier on the very results, no new run. Check 2 judges the after side by the
 * before side's answers, so its failure is either a race (no sequential run of the after side explains the history
 * either) or a difference in what the after side answers one call at a time (its own sequential runs do). A replay
 * cannot tell those apart when the race's window is narrow: log4j's LoggerContext (corpus R23) threw
 * {@code ConcurrentModificationException} from {@code reset()} on real threads, its replay by its own answers did not
 * meet it again, and the diff read "a difference, not a race", though no sequential run throws that exception.
 */
final class OwnSequentialAnswers {

    private OwnSequentialAnswers() {}

    /** How a failure's evidence says what the side's own sequential answers made of its history. */
    static final String LINE = "by the side's own sequential answers: ";

    /** What the side's own sequential answers make of a history another side's answers do not explain. */
    enum Judged {
        /** Some sequential run of the side itself answers so: a difference in what it answers. */
        EXPLAINED("explained"),
        /** No sequential run of the side itself answers so: a race of its own. */
        NOT_EXPLAINED("not explained");

        final String words;

        Judged(String words) {
            this.words = words;
        }

        static Optional<Judged> of(String words) {
            return Arrays.stream(values()).filter(j -> j.words.equals(words)).findFirst();
        }
    }

    /** The side's own operations class, as a sequential specification; null when the side is judged by itself anyway. */
    private static volatile Class<?> own;

    /** Judges failures by {@code implementation}'s own sequential answers too (null: not asked). */
    static void judgeBy(Class<?> implementation) {
        own = implementation;
    }

    /** The evidence line that says what the side's own answers make of the failure's history; empty when not asked or not known. */
    static String line(LincheckAssertionError e) {
        Class<?> spec = own;
        if (spec == null) return "";
        try {
            ExecutionScenario scenario = LincheckFailures.scenario(e);
            ExecutionResult results = LincheckFailures.results(e);
            if (results == null) return "";
            return LINE + judge(scenario, results, spec).words + "\n";
        } catch (RuntimeException | LinkageError notJudged) { // the reading stays unknown, as before this line
            return "";
        }
    }

    private static Judged judge(ExecutionScenario scenario, ExecutionResult results, Class<?> spec) {
        return new LinearizabilityVerifier(spec).verifyResults(scenario, results)
                ? Judged.EXPLAINED
                : Judged.NOT_EXPLAINED;
    }

    /** Whether a check's evidence says the side's own sequential answers explain none of its failing history. */
    static boolean notExplained(String evidence) {
        return in(evidence).equals(Optional.of(Judged.NOT_EXPLAINED));
    }

    /** What a check's evidence says the side's own sequential answers made of its failing history, if it says. */
    static Optional<Judged> in(String evidence) {
        return ScenarioText.lastLine(evidence, LINE).flatMap(Judged::of);
    }
}
