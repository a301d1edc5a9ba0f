package dev.provingground.diff;

import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The scenarios a diff model-checks before any random one, so that a race between two calls is found by
 * design, not by the luck of a random scenario: every pair of a changed method (the focus, {@link
 * MethodChoice#focus}) and a chosen method, each called with its most typical arguments ({@link
 * Operations#representative}, so the two meet on one key), in four shapes on a fresh instance:
 * {@code [a] || [b]}, {@code [a, b] || [b, a]}, {@code [a, a] || [b]}, {@code [a] || [b, b]}; then the
 * methods that answer with a value, once each, to observe what the race left (at most {@value #OBSERVERS}).
 * Their number grows with the square of the methods, and each runs the mode's model-checking invocations.
 */
final class SystematicScenarios {

    static final int OBSERVERS = 4;

    private SystematicScenarios() {
    }

    static List<ExecutionScenario> of(Operations operations, MethodChoice choice, Class<?> api, Class<?> operationsClass) throws Exception {
        List<Operations.Op> ops = operations.ops();
        List<Integer> focus = representatives(operations, choice.focus());
        List<Integer> all = representatives(operations, choice.chosen());
        List<Actor> post = new ArrayList<>();
        for (int i : all) {
            if (post.size() < OBSERVERS && ops.get(i).on(api).getReturnType() != void.class) post.add(actor(operationsClass, ops, i));
        }
        List<ExecutionScenario> scenarios = new ArrayList<>();
        Set<List<Integer>> pairs = new LinkedHashSet<>();
        for (int a : focus) {
            for (int b : all) {
                if (!pairs.add(List.of(Math.min(a, b), Math.max(a, b)))) continue;
                Actor x = actor(operationsClass, ops, a);
                Actor y = actor(operationsClass, ops, b);
                scenarios.add(scenario(List.of(List.of(x), List.of(y)), post));
                scenarios.add(scenario(List.of(List.of(x, y), List.of(y, x)), post));
                scenarios.add(scenario(List.of(List.of(x, x), List.of(y)), post));
                if (a != b) scenarios.add(scenario(List.of(List.of(x), List.of(y, y)), post));
            }
        }
        return scenarios;
    }

    /** The index of each method's representative call among the operations. */
    private static List<Integer> representatives(Operations operations, List<String> signatures) {
        List<Integer> out = new ArrayList<>();
        for (String s : signatures) {
            operations.representative(s).ifPresent(op -> out.add(operations.ops().indexOf(op)));
        }
        return out;
    }

    private static ExecutionScenario scenario(List<List<Actor>> parallel, List<Actor> post) {
        return new ExecutionScenario(List.of(), parallel, post, null);
    }

    private static Actor actor(Class<?> operationsClass, List<Operations.Op> ops, int i) throws NoSuchMethodException {
        Method m = operationsClass.getMethod(GeneratedOperations.name(ops, i));
        return new Actor(m, List.of(), false, false, false, false, false);
    }
}
