package dev.provingground.diff;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * The two builds as a check's JVM is asked to load them, part of its typed request ({@link SequentialMain.Request},
 * {@link LinearizabilityMain.Request}): the before and after class names (the before build renamed when both share
 * names), the API type names and the factory (null when not given), the generators' classes, the method choice
 * ({@link MethodChoice#argument}) and what each chosen call's readers see of it ({@link SeenBy#byText}: calls as {@link
 * Operations.Op#toString} shows them; none asked of the sequential check, which probes it).
 */
record SidesAsked(
        String beforeClass,
        String afterClass,
        String beforeApi,
        String afterApi,
        String factory,
        List<String> generators,
        String choice,
        Map<String, List<String>> seenBy)
        implements Serializable {

    /** What the diff asks of a check's JVM, for {@code request}'s builds, {@code choice} and what its calls' readers see. */
    static SidesAsked of(
            DiffRequest request,
            MethodChoice choice,
            String beforeClass,
            String beforeApi,
            Map<String, List<String>> seenBy) {
        return new SidesAsked(
                beforeClass,
                request.after().className(),
                beforeApi,
                request.api(),
                request.factory(),
                List.copyOf(request.generators()),
                choice.argument(),
                SeenBy.serializable(seenBy));
    }

    /** Both sides loaded in this JVM, their API types, the method choice and its operations, and the generators. */
    record Loaded(
            Side before,
            Side after,
            Class<?> beforeApi,
            Class<?> afterApi,
            MethodChoice choice,
            Operations operations,
            Generators generators) {

        /** The operations of another choice of the same builds (the one the concurrent checks make, {@link ChoiceAfterSequential}). */
        Operations operations(MethodChoice other) throws BadInput {
            return Operations.of(afterApi, beforeApi, generators, other);
        }
    }

    /** Loads both sides from this JVM's class path and builds the operations the diff listed. */
    Loaded load() throws Exception {
        ClassLoader loader = ClassLoader.getSystemClassLoader();
        Side before = Side.load("before", beforeClass, List.of(), factory, loader);
        Side after = Side.load("after", afterClass, List.of(), factory, loader);
        Class<?> beforeType = beforeApi == null ? before.type() : Class.forName(beforeApi, false, loader);
        Class<?> afterType = afterApi == null ? after.type() : Class.forName(afterApi, false, loader);
        MethodChoice parsed = MethodChoice.parse(choice);
        Generators made = generators.isEmpty() ? Generators.NONE : Generators.load(generators, loader);
        Operations operations = Operations.of(afterType, beforeType, made, parsed);
        return new Loaded(before, after, beforeType, afterType, parsed, operations, made);
    }
}
