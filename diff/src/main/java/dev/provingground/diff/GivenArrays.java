package dev.provingground.diff;

import java.lang.reflect.Array;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * Whether a call answered the very array some call of the same run was given as an argument. Answers compare an array
 * by its content, so a recycler that hands one kept buffer to two threads at once (both read the slot before either
 * empties it), and clears what it is given, answers what a sequential run answers too: two buffers of zeros. Marking
 * an answer that is an array a call was given makes the buffer's identity part of the history: one give, then calls
 * one after another, hand that buffer out once, so the race's two marked answers are a history no sequential run
 * gives.
 *
 * <p>The mark depends on no order of the calls: an array is registered when the call that is given it is prepared,
 * before the subject's code can hold it, so any later answer of it is marked, in every interleaving and in the
 * sequential runs of the specification alike. (Marking the second answer of one array instead is not sound: which
 * answer is second follows the order answers are written, not the order the calls take effect, and a class that
 * answers its own array every time then reads as a race.) An empty array holds nothing to share and is never
 * registered. Only the concurrent checks mark (one instance per Lincheck invocation, {@link DiffOperations}); the
 * sequential comparison of the two builds does not.
 */
final class GivenArrays {

    /** What a marked answer ends with. */
    static final String MARK = " (an array a call was given)";

    private final Set<Object> given = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

    /** Registers the non-empty arrays among a call's arguments, before the call. */
    void given(Object[] arguments) {
        if (arguments == null) return;
        for (Object a : arguments) if (isArray(a)) given.add(a);
    }

    /** The answer in words, marked when {@code result} is an array some call of this run was given. */
    String mark(String answer, Object result) {
        return isArray(result) && given.contains(result) ? answer + MARK : answer;
    }

    private static boolean isArray(Object o) {
        return o != null && o.getClass().isArray() && Array.getLength(o) > 0;
    }
}
