package dev.provingground.pool;

import static dev.provingground.pool.PoolContract.CONTRACT;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import org.junit.jupiter.api.Tag;

/**
 * Mutual exclusion, hand-off and release-once of every pool subject under model checking, on
 * platform threads (Lincheck does not schedule virtual threads): 2 threads, 3 operations each, on a
 * pool of 2 slots, so that nested acquires fill the pool and other acquirers wait.
 */
@Tag("pool") // its own test JVM (lincheck/pom.xml: an execution per contract)
class PoolLincheckTest {

    @EachSubject
    @Aim(
            properties = {"EXCLUSIVE_HOLDER", "CLEAN_HANDOFF", "RELEASE_ONCE"},
            catches = {
                TryLockRingPool.class,
                HashStartRingPool.class,
                BitSetPool.class,
                NoResetSlotPool.class,
                DoubleFreeSlotPool.class,
                ThreadLocalContexts.class
            })
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(PoolOperations.Spec.class),
                PoolOperations.class);
    }
}
