package dev.provingground.refcount;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;


import static dev.provingground.refcount.RefCountContract.CONTRACT;

/**
 * Linearizability of every refcount subject against the CAS version: stress testing and model
 * checking, each with 2 threads (3 operations each) and 3 threads (2 operations each); jcstress can
 * only run 2 actors on this machine.
 */
@Aim(properties = {"DEALLOCATES_ONCE_AT_ZERO", "RELEASED_STAYS_RELEASED", "LEGAL_CALLS_SUCCEED", "OVERFLOW_REJECTED", "AGREES_WITH_CAS"},
        catches = {XaddRefCount.class, VolatileRefCount.class, XaddNoRollbackRefCount.class, XaddLenientReleaseRefCount.class})
class RefCountLincheckTest {

    @EachSubject
    void stress2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.stress(2, 3).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

    @EachSubject
    void modelChecking3Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.modelChecking(3, 2).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

    @EachSubject
    void stress3Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.stress(3, 2).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

    @EachSubject
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.modelChecking(2, 3).sequentialSpecification(RefCountOperations.Spec.class),
                RefCountOperations.class);
    }

}
