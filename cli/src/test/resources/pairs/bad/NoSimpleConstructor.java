package pairs.bad;

/** Built only from a supplier: no value the diff could pass. */
public class NoSimpleConstructor {
    public NoSimpleConstructor(java.util.function.Supplier<Integer> initial) {
    }

    public int size() {
        return 0;
    }
}
