package dev.provingground.refcount;

/** The refcount Lincheck model, for a harness test in another package. */
public final class RefCountOperationsAccess {

    private RefCountOperationsAccess() {
    }

    public static Class<?> testClass() {
        return RefCountLincheckTest.class;
    }

    public static Class<?> operations() {
        return RefCountOperations.class;
    }

    public static Class<?> spec() {
        return RefCountSequentialSpec.class;
    }
}
