package dev.provingground.diff;

import java.io.PrintStream;

/**
 * The methods the concurrent checks call ({@link DiffMain}), from what the sequential check met on them: a call that
 * returns on neither side, or on one side only, left out; one whose answer differs between two fresh objects compared
 * by kind; a call that ran out of heap or read past an array of a JDK class's left out. Each line said on the console.
 */
final class ChoiceAfterSequential {

    private ChoiceAfterSequential() {}

    /**
     * {@code choice} less what the sequential check's {@code sequential} outcome rules out of the concurrent checks ({@code
     * callBoundMillis}: the bound a call was given there), each line said on {@code out}.
     */
    static MethodChoice of(
            MethodChoice choice, SequentialEquivalence.Outcome sequential, long callBoundMillis, PrintStream out) {
        // A call that returns on neither side blocks (take() on an empty queue): left out of the concurrent checks,
        // said so.
        // One that returns on one side only is the difference already found: Lincheck would only meet it again as a
        // hang.
        for (Operations.Op op : sequential.noReturn()) {
            String signature =
                    op.headSignature(); // a handle's call that blocks leaves out the method that returns the handle
            if (!choice.chosen().contains(signature)) continue;
            String why = sequential.blocking().contains(op)
                    ? "does not return on either side within " + callBoundMillis + " ms (a blocking call)"
                    : "does not return on one side within " + callBoundMillis
                            + " ms (the sequential check's difference)";
            choice = choice.without(signature, why);
            out.printf("  %-34s %-8s %7s     %s: %s%n", "left out", "-", "", signature, why);
        }
        for (Operations.Op op : sequential.unstable()) { // its answer is a number another object took: compared by kind
            String why =
                    "answers differently on two fresh objects (a global counter, hashing or the clock): compared by kind";
            choice = choice.byKind(op.signature(), why);
            out.printf("  %-34s %-8s %7s     %s: %s%n", "compared by kind", "-", "", op.signature(), why);
        }
        choice = withoutCalls(
                choice,
                sequential.outOfHeap(),
                "ran out of heap in the sequential check: the concurrent checks' JVMs would end on it",
                out);
        choice = withoutCalls(
                choice,
                sequential.pastArray(),
                "reads past an array of a JDK class's (ArrayIndexOutOfBoundsException):"
                        + " Lincheck's model checking would crash on it (docs/findings.md, F14)",
                out);
        return choice;
    }

    /**
     * {@code choice} less each of {@code calls} (the call, not its method: reserve(1) is made, reserve(2^30) is not),
     * said in one line a method: {@code take(int): 3 calls reads past an array...: take(2^30), take(-1), take(MAX_VALUE)}.
     */
    static MethodChoice withoutCalls(
            MethodChoice choice, java.util.List<Operations.Op> calls, String why, PrintStream out) {
        java.util.Map<String, java.util.List<Operations.Op>> byMethod = new java.util.LinkedHashMap<>();
        for (Operations.Op op : calls) {
            if (!choice.chosen().contains(op.headSignature())) continue;
            choice = choice.withoutCall(op, why);
            byMethod.computeIfAbsent(op.headSignature(), m -> new java.util.ArrayList<>())
                    .add(op);
        }
        byMethod.forEach((method, ops) -> out.printf(
                "  %-34s %-8s %7s     %s%n",
                "left out",
                "-",
                "",
                ops.size() == 1
                        ? ops.get(0) + ": " + why
                        : method + ", " + ops.size() + " calls: " + why + ": "
                                + ops.stream()
                                        .map(Object::toString)
                                        .collect(java.util.stream.Collectors.joining(", "))));
        return choice;
    }
}
