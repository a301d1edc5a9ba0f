package dev.provingground.refcount;

import static dev.provingground.refcount.RefCountContract.CONTRACT;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import java.util.List;
import org.junit.jupiter.api.Tag;

/**
 * Linearizability of every refcount subject against the CAS version: stress testing and model
 * checking, each with 2 threads (3 operations each) and 3 threads (2 operations each); jcstress can
 * only run 2 actors on this machine.
 */
@Tag("refcount") // its own test JVM (lincheck/pom.xml: an execution per contract)
@Aim(
        properties = {
            "DEALLOCATES_ONCE_AT_ZERO",
            "RELEASED_STAYS_RELEASED",
            "LEGAL_CALLS_SUCCEED",
            "OVERFLOW_REJECTED",
            "AGREES_WITH_CAS"
        },
        catches = {
            XaddRefCount.class,
            VolatileRefCount.class,
            XaddNoRollbackRefCount.class,
            XaddLenientReleaseRefCount.class
        })
class RefCountLincheckTest {

    @EachSubject
    void stress2Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.stress(2, 3).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

    @EachSubject
    void modelChecking3Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.modelChecking(3, 2).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

    /**
     * Random 3x2 scenarios met XaddRefCount's race in most builds, not all (a clean-clone build of 2026-11-24
     * passed it under load). Its race is known (docs/findings.md): a free, then a retain of MAX-1 whose XADD
     * lifts the freed count for the moment before its rollback, when a second release answers false instead
     * of throwing. These scenarios hold those calls, run first with real threads, {@value #COPIES} times each
     * (2,000 invocations a time): one pair of them met the window in 16 of 20 runs, so five pairs miss it
     * together in about one run of 3,000 (0.2^5), and the random scenarios still follow.
     */
    static final List<List<List<String>>> FREE_VS_OVERFLOWING_RETAIN = List.of(
            List.of(
                    List.of("release(1)", "release(1)"),
                    List.of("retainMaxMinusOne()", "retainMaxMinusOne()"),
                    List.of("retainMaxMinusOne()")),
            List.of(
                    List.of("release(1)", "release(1)"),
                    List.of("retainMaxMinusOne()"),
                    List.of("retainTwoToThe30()", "release(1)")));

    static final int COPIES = 5;

    @EachSubject
    void stress3Threads(CatalogEntry subject) {
        var options = LincheckCheck.stress(3, 2).sequentialSpecification(RefCountOperations.Spec.class);
        for (int copy = 0; copy < COPIES; copy++) {
            FREE_VS_OVERFLOWING_RETAIN.forEach(
                    s -> options.addCustomScenario(LincheckCheck.scenario(RefCountOperations.class, s)));
        }
        LincheckCheck.run(CONTRACT, subject, options, RefCountOperations.class);
    }

    @EachSubject
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }
}
