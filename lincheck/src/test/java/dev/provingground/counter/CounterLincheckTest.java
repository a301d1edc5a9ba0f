package dev.provingground.counter;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;


import static dev.provingground.counter.CounterContract.CONTRACT;

/**
 * Linearizability of every counter subject against {@link CounterOperations.Spec}, by stress testing
 * and by model checking. A failure records Lincheck's scenario and interleaving; the verdict step
 * judges it against the catalog.
 */
class CounterLincheckTest {

    @EachSubject
    @Aim(properties = {"NO_LOST_UPDATE", "NEVER_NEGATIVE", "UNMATCHED_REPORTED_ONCE", "AGREES_WITH_MODEL", "EVICTION_KEEPS_IN_FLIGHT"},
            catches = {GetThenPutCounters.class, PlainReadModifyWriteCounters.class, CheckThenDecrementCounters.class,
                    NoFloorCounters.class, UpdateAndGetFloorCounters.class, EvictBusyCounters.class, StrictThresholdCounters.class})
    void stress(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.stress(2, 3).sequentialSpecification(CounterOperations.Spec.class),
                CounterOperations.class);
    }

    @EachSubject
    @Aim(properties = {"NO_LOST_UPDATE", "NEVER_NEGATIVE", "UNMATCHED_REPORTED_ONCE", "AGREES_WITH_MODEL", "EVICTION_KEEPS_IN_FLIGHT"},
            catches = {GetThenPutCounters.class, PlainReadModifyWriteCounters.class, CheckThenDecrementCounters.class,
                    NoFloorCounters.class, UpdateAndGetFloorCounters.class, EvictBusyCounters.class, StrictThresholdCounters.class})
    void modelChecking(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, LincheckCheck.modelChecking(2, 3).sequentialSpecification(CounterOperations.Spec.class),
                CounterOperations.class);
    }

}
