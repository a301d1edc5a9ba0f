package dev.provingground.vthreads.keyset;

/** The sequential specification Lincheck compares against: the same operations over the before subject. */
public class KeySetSequentialSpec extends KeySetOperations {

    public KeySetSequentialSpec() {
        super(HandWrittenConcurrentHashSet::new);
    }
}
