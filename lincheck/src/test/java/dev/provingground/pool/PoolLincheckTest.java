package dev.provingground.pool;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Selection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static dev.provingground.pool.PoolContract.CONTRACT;

/**
 * Mutual exclusion, hand-off and release-once of every pool subject under model checking, on
 * platform threads (Lincheck does not schedule virtual threads): 2 threads, 3 operations each, on a
 * pool of 2 slots, so that nested acquires fill the pool and other acquirers wait.
 */
class PoolLincheckTest {

    static List<CatalogEntry> subjects() {
        return Selection.subjects(CONTRACT);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = {"EXCLUSIVE_HOLDER", "CLEAN_HANDOFF", "RELEASE_ONCE"},
            catches = {TryLockRingPool.class, HashStartRingPool.class, BitSetPool.class, NoResetSlotPool.class,
                    DoubleFreeSlotPool.class, ThreadLocalContexts.class})
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "model-checking-2-threads", getClass(), "modelChecking2Threads",
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(PoolSequentialSpec.class),
                PoolOperations.class, () -> PoolOperations.subject = subject.subject());
    }
}
