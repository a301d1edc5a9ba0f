package dev.provingground.vthreads.keyset;

import dev.provingground.lincheck.LincheckCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.Selection;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static dev.provingground.vthreads.keyset.KeySetContract.CONTRACT;

/**
 * Linearizability of add, remove and contains against a HashSet: model checking, 2 threads. No stress
 * mode here: on two keys model checking explores the interleavings, and jcstress (AddVsAddLitmus)
 * races the adds on real hardware; a stress column duplicated both for about 70 s of CI time.
 */
class KeySetLincheckTest {

    static List<CatalogEntry> subjects() {
        return Selection.subjects(CONTRACT);
    }

    @ParameterizedTest(name = "{0}", allowZeroInvocations = true) // none when -Dpg.subjects names only other contracts
    @MethodSource("subjects")
    @Aim(properties = "LINEARIZABLE", catches = CheckThenPutStringSet.class)
    void modelChecking2Threads(CatalogEntry subject) {
        LincheckCheck.run(CONTRACT, subject, "model-checking-2-threads", getClass(), "modelChecking2Threads",
                LincheckCheck.modelChecking(2, 3).sequentialSpecification(KeySetSequentialSpec.class),
                KeySetOperations.class, () -> KeySetOperations.subject = subject.subject());
    }
}
