package dev.provingground.diff;

import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.LincheckAssertionError;

/**
 * What a Lincheck failure was, read in one place. Lincheck 3.7 keeps its failure's kind and content out of its public
 * API: {@code LincheckAssertionError}'s {@code failure} is {@code internal} (Java sees {@code getFailure$lincheck()}), and
 * every subclass of {@code LincheckFailure} ({@code IncorrectResultsFailure}, {@code ManagedDeadlockFailure}, {@code
 * TimeoutFailure}...) is an {@code internal class} (its {@code LincheckFailure.kt}). So a hang is told by the heading
 * Lincheck writes for it, and the failing scenario and results, which a replay and the before side's search need, are
 * read through that accessor; both here only, where a new Lincheck release that changes them breaks one class.
 */
final class LincheckFailures {

    private LincheckFailures() {}

    /** Whether the failure is Lincheck's hang detection (a deadlock, a livelock, a run past its time) rather than a history. */
    static boolean isHang(LincheckAssertionError e) {
        String message = String.valueOf(e.getMessage());
        return message.contains("= The execution has hung") || message.contains("= Concurrent test has hung =");
    }

    /** The scenario that failed. */
    static ExecutionScenario scenario(LincheckAssertionError e) {
        return e.getFailure$lincheck().getScenario();
    }

    /** The failing execution's results, or null when Lincheck gave none (a hang). */
    static ExecutionResult results(LincheckAssertionError e) {
        return e.getFailure$lincheck().getResults();
    }
}
