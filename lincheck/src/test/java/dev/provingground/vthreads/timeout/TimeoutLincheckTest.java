package dev.provingground.vthreads.timeout;

import static dev.provingground.vthreads.timeout.TimeoutContract.CONTRACT;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Requires;
import org.junit.jupiter.api.Tag;

/** Completion against the hand-fired timer, model checked against "first one wins, once": 2 threads. */
@Tag("timeout") // its own test JVM (lincheck/pom.xml: an execution per contract)
class TimeoutLincheckTest {

    @EachSubject
    @Aim(properties = "ONE_RESULT", catches = ObtrudingTimeouts.class)
    @Requires(InjectedTimer.class)
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.modelChecking(2, 2).actorsBefore(0).sequentialSpecification(TimeoutOperations.Spec.class),
                TimeoutOperations.class);
    }
}
