package dev.provingground.diff;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.verifier.LinearizabilityVerifier;
import org.jetbrains.lincheck.datastructures.verifier.Verifier;

/**
 * Linearizability, but for histories already known to be in both builds: the race search looks past a history, not
 * a method. When the after side's failing history is one the before side produces too ({@link ProducesHistory}), the
 * search goes on in the same methods with that history accepted, so that a second race in those methods, the PR's
 * own, is still found (a queue whose {@code poll} races on both sides and whose {@code peek} answers null on the
 * after side only).
 */
public final class KnownHistories implements Verifier {

    /** The accepted histories, each its scenario and its answers ({@link #encode}); set once in the check's JVM before Lincheck runs. */
    static volatile Set<String> known = Set.of();

    private final LinearizabilityVerifier linearizability;

    /** The constructor Lincheck calls, with the sequential specification. */
    public KnownHistories(Class<?> sequentialSpecification) {
        linearizability = new LinearizabilityVerifier(sequentialSpecification);
    }

    @Override
    public boolean verifyResults(ExecutionScenario scenario, ExecutionResult result) {
        if (!known.isEmpty()
                && known.contains(entry(
                        ScenarioText.encode(scenario),
                        ProducesHistory.History.of(result).kinds().encode()))) return true;
        return linearizability.verifyResults(scenario, result);
    }

    static String entry(String scenario, String history) {
        return scenario + "#" + history;
    }

    /** The histories as one argument: {@code scenario#history;...}, or "-" for none. */
    static String encode(List<String> entries) {
        return entries.isEmpty() ? "-" : String.join(";", entries);
    }

    /** The histories, each exception in them taken for its kind ({@link Thrown#kind}), as the verifier compares them. */
    static Set<String> decode(String argument) {
        return argument.equals("-")
                ? Set.of()
                : Arrays.stream(argument.split(";"))
                        .filter(e -> !e.isEmpty())
                        .map(KnownHistories::byKind)
                        .collect(Collectors.toUnmodifiableSet());
    }

    private static String byKind(String entry) {
        int at = entry.lastIndexOf('#');
        return entry(
                entry.substring(0, at),
                ProducesHistory.History.decode(entry.substring(at + 1)).kinds().encode());
    }
}
