package dev.provingground.vthreads.timeout;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Requires;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Selection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static dev.provingground.vthreads.timeout.TimeoutContract.CONTRACT;

/** Completion against the hand-fired timer, model checked against "first one wins, once": 2 threads. */
class TimeoutLincheckTest {

    static List<CatalogEntry> subjects() {
        return Selection.subjects(CONTRACT);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = "ONE_RESULT", catches = ObtrudingTimeouts.class)
    @Requires(InjectedTimer.class)
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "model-checking-2-threads", getClass(), "modelChecking2Threads",
                LincheckCheck.modelChecking(2, 2).actorsBefore(0).sequentialSpecification(TimeoutSequentialSpec.class),
                TimeoutOperations.class, () -> TimeoutOperations.subject = subject.subject());
    }
}
