package dev.provingground.diff;

import dev.provingground.guarantees.JdkAsOneStep;
import java.lang.reflect.Method;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * A Lincheck operation's call ({@link DiffOperations#call}) made so that model checking switches threads only in the
 * subject's code. What the harness reads to make a call (the role's arrays, the arguments' lists, the set of methods
 * compared by kind) and to write its answer were shared memory to the engine, each read a switch point: in the XADD
 * refcount's diff, eight of a {@code release}'s nine switch points were the harness's, and the engine's budget went to
 * interleaving code that shares nothing. Here {@link #prepare}, {@link #thrown} and {@link #answer} run as one step
 * each, not analysed (Lincheck's ignore guarantee, {@link #applied}); the subject's call between them, analysed, takes
 * its arguments from the final fields of a {@link Prepared} (up to three; more from an array, whose reads remain switch
 * points). The answers are {@link Outcomes}' words, made by the same code as a sequential call's.
 */
final class Dispatch {

    private Dispatch() {}

    /** What one call passes and how it answers, read before the subject's code runs. */
    record Prepared(
            Operations.Op op,
            Method method,
            DirectCall direct,
            int arity,
            Object a0,
            Object a1,
            Object a2,
            Object[] arguments,
            Outcomes.Handle then,
            Object[] thenArguments,
            boolean walked,
            boolean thenWalked,
            boolean byKind) {

        /** The subject's call: its arguments one by one where they fit, so no read of the harness's is a switch point. */
        Object invoke(Object target) throws Throwable {
            return switch (arity) {
                case 0 -> direct.call0(target);
                case 1 -> direct.call1(target, a0);
                case 2 -> direct.call2(target, a0, a1);
                case 3 -> direct.call3(target, a0, a1, a2);
                default -> direct.call(target, arguments);
            };
        }

        /** A chained call ({@link Operations.Op#then}) on the handle the first returned. */
        Object invokeThen(Object handle) throws Throwable {
            return then.direct().call(handle, thenArguments);
        }

        /** Whether the answer is walked ({@link Walks#walked}), in the analysed code, as its caller would. */
        boolean walks(boolean chained) {
            return chained ? thenWalked : walked;
        }
    }

    /**
     * Call {@code i} of {@code role} on {@code target}, whose objects {@link Made} are {@code made}: what it answered, in
     * {@link Outcomes}' words, an array a call of the run was given marked so ({@link GivenArrays}). Analysed by model
     * checking: the subject's call and the walk of what it answered, nothing else.
     */
    static String call(
            DiffOperations.Role role, Made.Objects made, Object target, int i, GivenArrays arrays, HeldAnswers held) {
        Prepared call = prepare(role, made, target, i, arrays);
        Object result;
        boolean chained = false;
        try {
            result = call.invoke(target);
            if (call.then() != null && result != null) {
                result = call.invokeThen(result);
                chained = true;
            }
        } catch (Throwable t) {
            return thrown(call, t);
        }
        String walk = call.walks(chained) ? Walks.walked(result) : null;
        return answer(call, result, chained, walk, arrays, held);
    }

    /**
     * Call {@code i} of {@code role} on the objects {@code made}: one step, not analysed (a give-back's first call,
     * {@link Domains.Answered}, is made here on {@code target}, in one step: it is a set-up, never raced).
     */
    static Prepared prepare(DiffOperations.Role role, Made.Objects made, Object target, int i, GivenArrays arrays) {
        Operations.Op op = role.ops().get(i);
        Method method = role.methods()[i];
        Object[] arguments = op.argumentsFor(method, made, target);
        Outcomes.Handle then = op.then() == null ? null : role.handles()[i];
        Object[] thenArguments = then == null ? null : op.then().argumentsFor(then.method(), made, target);
        arrays.given(arguments);
        arrays.given(thenArguments);
        return new Prepared(
                op,
                method,
                role.calls()[i],
                arguments.length,
                arguments.length > 0 ? arguments[0] : null,
                arguments.length > 1 ? arguments[1] : null,
                arguments.length > 2 ? arguments[2] : null,
                arguments,
                then,
                thenArguments,
                Walks.isWalked(method.getReturnType()),
                then != null && Walks.isWalked(then.method().getReturnType()),
                role.byKind().contains(op.signature()));
    }

    /** What a call that threw answered ({@link Outcomes#thrown}): one step, not analysed. */
    static String thrown(Prepared call, Throwable t) {
        return Outcomes.thrown(call.op(), t, true);
    }

    /**
     * What a call that returned answered ({@link Outcomes#answer}), or what walking its answer threw ({@code walk}, not
     * null): one step, not analysed. The object it returned is {@code held} for the invocation ({@link HeldAnswers}).
     */
    static String answer(
            Prepared call, Object result, boolean chained, String walk, GivenArrays arrays, HeldAnswers held) {
        held.hold(result);
        if (walk != null) return walk;
        String answer = Outcomes.answer(chained ? call.then().method() : call.method(), result, call.byKind());
        return call.byKind() ? answer : arrays.mark(answer, result);
    }

    /**
     * Model checking's options with the suite's list of JDK code taken as one step ({@link JdkAsOneStep}, the battery's
     * too), the diff's turns of a loop before a switch ({@link LoopSwitches}) and the diff's own call into the subject
     * ({@link Dispatch}); the regression test the diff writes chains the same ({@link Reproducer}).
     */
    static ModelCheckingOptions withTheDiffsOptions(ModelCheckingOptions options) {
        return applied(LoopSwitches.applied(JdkAsOneStep.applied(options)));
    }

    /** Model checking that runs the harness's steps of a call ({@link #prepare}, {@link #thrown}, {@link #answer}) unanalysed. */
    static ModelCheckingOptions applied(ModelCheckingOptions options) {
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(Dispatch.class.getName())
                .methods(UNANALYSED.toArray(String[]::new))
                .ignore());
    }

    /** The steps model checking runs unanalysed, by name. */
    static final java.util.List<String> UNANALYSED = java.util.List.of("prepare", "thrown", "answer");
}
