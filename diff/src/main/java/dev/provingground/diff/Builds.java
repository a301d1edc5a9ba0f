package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;

/**
 * The two builds a race search runs in the engine's JVMs ({@link Linearizability}): the request, the class path its
 * JVMs load from, and the before side's class and API type, by name. What changes as the search goes on (the methods
 * chosen, {@link MethodChoice}) travels beside it.
 */
record Builds(DiffRequest request, List<Path> classPath, String beforeClass, String beforeApi) {}
