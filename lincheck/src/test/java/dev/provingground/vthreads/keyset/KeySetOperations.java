package dev.provingground.vthreads.keyset;

import dev.provingground.lincheck.LincheckCheck;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.Param;
import org.jetbrains.lincheck.datastructures.StringGen;

/**
 * Lincheck's operations class for the key set: add, remove and contains of strings from a pool of
 * two. {@code size} is left out on purpose: it is not linearizable on ConcurrentHashMap (a sum of
 * per-cell counters read without a snapshot), and the contract promises it only when no call is in
 * flight; the property test quiescent-size checks that.
 */
@Param(name = "key", gen = StringGen.class, conf = "1:ab")
public class KeySetOperations {

    private final StringSet set;

    public KeySetOperations() {
        this(setup -> LincheckCheck.subjectUnderCheck(KeySetContract.CONTRACT, setup));
    }

    /** The same operations over another implementation: the sequential specification is one. */
    protected KeySetOperations(java.util.function.Function<KeySetSetup, StringSet> build) {
        set = build.apply(new KeySetSetup());
    }

    @Operation
    public boolean add(@Param(name = "key") String key) {
        return set.add(key);
    }

    @Operation
    public boolean remove(@Param(name = "key") String key) {
        return set.remove(key);
    }

    @Operation
    public boolean contains(@Param(name = "key") String key) {
        return set.contains(key);
    }

    /** The sequential specification Lincheck compares against: the same operations over the before subject. */
    public static class Spec extends KeySetOperations {

        public Spec() {
            super(HandWrittenConcurrentHashSet::new);
        }
    }
}
