package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;

/**
 * The Java text of a regression test's class ({@link Reproducer}), made from the diff's calls: how the object is
 * built, each call as an operation answering in {@link Outcomes}' words, a scenario's actors, and the whole source
 * around them (its fixed parts are {@link ReproducerSource}'s).
 */
final class ReproducerClass {

    private ReproducerClass() {}

    /** How the diff builds the after side's object, as a Java expression of the API's type. */
    static Optional<String> construction(Side side, Class<?> api, String apiName) {
        Optional<String> made;
        if (NewExpression.is(side.factory())) {
            made = Optional.of(side.factory().strip().replaceAll(";+$", ""));
        } else if (side.factory() != null) {
            made = JavaSource.typeName(side.type()).map(t -> t + "." + side.factory() + "()");
        } else if (side.constructor() == null) {
            made = JavaSource.typeName(side.type()).map(t -> "new " + t + "()");
        } else {
            Optional<String> type = JavaSource.typeName(side.type());
            Optional<String> args =
                    new JavaSource().arguments(side.constructor(), java.util.Arrays.asList(side.arguments()));
            made = type.isEmpty() || args.isEmpty()
                    ? Optional.empty()
                    : Optional.of("new " + type.get() + "(" + args.get() + ")");
        }
        return made.map(m -> "(" + apiName + ") (" + m + ")");
    }

    /** Call {@code i} as a Lincheck operation answering in {@link Outcomes}' words. */
    static Optional<String> operation(
            JavaSource written, Class<?> api, List<Operations.Op> ops, int i, boolean byKind, boolean lincheck) {
        Operations.Op op = ops.get(i);
        Method head = op.on(api);
        Optional<String> args = arguments(written, api, head, op.arguments(), lincheck);
        if (args.isEmpty()) return Optional.empty();
        StringBuilder body = new StringBuilder();
        String call = "subject." + head.getName() + "(" + args.get() + ")";
        Method answering = head;
        if (op.then() != null) {
            Optional<String> handleType = JavaSource.typeName(head.getReturnType());
            Method then = op.then().on(head.getReturnType());
            Optional<String> thenArgs = arguments(written, api, then, op.then().arguments(), lincheck);
            if (handleType.isEmpty() || thenArgs.isEmpty()) return Optional.empty();
            body.append("            ")
                    .append(handleType.get())
                    .append(" handle = ")
                    .append(call)
                    .append(";\n");
            body.append("            if (handle == null) return ")
                    .append(byKind ? "\"returned\"" : "\"null\"")
                    .append(";\n");
            call = "handle." + then.getName() + "(" + thenArgs.get() + ")";
            answering = then;
        }
        if (byKind) {
            body.append("            ")
                    .append(call)
                    .append(";\n            return \"returned\"; // its answer reads the clock: compared by kind\n");
        } else if (answering.getReturnType() == void.class) {
            body.append("            ").append(call).append(";\n            return \"void\";\n");
        } else {
            body.append(lincheck ? "            return marked(" : "            return show(")
                    .append(call)
                    .append(", ")
                    .append(JavaSource.literal("a " + answering.getReturnType().getSimpleName()))
                    .append(");\n");
        }
        return Optional.of(("""

                    /** %s */
                """ + (lincheck ? "    @Operation\n" : "") + """
                    public String %s() {
                        try {
                %s        } catch (Exception e) {
                            return "threw " + e.getClass().getName();
                        }
                    }
                """)
                .formatted(op.toString().replace("*/", "* /"), GeneratedOperations.name(ops, i), body));
    }

    /**
     * A call's arguments in Java; in a race's test each array is registered as given ({@link GivenArrays}). What another
     * call answers ({@link Domains.Answered}) is that call on the subject.
     */
    private static Optional<String> arguments(
            JavaSource written, Class<?> api, Method method, List<?> values, boolean lincheck) {
        List<String> out = new java.util.ArrayList<>();
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < values.size(); i++) {
            Optional<String> a = values.get(i) instanceof Domains.Answered answered
                    ? answered(written, answered, api, lincheck)
                    : written.argument(values.get(i), types[i]);
            if (a.isEmpty()) return Optional.empty();
            out.add(lincheck && types[i].isArray() ? "given(" + a.get() + ")" : a.get());
        }
        return Optional.of(String.join(", ", out));
    }

    /** The call whose answer is passed on, made on the subject: {@code subject.allocCharBuffer((int) (1))}. */
    private static Optional<String> answered(
            JavaSource written, Domains.Answered answered, Class<?> api, boolean lincheck) {
        Method source;
        try {
            source = answered.source().on(api);
        } catch (IllegalStateException e) {
            return Optional.empty();
        }
        return arguments(written, api, source, answered.source().arguments(), lincheck)
                .map(args -> "subject." + source.getName() + "(" + args + ")");
    }

    static String actors(List<Integer> calls, List<Operations.Op> ops) {
        return calls.stream()
                .map(i -> JavaSource.literal(GeneratedOperations.name(ops, i)))
                .collect(java.util.stream.Collectors.joining(", "));
    }

    static String source(
            String pkg,
            String testName,
            String apiName,
            String construction,
            String expressionClass,
            JavaSource written,
            String operations,
            boolean lincheck,
            String description,
            String tests,
            String verdict,
            DiffOptions options) {
        StringBuilder s = new StringBuilder();
        if (!pkg.isEmpty()) s.append("package ").append(pkg).append(";\n\n");
        if (lincheck) {
            s.append("import org.jetbrains.kotlinx.lincheck.Actor;\n")
                    .append("import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;\n")
                    .append("import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;\n")
                    .append("import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;\n")
                    .append("import org.jetbrains.lincheck.datastructures.Operation;\n")
                    .append("import org.jetbrains.lincheck.datastructures.StressOptions;\n");
        }
        s.append("import org.junit.jupiter.api.Test;\n");
        if (expressionClass != null) { // what the diff's --new expression was compiled with (NewExpression)
            s.append("\nimport java.util.*;\nimport java.util.concurrent.*;\nimport java.util.function.*;\n");
            int dot = expressionClass.lastIndexOf('.');
            if (dot > 0)
                s.append("import ").append(expressionClass.replace('$', '.')).append(";\n");
        }
        s.append("""

                /**
                 * A regression test written by Proving Ground's diff for what it found in %s.
                 * Its verdict: %s.
                 *
                 * <p>%s
                 * <pre>
                 * mvn test            the after build (fails)
                 * mvn test -Pbefore   the before build (passes)
                 * </pre>
                 * The diff's replay: proving-ground diff %s
                 */
                public class %s {

                    private final %s subject = %s;
                """.formatted(
                        options.className(),
                        verdict.replace("*/", "* /"),
                        description,
                        String.join(" ", options.commandLine()).replace("*/", "* /"),
                        testName,
                        apiName,
                        construction));
        for (String field : written.fieldDeclarations())
            s.append("    ").append(field).append('\n');
        s.append(operations);
        s.append(tests);
        s.append(ReproducerSource.HELPERS);
        if (lincheck) s.append(ReproducerSource.GIVEN_ARRAYS);
        if (s.indexOf("doNothing(") >= 0) s.append(ReproducerSource.DO_NOTHING);
        if (s.indexOf("holdingTypical(") >= 0) s.append(ReproducerSource.HOLDING_TYPICAL);
        if (s.indexOf(" method(") >= 0 || s.indexOf("(method(") >= 0) s.append(ReproducerSource.METHOD);
        return s.append("}\n").toString();
    }
}
