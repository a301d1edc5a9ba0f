package dev.provingground.diff;

import static dev.provingground.diff.SystematicScenarios.GROWN;
import static dev.provingground.diff.SystematicScenarios.SEEN_BY_BOTH;
import static dev.provingground.diff.SystematicScenarios.SHAPES;
import static dev.provingground.diff.SystematicScenarios.actor;
import static dev.provingground.diff.SystematicScenarios.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

/**
 * The systematic scenarios' shapes ({@link SystematicScenarios}), made for pairs of calls: what every scenario of a diff
 * is made with, its calls, the changed ones among them, the set-ups and observers, and which calls see which ({@link
 * SeenBy}, in the choice's order).
 */
record PairShapes(
        Operations operations,
        List<Integer> focus,
        List<Integer> setUps,
        PairObservers observers,
        Class<?> operationsClass,
        Map<Integer, List<Integer>> seenBy) {

    /** The first call both of {@code pair} see ({@link SystematicScenarios#SEEN_BY_BOTH}), if one does. */
    Optional<Integer> seenByBoth(List<Integer> pair) {
        for (Map.Entry<Integer, List<Integer>> e : seenBy.entrySet())
            if (e.getValue().contains(pair.get(0)) && e.getValue().contains(pair.get(1)))
                return Optional.of(e.getKey());
        return Optional.empty();
    }

    /** {@code pairs}, those with a call both see first ({@link SystematicScenarios#SEEN_BY_BOTH}), each part in its order. */
    List<List<Integer>> bothSeeFirst(Set<List<Integer>> pairs) {
        List<List<Integer>> out = new ArrayList<>();
        for (List<Integer> pair : pairs) if (seenByBoth(pair).isPresent()) out.add(pair);
        for (List<Integer> pair : pairs) if (seenByBoth(pair).isEmpty()) out.add(pair);
        return out;
    }

    /** The scenarios of each of {@code shapes} in turn, each for every pair in the pairs' order: at most {@value #MOST_OF_A_STREAM}. */
    List<ExecutionScenario> shapes(List<Integer> shapes, Set<List<Integer>> pairs) throws NoSuchMethodException {
        List<ExecutionScenario> into = new ArrayList<>();
        for (int shape : shapes) shape(into, shape, pairs);
        return into;
    }

    /** Adds the scenarios of {@code shape} for each pair, in the pairs' order (at most {@value #MOST_OF_A_STREAM} in a list). */
    private void shape(List<ExecutionScenario> into, int shape, Set<List<Integer>> pairs) throws NoSuchMethodException {
        List<Operations.Op> ops = operations.ops();
        for (List<Integer> pair : pairs) {
            if (into.size() >= MOST_OF_A_STREAM) return;
            List<Actor> post = observers.after(pair, ops, operationsClass);
            Actor x = actor(operationsClass, ops, pair.get(0));
            Actor y = actor(operationsClass, ops, pair.get(1));
            switch (shape) {
                case 0 -> into.add(scenario(List.of(List.of(x), List.of(y)), post));
                case 1 -> into.add(scenario(List.of(List.of(x, y), List.of(y, x)), post));
                case 2 -> into.add(scenario(List.of(List.of(x, x), List.of(y)), post));
                case 3 -> {
                    if (!pair.get(0).equals(pair.get(1))) into.add(scenario(List.of(List.of(x), List.of(y, y)), post));
                }
                case 4 -> { // the changed one of the pair twice at once (both, when both are changed), the other
                    // beside
                    Actor changed = focus.contains(pair.get(0)) ? x : y;
                    Actor other = changed == x ? y : x;
                    into.add(scenario(List.of(List.of(changed), List.of(changed), List.of(other)), post));
                }
                case 5 -> { // a method beside itself on another key: what keys share (a limit, a table both first
                    // puts allocate)
                    Optional<Operations.Op> other = pair.get(0).equals(pair.get(1))
                            ? operations.other(ops.get(pair.get(0)).signature())
                            : Optional.empty();
                    if (other.isPresent()) {
                        Actor y2 = actor(operationsClass, ops, ops.indexOf(other.get()));
                        into.add(scenario(List.of(List.of(x), List.of(y2)), post));
                    }
                }
                case GROWN -> {
                    // a first element in place, a second added on another key beside the other call
                    List<Integer> grown = pair.get(0).equals(pair.get(1)) ? List.of(pair.get(0)) : pair;
                    for (int i : grown) {
                        Optional<Operations.Op> other =
                                operations.other(ops.get(i).signature());
                        if (other.isEmpty()) continue;
                        Actor first = actor(operationsClass, ops, i);
                        Actor second = actor(operationsClass, ops, ops.indexOf(other.get()));
                        Actor beside = i == pair.get(0) ? y : x;
                        into.add(new ExecutionScenario(
                                List.of(first), List.of(List.of(second), List.of(beside)), post, null));
                    }
                }
                case SEEN_BY_BOTH -> {
                    // the pair on the state a call both of them see puts in place
                    Optional<Integer> setUp = seenByBoth(pair);
                    if (setUp.isPresent())
                        into.add(new ExecutionScenario(
                                List.of(actor(operationsClass, ops, setUp.get())),
                                List.of(List.of(x), List.of(y)),
                                post,
                                null));
                }
                default -> { // the pair on the state one call of a chosen method puts in place
                    Actor setUp = actor(operationsClass, ops, setUps.get(shape - SHAPES));
                    into.add(new ExecutionScenario(List.of(setUp), List.of(List.of(x), List.of(y)), post, null));
                }
            }
        }
    }

    /** The most scenarios a stream is made with: past the thorough cap, no run reaches them. */
    private static final int MOST_OF_A_STREAM = 1_000;
}
