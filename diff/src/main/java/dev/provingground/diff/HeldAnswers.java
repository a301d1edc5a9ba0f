package dev.provingground.diff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What the calls of one run answered, held for as long as the run: the operations object of one Lincheck invocation
 * ({@link DiffOperations}), one sequence of the sequential comparison ({@link BoundedCalls}). The answers are compared in
 * words ({@link Outcomes}), so without this the object a call returned is garbage as soon as its words are made. A
 * subject that holds what it hands out by weak references (log4j's logger registry, corpus R08) then forgets it when
 * the collector runs, and a later call's answer (the loggers it lists) follows the collector, not the interleaving:
 * the engine's replay of one interleaving answered otherwise than its first run ("Non-determinism found"), and two
 * sequences of the same calls could differ. A caller holds what it was given while it uses it; the run does the same
 * for every call, so no collection changes a history.
 */
final class HeldAnswers {

    private final List<Object> held = Collections.synchronizedList(new ArrayList<>());

    /** Holds what a call answered (nothing for null) until this run's end. */
    void hold(Object answer) {
        if (answer != null) held.add(answer);
    }

    /** How many answers are held. */
    int size() {
        return held.size();
    }
}
