package dev.provingground.diff;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jetbrains.kotlinx.lincheck.Actor;

/**
 * The calls a systematic scenario ends with, to observe what its pair's race left ({@link SystematicScenarios}): the first
 * {@value #FIRST} methods that answer a value in the choice's order, each on the pair's key and then on another (a race on
 * what keys share shows only there), as for every pair; then up to {@value #FIRST} more that see what one of this pair's
 * calls does ({@link SeenBy}), each method once.
 *
 * @param first   the first methods that answer a value, then each on another key
 * @param methods the signatures among {@code first}
 * @param seenBy  for a call (its index in the operations), the calls that see what it does
 */
record PairObservers(List<Actor> first, Set<String> methods, Map<Integer, List<Integer>> seenBy) {

    /** How many methods observe every pair, and how many more a pair may have for what they see of it. */
    static final int FIRST = 4;

    /** The observers of the {@code chosen} calls (indices into the operations, in the choice's order). */
    static PairObservers of(
            Operations operations,
            List<Integer> chosen,
            Class<?> api,
            Class<?> operationsClass,
            Map<Integer, List<Integer>> seenBy)
            throws NoSuchMethodException {
        List<Operations.Op> ops = operations.ops();
        List<Actor> first = new ArrayList<>();
        List<Actor> otherKeys = new ArrayList<>();
        Set<String> methods = new HashSet<>(); // one observer a method: its representative call
        for (int i : chosen) {
            if (first.size() < FIRST
                    && ops.get(i).answersAValue(api)
                    && methods.add(ops.get(i).signature())) {
                first.add(SystematicScenarios.actor(operationsClass, ops, i));
                Optional<Operations.Op> other = operations.other(ops.get(i).signature());
                if (other.isPresent())
                    otherKeys.add(SystematicScenarios.actor(operationsClass, ops, ops.indexOf(other.get())));
            }
        }
        first.addAll(otherKeys); // then each observer on another key: what the race left to keys it did not touch
        return new PairObservers(List.copyOf(first), Set.copyOf(methods), Map.copyOf(seenBy));
    }

    /** The calls after {@code pair} (indices into {@code ops}). */
    List<Actor> after(List<Integer> pair, List<Operations.Op> ops, Class<?> operationsClass)
            throws NoSuchMethodException {
        List<Actor> out = new ArrayList<>(first);
        Set<String> seen = new HashSet<>(methods);
        int added = 0;
        for (int call : new LinkedHashSet<>(pair)) {
            for (int o : seenBy.getOrDefault(call, List.of())) {
                if (added < FIRST && seen.add(ops.get(o).signature())) {
                    out.add(SystematicScenarios.actor(operationsClass, ops, o));
                    added++;
                }
            }
        }
        return out;
    }
}
