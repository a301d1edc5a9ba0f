package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;

/**
 * Both sides of a diff built from one class of the tests' own, on the tests' class loader (so the two share its
 * statics), and the operations of every method it has: for the sequential check's fixtures.
 */
record OneClassSides(Class<?> type, Side before, Side after, Operations operations) {

    static OneClassSides of(Class<?> type) throws BadInput {
        ClassLoader loader = type.getClassLoader();
        return new OneClassSides(
                type,
                Side.load("before", type.getName(), List.<Path>of(), null, loader),
                Side.load("after", type.getName(), List.<Path>of(), null, loader),
                Operations.of(
                        type, type, Generators.NONE, MethodChoice.all(type).chosen()));
    }
}
