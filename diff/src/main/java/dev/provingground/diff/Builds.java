package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;

/**
 * The two builds a race search runs in the engine's JVMs ({@link Linearizability}): the request, the class path its
 * JVMs load from, and the before side's class and API type, by name; and whether the after side's concurrent answers
 * are judged by its own sequential answers ({@code byOwnAnswers}: the builds answer differently one call at a time, so
 * the before side's answers would fail every history that makes such a call, and the search would end on the
 * difference already found); and what each chosen call's readers see of it ({@code seenBy}, {@link SeenBy#byText}),
 * probed once in the sequential check's JVM. What changes as the search goes on (the methods chosen, {@link
 * MethodChoice}) travels beside it.
 */
record Builds(
        DiffRequest request,
        List<Path> classPath,
        String beforeClass,
        String beforeApi,
        boolean byOwnAnswers,
        java.util.Map<String, List<String>> seenBy) {

    /** The side whose sequential answers judge the after side's concurrent ones. */
    String afterJudgedBy() {
        return byOwnAnswers ? "after" : "before";
    }
}
