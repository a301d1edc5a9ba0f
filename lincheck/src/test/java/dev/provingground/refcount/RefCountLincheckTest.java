package dev.provingground.refcount;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Selection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static dev.provingground.refcount.RefCountContract.CONTRACT;

/**
 * Linearizability of every refcount subject against the CAS version: stress testing and model
 * checking, each with 2 threads (3 operations each) and 3 threads (2 operations each); jcstress can
 * only run 2 actors on this machine.
 */
class RefCountLincheckTest {

    static List<CatalogEntry> subjects() {
        return Selection.subjects(CONTRACT);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = {"DEALLOCATES_ONCE_AT_ZERO", "RELEASED_STAYS_RELEASED", "LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED", "AGREES_WITH_CAS"},
            catches = {XaddRefCount.class, VolatileRefCount.class, XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void stress2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "stress-2-threads", getClass(), "stress2Threads",
                LincheckCheck.stress(2, 3).sequentialSpecification(RefCountSequentialSpec.class),
                RefCountOperations.class, () -> RefCountOperations.subject = subject.subject());
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = {"DEALLOCATES_ONCE_AT_ZERO", "RELEASED_STAYS_RELEASED", "LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED", "AGREES_WITH_CAS"},
            catches = {XaddRefCount.class, VolatileRefCount.class, XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void modelChecking3Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "model-checking-3-threads", getClass(), "modelChecking3Threads",
                LincheckCheck.modelChecking(3, 2).sequentialSpecification(RefCountSequentialSpec.class),
                RefCountOperations.class, () -> RefCountOperations.subject = subject.subject());
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = {"DEALLOCATES_ONCE_AT_ZERO", "RELEASED_STAYS_RELEASED", "LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED", "AGREES_WITH_CAS"},
            catches = {XaddRefCount.class, VolatileRefCount.class, XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void stress3Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "stress-3-threads", getClass(), "stress3Threads",
                LincheckCheck.stress(3, 2).sequentialSpecification(RefCountSequentialSpec.class),
                RefCountOperations.class, () -> RefCountOperations.subject = subject.subject());
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = {"DEALLOCATES_ONCE_AT_ZERO", "RELEASED_STAYS_RELEASED", "LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED", "AGREES_WITH_CAS"},
            catches = {XaddRefCount.class, VolatileRefCount.class, XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "model-checking-2-threads", getClass(), "modelChecking2Threads",
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(RefCountSequentialSpec.class),
                RefCountOperations.class, () -> RefCountOperations.subject = subject.subject());
    }

}
