package dev.provingground.vthreads.timeout;

import dev.provingground.lincheck.LincheckCheck;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.jetbrains.lincheck.datastructures.Operation;

/**
 * Lincheck's operations class for timeout completion: one future with a timeout on a
 * {@link ManualScheduler}; {@code complete} is the real completion, {@code fire} the timer thread
 * running the subject's timer task, {@code result} what a caller sees.
 *
 * <p>How often dependents ran is left out on purpose: a completing thread sets the result first and
 * runs the dependents after, so a count read while {@code complete} is still running is 0 even on the
 * JDK's own future (Lincheck showed it on the merged helper: {@code fire() ; dependentRuns(): 0 ||
 * complete(): true}). "Dependents run once" is checked when no call is in flight: by the jcstress
 * arbiter and by the hand-fired property test.
 */
public class TimeoutOperations {

    private final ManualScheduler timer = new ManualScheduler();
    private final CompletableFuture<String> future = new CompletableFuture<>();

    public TimeoutOperations() {
        LincheckCheck.subjectUnderCheck(TimeoutContract.CONTRACT, new TimeoutSetup((threads, factory) -> timer))
                .completeOnTimeout(future, "timeout", 1, TimeUnit.HOURS);
    }

    @Operation
    public boolean complete() {
        return future.complete("real");
    }

    /** One timer thread runs a task: fire is called from one Lincheck thread only. */
    @Operation(nonParallelGroup = "timer")
    public void fire() {
        timer.fire();
    }

    @Operation
    public String result() {
        return future.getNow(null);
    }

    /** The sequential specification of {@link TimeoutOperations}: the first of completion and timer wins, once. */
    public static class Spec {

        private String result;

        public boolean complete() {
            if (result != null) return false;
            result = "real";
            return true;
        }

        public void fire() {
            if (result != null) return;
            result = "timeout";
        }

        public String result() {
            return result;
        }
    }
}
