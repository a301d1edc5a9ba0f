package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The operations of a diff: every public instance method of the API (the {@code --api} interface or
 * class, or the class itself) called with each combination of its parameters' {@link Domains}, up to
 * {@link #MAX_CALLS_PER_METHOD} of them; the reviewer's {@link Generators} come first. A method whose parameter
 * type has no domain is left out and named; a method one side lacks is bad input. A view ({@link Views}) is called
 * only through its removals.
 */
record Operations(List<Op> ops, List<String> leftOut, int methods) {

    static final int MAX_CALLS_PER_METHOD = 16;

    /**
     * One call: a method of the API, by name and parameter types, with side-neutral arguments; and, when {@code then}
     * is not null, a call on the object it returns (a handle: {@code counter("a").increment()}), whose answer is the
     * operation's.
     */
    record Op(String method, List<String> parameterTypes, List<Object> arguments, Op then) {

        Op(String method, List<String> parameterTypes, List<Object> arguments) {
            this(method, parameterTypes, arguments, null);
        }

        /** The API method this call makes first (the head of a chained call). */
        Method on(Class<?> api) {
            try {
                Class<?>[] types = new Class<?>[parameterTypes.size()];
                for (int i = 0; i < types.length; i++) types[i] = ApiMethods.type(parameterTypes.get(i), api);
                Method m = api.getMethod(method, types);
                m.trySetAccessible(); // a public method a package-private superclass declares (JCTools' queues)
                // is called through it
                return m;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(api.getName() + " has no " + this + ": " + e, e);
            }
        }

        /** The method whose answer is the operation's: the API method, or the handle's method a chained call ends with. */
        Method answering(Class<?> api) {
            Method head = on(api);
            return then == null ? head : then.on(head.getReturnType());
        }

        /** Whether the operation answers a value (its {@link #answering} method is not {@code void}): a reader. */
        boolean answersAValue(Class<?> api) {
            return answering(api).getReturnType() != void.class;
        }

        /** The signature of the API method called first. */
        String headSignature() {
            return method + "(" + String.join(",", parameterTypes) + ")";
        }

        String signature() {
            return headSignature() + (then == null ? "" : "." + then.signature());
        }

        /**
         * The arguments on a side, whose method is {@code m}, for the object under test {@code target} whose made objects
         * are {@code made}; an argument the API answers ({@link Domains.Answered}) is asked of {@code target} now.
         */
        Object[] argumentsFor(Method m, Made.Objects made, Object target) {
            Object[] args = new Object[arguments.size()];
            for (int i = 0; i < args.length; i++) {
                args[i] = arguments.get(i) instanceof Domains.Answered a
                        ? a.askedOf(target, made)
                        : Domains.on(arguments.get(i), m.getParameterTypes()[i], m, made);
            }
            return args;
        }

        /** Whether the call gives back what another call answers ({@link Domains.Answered}): a set-up, never raced. */
        boolean givesBack() {
            return arguments.stream().anyMatch(a -> a instanceof Domains.Answered);
        }

        @Override
        public String toString() {
            return method + "(" + arguments.stream().map(Domains::show).collect(Collectors.joining(", ")) + ")"
                    + (then == null ? "" : "." + then);
        }
    }

    /** Every public method's operations, checked against both sides' API types. */
    static Operations of(Class<?> afterApi, Class<?> beforeApi) throws BadInput {
        return of(
                afterApi, beforeApi, Generators.NONE, MethodChoice.all(afterApi).chosen());
    }

    /** The operations of a choice's methods, but for the calls it leaves out ({@link MethodChoice#withoutCall}). */
    static Operations of(Class<?> afterApi, Class<?> beforeApi, Generators generators, MethodChoice choice)
            throws BadInput {
        Operations all = of(afterApi, beforeApi, generators, choice.chosen());
        if (choice.leftOutCalls().isEmpty()) return all;
        List<Op> kept = all.ops().stream()
                .filter(op -> !choice.leftOutCalls().contains(op.toString()))
                .toList();
        if (kept.isEmpty())
            throw new BadInput("no operations to call on " + afterApi.getName() + ": every call is left out");
        return new Operations(kept, all.leftOut(), all.methods());
    }

    /**
     * The operations of the {@code chosen} methods (signatures, in their order), each with the reviewer's
     * generators or the built-in domains of its parameter types. A method the before side lacks, or whose
     * parameter type has no domain, is left out and named.
     */
    static Operations of(Class<?> afterApi, Class<?> beforeApi, Generators generators, List<String> chosen)
            throws BadInput {
        List<Op> ops = new ArrayList<>();
        List<String> leftOut = new ArrayList<>();
        List<Method> afterMethods = ApiMethods.publicInstanceMethods(afterApi);
        List<Method> beforeMethods = ApiMethods.publicInstanceMethods(beforeApi);
        Map<Method, Op> typicalCalls = new LinkedHashMap<>();
        List<String> classNames = ClassNameKeys.of(
                afterApi,
                afterMethods.stream()
                        .filter(a -> chosen.contains(ApiMethods.signature(a)))
                        .toList());
        int methods = 0;
        for (String signature : chosen) {
            Optional<Method> found = afterMethods.stream()
                    .filter(a -> ApiMethods.signature(a).equals(signature))
                    .findFirst();
            if (found.isEmpty()) {
                if (beforeMethods.stream()
                        .noneMatch(b -> ApiMethods.signature(b).equals(signature))) {
                    // Chosen methods are methods of a side: one neither side has was garbled on its way here.
                    throw new IllegalStateException("a chosen method neither side has: " + signature
                            + " (a harness problem, not the subject's)");
                }
                leftOut.add(signature + ": only on the before side (" + beforeApi.getName() + ")");
                continue;
            }
            Method m = found.get();
            if (beforeMethods.stream().noneMatch(b -> ApiMethods.signature(b).equals(signature))) {
                leftOut.add(
                        signature + ": only on the after side (the before side " + beforeApi.getName() + " has not)");
                continue;
            }
            List<List<Object>> domains = new ArrayList<>();
            String missing = null;
            for (var type : m.getGenericParameterTypes()) {
                Optional<List<Object>> d = generators.serves(type)
                        ? domain(generators, type)
                        : domain(generators, type).map(v -> ClassNameKeys.widened(type, v, classNames));
                if (d.isEmpty()) {
                    missing = type.getTypeName();
                    break;
                }
                domains.add(d.get());
            }
            if (missing != null) {
                leftOut.add(signature + ": no generator for " + missing + " (--generator)");
                continue;
            }
            List<String> types =
                    Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
            List<List<Object>> calls = Domains.combinations(domains, MAX_CALLS_PER_METHOD);
            List<Object> typical = calls.stream()
                    .min(Comparator.comparingInt(Domains::typicality))
                    .orElseThrow();
            if (Views.isView(m, afterApi)) { // called only through its removals: what a view holds is no answer
                List<Op> through = Views.calls(new Op(m.getName(), types, typical), m, generators);
                if (through.isEmpty()) leftOut.add(signature + ": a view with no removal to call through it");
                else methods++;
                ops.addAll(through);
                continue;
            }
            for (List<Object> args : calls) ops.add(new Op(m.getName(), types, args));
            Method b = beforeMethods.stream()
                    .filter(x -> ApiMethods.signature(x).equals(signature))
                    .findFirst()
                    .orElseThrow();
            ops.addAll(HandleCalls.of(
                    new Op(m.getName(), types, typical), m.getReturnType(), b.getReturnType(), afterApi, generators));
            typicalCalls.put(m, new Op(m.getName(), types, typical));
            methods++;
        }
        ops.addAll(GiveBacks.of(typicalCalls));
        if (ops.isEmpty()) {
            throw new BadInput("no operations to call on " + afterApi.getName()
                    + (leftOut.isEmpty() ? "" : " (left out: " + String.join("; ", leftOut) + ")")
                    + ": name an interface with --api, methods with --methods, or argument types with --generator");
        }
        return new Operations(List.copyOf(ops), List.copyOf(leftOut), methods);
    }

    /**
     * The values of a parameter type: the reviewer's generator's, else the built-in domain, else objects
     * {@link Made} of the library's own type; an array takes arrays of its component's values.
     */
    static Optional<List<Object>> domain(Generators generators, java.lang.reflect.Type type) {
        Optional<List<Object>> d =
                generators.of(type).or(() -> Domains.of(type)).or(() -> Made.domain(type));
        if (d.isPresent()) return d;
        java.lang.reflect.Type component = type instanceof Class<?> c && c.isArray()
                ? c.getComponentType()
                : type instanceof java.lang.reflect.GenericArrayType g ? g.getGenericComponentType() : null;
        return component == null
                ? Optional.empty()
                : domain(generators, component).map(Domains::arrays);
    }

    /** The signatures, each followed by those of the chained calls ({@link HandleCalls#of}) that begin with it. */
    List<String> withHandles(List<String> signatures) {
        List<String> out = new ArrayList<>();
        for (String s : signatures) {
            out.add(s);
            ops.stream()
                    .filter(op -> op.then() != null && op.headSignature().equals(s))
                    .map(Op::signature)
                    .distinct()
                    .forEach(out::add);
        }
        return out;
    }

    /** The call of a method a systematic scenario makes: its most typical arguments ({@link Domains#rank}). */
    Optional<Op> representative(String signature) {
        return ops.stream()
                .filter(op -> op.signature().equals(signature) && !op.givesBack())
                .min(Comparator.comparingInt(op -> Domains.typicality(op.arguments())));
    }

    /**
     * The call a systematic scenario makes besides the representative when that one passes an empty array or collection:
     * its most typical call whose every array and collection holds something. An adder called with none adds nothing
     * ({@code addParents()}), so a race between adding and reading would never be met by the representative alone.
     */
    Optional<Op> acting(String signature) {
        Optional<Op> typical = representative(signature);
        if (typical.isEmpty() || typical.get().arguments().stream().noneMatch(Operations::empty))
            return Optional.empty();
        return ops.stream()
                .filter(op -> op.signature().equals(signature)
                        && !op.givesBack()
                        && op.arguments().stream().noneMatch(Operations::empty))
                .min(Comparator.comparingInt(op -> Domains.typicality(op.arguments())));
    }

    /**
     * The call of a method an observer makes besides its representative: its most typical call on another first argument
     * (another key), if it has one. A race on what keys share (a limit on how many are admitted, a capacity) leaves the
     * raced key answering as before; only another key shows it ({@code apply("a") || apply("a")} counted twice, then
     * {@code apply("b")} refused: Spectator's first-N limiter, corpus R21).
     */
    Optional<Op> other(String signature) {
        Optional<Op> typical = representative(signature);
        if (typical.isEmpty() || typical.get().arguments().isEmpty()) return Optional.empty();
        Object first = typical.get().arguments().get(0);
        return ops.stream()
                .filter(op -> op.signature().equals(signature)
                        && !op.givesBack()
                        && !op.arguments().isEmpty()
                        && !java.util.Objects.equals(op.arguments().get(0), first))
                .min(Comparator.comparingInt(op -> Domains.typicality(op.arguments())));
    }

    private static boolean empty(Object argument) {
        return argument instanceof Domains.Array a && a.elements().isEmpty()
                || argument instanceof Domains.Collection c && c.elements().isEmpty();
    }

    /** What the operations are, for the report: the methods, how many calls, what was left out. */
    String describe() {
        String calls = ops.stream()
                .collect(Collectors.groupingBy(
                        op -> op.method()
                                + (op.then() == null ? "" : "()." + op.then().method()),
                        java.util.LinkedHashMap::new,
                        Collectors.counting()))
                .entrySet()
                .stream()
                .map(e -> e.getKey() + (e.getValue() > 1 ? " x" + e.getValue() : ""))
                .collect(Collectors.joining(", "));
        return ops.size() + " calls of " + methods + " methods (" + calls + ")"
                + (leftOut.isEmpty() ? "" : "; left out: " + String.join("; ", leftOut));
    }
}
