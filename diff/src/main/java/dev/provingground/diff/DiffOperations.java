package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.List;

/**
 * What a generated Lincheck operations class ({@link GeneratedOperations}) extends: an instance builds a
 * fresh object of its role's side, and its generated operation number i makes call i of the diff's
 * operations on it. Lincheck builds operations classes through a no-argument constructor and takes no
 * factory, so the roles are set here, once, in the check's own JVM, before Lincheck runs.
 */
public abstract class DiffOperations {

    /**
     * A side in a role: how to build it, the calls, the API method of each and how it is called (compiled
     * once, before Lincheck runs, never through reflection where the subject's code is analysed: {@link DirectCall}).
     */
    record Role(
            Side side,
            List<Operations.Op> ops,
            Method[] methods,
            DirectCall[] calls,
            Outcomes.Handle[] handles,
            Made.Objects.Plan made,
            java.util.Set<String> byKind) {
        /** A side's role: its fresh object's calls compiled once, the handles its calls answer, the objects its calls are given. */
        static Role of(Side side, Class<?> api, List<Operations.Op> ops, MethodChoice choice) {
            Method[] methods = ops.stream().map(op -> op.on(api)).toArray(Method[]::new);
            Object target = side.fresh();
            java.util.Map<Method, DirectCall> compiled = new java.util.HashMap<>();
            DirectCall[] calls = java.util.Arrays.stream(methods)
                    .map(m -> compiled.computeIfAbsent(m, k -> DirectCall.of(Outcomes.invoker(target, k))))
                    .toArray(DirectCall[]::new);
            Outcomes.Handle[] handles = new Outcomes.Handle[ops.size()];
            for (int i = 0; i < handles.length; i++) {
                if (ops.get(i).then() == null) continue;
                Method m = ops.get(i).answering(api);
                handles[i] = new Outcomes.Handle(m, compiled.computeIfAbsent(m, DirectCall::of));
            }
            return new Role(
                    side,
                    ops,
                    methods,
                    calls,
                    handles,
                    Made.Objects.Plan.of(ops, java.util.Arrays.asList(methods)),
                    choice.byKindInHistories());
        }
    }

    static volatile Role implementation;
    static volatile Role specification;

    private final Object target;
    private final Made.Objects made;
    private final Role role;
    private final GivenArrays arrays = new GivenArrays();
    private final HeldAnswers held = new HeldAnswers();

    protected DiffOperations(boolean specificationRole) {
        role = specificationRole ? specification : implementation;
        if (role == null) throw new IllegalStateException("no diff is running: Linearizability sets the roles first");
        target = role.side().fresh();
        made = role.made().make();
    }

    /**
     * Call number {@code i}: what it answered, in {@link Outcomes}' words. Only the subject's call and the walk of what it
     * answered are analysed by model checking; the harness's steps around them are one step each ({@link Dispatch}). An
     * array a call of this invocation was given reads so ({@link GivenArrays}); what a call returned is held for the
     * invocation ({@link HeldAnswers}).
     */
    protected String call(int i) {
        return Dispatch.call(role, made, target, i, arrays, held);
    }
}
