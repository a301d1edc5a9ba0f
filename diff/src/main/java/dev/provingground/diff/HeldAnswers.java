package dev.provingground.diff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The objects the calls of one run answered, held until the run ends, as the caller that got them holds them. The
 * harness keeps a call's answer only in words ({@link Outcomes}), so an object nobody else holds could be collected
 * between two calls of one run, and a class that keeps what it hands out by weak reference (a registry's loggers, a
 * cache's weak values) then answered by what the garbage collector did: log4j's {@code LoggerContext} (corpus R08)
 * answered {@code getLoggers()} {@code []} in one execution of a model-checking scenario and {@code [a Logger]} in its
 * replay, after {@code getLogger(...)} had made that logger, and Lincheck stopped with "Non-determinism found": the side
 * went to real threads only, where the documented race is met by luck. Held, an answer stays reachable to the end of the
 * run, in every interleaving, in the specification's sequential runs and in the sequential comparison of the two builds
 * alike. One per run ({@link DiffOperations}, a sequence of {@link BoundedCalls}); its calls are made in the harness's
 * steps that model checking does not analyse ({@link Dispatch#answer}, {@link Dispatch#thrown}).
 */
final class HeldAnswers {

    /** Holds nothing: for a single call that no later call of its run reads. */
    static final HeldAnswers NONE = new HeldAnswers(false);

    private final List<Object> held = Collections.synchronizedList(new ArrayList<>());
    private final boolean holds;

    HeldAnswers() {
        this(true);
    }

    private HeldAnswers(boolean holds) {
        this.holds = holds;
    }

    /** Holds {@code answer} (and nothing for null) until this run is dropped. */
    void hold(Object answer) {
        if (holds && answer != null) held.add(answer);
    }

    /** How many answers are held (for a test). */
    int size() {
        return held.size();
    }
}
