package dev.provingground.diff;

import java.io.Serializable;
import java.util.List;

/**
 * The two builds as a check's JVM is asked to load them, part of its typed request ({@link SequentialMain.Request},
 * {@link LinearizabilityMain.Request}): the before and after class names (the before build renamed when both share
 * names), the API type names and the factory (null when not given), the generators' classes and the method choice
 * ({@link MethodChoice#argument}).
 */
record SidesAsked(
        String beforeClass,
        String afterClass,
        String beforeApi,
        String afterApi,
        String factory,
        List<String> generators,
        String choice)
        implements Serializable {

    /** What the diff asks of a check's JVM, for {@code request}'s builds and {@code choice}. */
    static SidesAsked of(DiffRequest request, MethodChoice choice, String beforeClass, String beforeApi) {
        return new SidesAsked(
                beforeClass,
                request.after().className(),
                beforeApi,
                request.api(),
                request.factory(),
                List.copyOf(request.generators()),
                choice.argument());
    }

    /** Both sides loaded in this JVM, their API types, the method choice and its operations. */
    record Loaded(
            Side before,
            Side after,
            Class<?> beforeApi,
            Class<?> afterApi,
            MethodChoice choice,
            Operations operations) {}

    /** Loads both sides from this JVM's class path and builds the operations the diff listed. */
    Loaded load() throws Exception {
        ClassLoader loader = ClassLoader.getSystemClassLoader();
        Side before = Side.load("before", beforeClass, List.of(), factory, loader);
        Side after = Side.load("after", afterClass, List.of(), factory, loader);
        Class<?> beforeType = beforeApi == null ? before.type() : Class.forName(beforeApi, false, loader);
        Class<?> afterType = afterApi == null ? after.type() : Class.forName(afterApi, false, loader);
        MethodChoice parsed = MethodChoice.parse(choice);
        Operations operations = Operations.of(
                afterType,
                beforeType,
                generators.isEmpty() ? Generators.NONE : Generators.load(generators, loader),
                parsed);
        return new Loaded(before, after, beforeType, afterType, parsed, operations);
    }
}
