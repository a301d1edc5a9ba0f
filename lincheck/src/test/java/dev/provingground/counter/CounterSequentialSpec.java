package dev.provingground.counter;

/** The sequential specification Lincheck compares against: the same operations over the model. */
public class CounterSequentialSpec extends CounterOperations {

    public CounterSequentialSpec() {
        super(SequentialCounterModel::new);
    }
}
