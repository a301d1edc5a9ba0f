package dev.provingground.vthreads.keyset;

import static dev.provingground.vthreads.keyset.KeySetContract.CONTRACT;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import org.junit.jupiter.api.Tag;

/**
 * Linearizability of add, remove and contains against a HashSet: model checking, 2 threads. No stress
 * mode here: on two keys model checking explores the interleavings, and jcstress (AddVsAddLitmus)
 * races the adds on real hardware; a stress column duplicated both for about 70 s of CI time.
 */
@Tag("keyset") // its own test JVM (lincheck/pom.xml: an execution per contract)
class KeySetLincheckTest {

    @EachSubject
    @Aim(properties = "LINEARIZABLE", catches = CheckThenPutStringSet.class)
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(
                CONTRACT,
                subject,
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(KeySetOperations.Spec.class),
                KeySetOperations.class);
    }
}
