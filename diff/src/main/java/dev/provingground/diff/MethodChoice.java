package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which of the API's public methods a diff calls, as a reviewer would pick them: the methods whose
 * behaviour the PR changed (their bytecode, or that of a method of the class or its helpers they run,
 * differs between the two builds: {@link Bytecode}), then the methods that observe the state those
 * touch; when nothing changed, every state method. Never by default: {@code Object}'s methods, {@code
 * clone}, iterators and streams, views of a collection or map, methods that print, methods that hand
 * out an internal field as it is. {@code --methods} names the methods to call instead, {@code --skip}
 * methods to leave out. Each method is named by its signature ({@link Operations#signature}).
 */
record MethodChoice(
        List<String> changed,
        List<String> observers,
        List<String> others,
        Map<String, String> leftOut,
        Map<String, String> byKind,
        boolean builtDifferently,
        List<String> leftOutCalls) {

    MethodChoice(
            List<String> changed,
            List<String> observers,
            List<String> others,
            Map<String, String> leftOut,
            Map<String, String> byKind,
            boolean builtDifferently) {
        this(changed, observers, others, leftOut, byKind, builtDifferently, List.of());
    }

    /** The same choice without one call (a method with these arguments, as {@link Operations.Op#toString} shows it), left out for {@code why}. */
    MethodChoice withoutCall(Operations.Op call, String why) {
        Map<String, String> out = new LinkedHashMap<>(leftOut);
        out.put(call.toString(), why);
        List<String> calls = new ArrayList<>(leftOutCalls);
        calls.add(call.toString());
        return new MethodChoice(changed, observers, others, out, byKind, builtDifferently, List.copyOf(calls));
    }

    /**
     * Whether the two sides run the same bytecode in every method called and in how the object is built: then nothing a
     * check sees on one side only can be the PR's (a race found on one side alone, an answer that differs between runs).
     */
    boolean sameCode() {
        return changed.isEmpty() && !builtDifferently;
    }

    /** The methods called: changed first, then observers, then the rest chosen. */
    List<String> chosen() {
        List<String> all = new ArrayList<>(changed);
        all.addAll(observers);
        all.addAll(others);
        return all;
    }

    /** The methods the systematic scenarios pair with every other: the changed ones, or every chosen one when none changed. */
    List<String> focus() {
        return changed.isEmpty() ? chosen() : changed;
    }

    /** The same choice without one method, left out for {@code why}. */
    /** The same choice, with {@code signature}'s answers compared by kind only ({@link #byKind}), for the reason given. */
    MethodChoice byKind(String signature, String why) {
        Map<String, String> kinds = new LinkedHashMap<>(byKind);
        kinds.putIfAbsent(signature, why);
        return new MethodChoice(changed, observers, others, leftOut, kinds, builtDifferently, leftOutCalls);
    }

    MethodChoice without(String signature, String why) {
        Map<String, String> out = new LinkedHashMap<>(leftOut);
        out.put(signature, why);
        return new MethodChoice(
                changed.stream().filter(s -> !s.equals(signature)).toList(),
                observers.stream().filter(s -> !s.equals(signature)).toList(),
                others.stream().filter(s -> !s.equals(signature)).toList(),
                out,
                byKind,
                builtDifferently,
                leftOutCalls);
    }

    /** Every public instance method, as the tool calls them without looking at bytecode (tests, the benchmark). */
    static MethodChoice all(Class<?> api) {
        return new MethodChoice(
                List.of(),
                List.of(),
                Operations.publicInstanceMethods(api).stream()
                        .map(Operations::signature)
                        .toList(),
                Map.of(),
                Map.of(),
                false);
    }

    static MethodChoice of(
            Side before, Class<?> beforeApi, Side after, Class<?> afterApi, List<String> methods, List<String> skip)
            throws BadInput {
        List<Method> api = Operations.publicInstanceMethods(afterApi);
        for (String named : concat(methods, skip)) {
            if (api.stream().noneMatch(m -> matches(m, named))) {
                throw new BadInput("--methods/--skip " + named + ": " + afterApi.getName()
                        + " has no public instance method of that name or signature");
            }
        }
        Map<String, String> leftOut = new LinkedHashMap<>();
        List<Method> candidates = new ArrayList<>();
        // What a call runs is decided by the class of the object built, not the class named: an anonymous subclass a
        // factory returns, a subclass's override of a protected hook a template method calls.
        Class<?> afterRuntime = after.runtimeType();
        Class<?> beforeRuntime = before.runtimeType();
        Bytecode afterCode = new Bytecode(after.loader(), after.type(), afterRuntime);
        Bytecode beforeCode = new Bytecode(before.loader(), before.type(), beforeRuntime);
        for (Method m : api) {
            String signature = Operations.signature(m);
            if (skip.stream().anyMatch(s -> matches(m, s))) {
                leftOut.put(signature, "--skip");
                continue;
            }
            if (!methods.isEmpty()) {
                if (methods.stream().anyMatch(s -> matches(m, s))) candidates.add(m);
                else leftOut.put(signature, "not in --methods");
                continue;
            }
            Optional<String> why = boxedTwin(m, api)
                    .map(t -> "the boxed twin of " + t)
                    .or(() -> notAState(m, afterApi, afterCode, impl(afterRuntime, after.loader(), m)));
            if (why.isPresent()) leftOut.put(signature, why.get());
            else candidates.add(m);
        }
        if (candidates.isEmpty()
                && methods.isEmpty()) { // a method that hands out an internal field is still an answer, compared by
            // content
            for (Method m : api) {
                boolean onlyHandsOut = boxedTwin(m, api).isEmpty()
                        && skip.stream().noneMatch(s -> matches(m, s))
                        && impl(afterRuntime, after.loader(), m)
                                .flatMap(afterCode::handsOut)
                                .isPresent();
                if (onlyHandsOut) {
                    candidates.add(m);
                    leftOut.remove(Operations.signature(m));
                }
            }
        }
        List<String> changed = new ArrayList<>();
        Set<String> changedState = new LinkedHashSet<>();
        // How the object is built (its constructor, factory or --new expression, and what they run) is code the PR may
        // change
        // too, a default value: then every method may answer differently, and every one counts as changed.
        boolean builtDifferently = !Arrays.deepEquals(before.arguments(), after.arguments())
                || !List.copyOf(afterCode
                                .fingerprints(after.constructionMethod())
                                .values())
                        .equals(List.copyOf(beforeCode
                                .fingerprints(before.constructionMethod())
                                .values()));
        // Answers no two runs, or no two builds, can compare by value: a method that reads the clock or chance, and one
        // whose
        // return type differs between the builds (void before, a value after): compared by kind, whether it returns or
        // throws.
        Map<String, String> byKind = new LinkedHashMap<>();
        for (Method m : candidates) {
            Optional<Method> b = impl(beforeApi, before.loader(), m);
            if (b.isPresent()
                    && !b.get()
                            .getReturnType()
                            .getName()
                            .equals(m.getReturnType().getName())) {
                byKind.put(
                        Operations.signature(m),
                        "its return type differs between the builds ("
                                + b.get().getReturnType().getSimpleName() + " before, "
                                + m.getReturnType().getSimpleName() + " after)");
                continue;
            }
            if (Outcomes.isWalked(
                    m.getReturnType())) { // walked in the call: what it holds is no value, a walk that throws is
                byKind.put(
                        Operations.signature(m),
                        "an iterator or stream: walked in the call, compared by whether the walk throws");
                continue;
            }
            impl(afterRuntime, after.loader(), m)
                    .flatMap(afterCode::readsTheClock)
                    .or(() -> impl(beforeRuntime, before.loader(), m).flatMap(beforeCode::readsTheClock))
                    .ifPresent(what -> byKind.put(Operations.signature(m), "reads " + what));
        }
        for (Method m : candidates) {
            Optional<Method> b = impl(beforeRuntime, before.loader(), m);
            Optional<Method> a = impl(afterRuntime, after.loader(), m);
            if (a.isEmpty() || b.isEmpty()) continue;
            if (builtDifferently || !afterCode.fingerprints(a.get()).equals(beforeCode.fingerprints(b.get()))) {
                changed.add(Operations.signature(m));
                changedState.addAll(afterCode.touched(a.get()));
                changedState.addAll(beforeCode.touched(b.get()));
            }
        }
        List<String> observers = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Method m : candidates) {
            String signature = Operations.signature(m);
            if (changed.contains(signature)) continue;
            Optional<Method> a = impl(afterRuntime, after.loader(), m);
            boolean observes =
                    a.isPresent() && afterCode.touched(a.get()).stream().anyMatch(changedState::contains);
            // Never dropped for touching no changed state: what a method touches is read from bytecode, which cannot
            // see
            // every path (a JDK collection's internals, reflection); such a method is called, paired only with changed
            // ones.
            if (observes) observers.add(signature);
            else others.add(signature);
        }
        return new MethodChoice(
                List.copyOf(changed), List.copyOf(observers), List.copyOf(others), leftOut, byKind, builtDifferently);
    }

    /** The method of the same name taking primitives where this one takes their boxes ({@code put(Long, V)} beside {@code put(long, V)}). */
    private static Optional<String> boxedTwin(Method m, List<Method> api) {
        Class<?>[] unboxed = Arrays.stream(m.getParameterTypes())
                .map(t -> t.isPrimitive()
                        ? t
                        : java.lang.invoke.MethodType.methodType(t).unwrap().returnType())
                .toArray(Class<?>[]::new);
        if (Arrays.equals(unboxed, m.getParameterTypes())) return Optional.empty();
        return api.stream()
                .filter(o -> o != m && o.getName().equals(m.getName()) && Arrays.equals(o.getParameterTypes(), unboxed))
                .map(Operations::signature)
                .findFirst();
    }

    /** Why a method is no state method to call by default, if it is not one. */
    private static Optional<String> notAState(Method m, Class<?> api, Bytecode code, Optional<Method> impl) {
        String name = m.getName();
        Set<String> objects =
                Set.of("equals", "hashCode", "toString", "getClass", "finalize", "notify", "notifyAll", "wait");
        if (objects.contains(name)
                && Arrays.stream(Object.class.getMethods())
                        .anyMatch(o -> o.getName().equals(name)
                                && Arrays.equals(o.getParameterTypes(), m.getParameterTypes())))
            return Optional.of("Object's method");
        if (name.equals("clone") && m.getParameterCount() == 0) return Optional.of("clone");
        Class<?> r = m.getReturnType();
        if ((Collection.class.isAssignableFrom(api) || Map.class.isAssignableFrom(api))
                && (Collection.class.isAssignableFrom(r) || Map.class.isAssignableFrom(r))) {
            return Optional.of("a view of the " + (Map.class.isAssignableFrom(api) ? "map" : "collection"));
        }
        if (impl.isPresent()) {
            if (code.prints(impl.get())) return Optional.of("prints (to System.out, System.err or a PrintStream)");
            Optional<String> field = code.handsOut(impl.get());
            // A handle of the library's own type handed out (a registry's config()) is how its methods are reached: it
            // is
            // called, and the calls on it (Operations#onHandle) are made; an internal array or collection is not.
            if (field.isPresent() && !Operations.isHandle(r, api))
                return Optional.of("hands out its internal field " + field.get() + " as it is");
        }
        return Optional.empty();
    }

    /** The method an object of class {@code runtime} runs for an API method (the same one, or its class's of that signature). */
    private static Optional<Method> impl(Class<?> runtime, ClassLoader loader, Method apiMethod) {
        try {
            Class<?>[] types = new Class<?>[apiMethod.getParameterCount()];
            for (int i = 0; i < types.length; i++) {
                Class<?> t = apiMethod.getParameterTypes()[i];
                types[i] = t.isPrimitive() ? t : Class.forName(t.getName(), false, loader);
            }
            return Optional.of(runtime.getMethod(apiMethod.getName(), types));
        } catch (ReflectiveOperationException | LinkageError e) {
            return Optional.empty();
        }
    }

    /** A name matches every method of that name; a signature {@code put(java.lang.Object,java.lang.Object)} one method. */
    static boolean matches(Method m, String named) {
        return named.contains("(")
                ? Operations.signature(m).equals(named)
                : m.getName().equals(named);
    }

    /** Names and signatures separated by commas (a signature's own commas, inside its parentheses, kept). */
    static List<String> names(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder b = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '(') depth++;
            if (c == ')') depth--;
            if (c == ',' && depth == 0) {
                out.add(b.toString().strip());
                b.setLength(0);
            } else {
                b.append(c);
            }
        }
        out.add(b.toString().strip());
        return out.stream().filter(s -> !s.isEmpty()).toList();
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /**
     * The choice as the check's own JVM reads it: a typed message, serialized by the JDK alone (the subject's class path
     * shares that JVM, and a library there, an old Jackson, must not read it) and written as one Base64 argument. It was
     * once {@code ;}-joined signatures, which cut {@code [Ljava.lang.Object;} in two and so silently dropped every method
     * with an array of objects, varargs included, from the checks.
     */
    record Message(List<String> chosen, List<String> changed, List<String> byKind, List<String> leftOutCalls)
            implements java.io.Serializable {}

    String argument() {
        var bytes = new java.io.ByteArrayOutputStream();
        try (var out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(new Message(
                    new ArrayList<>(chosen()),
                    new ArrayList<>(changed),
                    new ArrayList<>(byKind.keySet()),
                    new ArrayList<>(leftOutCalls)));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return java.util.Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    static MethodChoice parse(String argument) {
        Message m;
        try (var in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(java.util.Base64.getDecoder().decode(argument)))) {
            m = (Message) in.readObject();
        } catch (java.io.IOException | ClassNotFoundException | IllegalArgumentException | ClassCastException e) {
            throw new IllegalArgumentException("not a method choice: " + argument, e);
        }
        Map<String, String> byKind = new LinkedHashMap<>();
        m.byKind().forEach(s -> byKind.put(s, "compared by kind"));
        return new MethodChoice(
                m.changed(),
                List.of(),
                m.chosen().stream().filter(s -> !m.changed().contains(s)).toList(),
                Map.of(),
                byKind,
                false,
                m.leftOutCalls());
    }

    /** Each group and every method left out with its reason, for {@code --operations} and the report. */
    String describe() {
        StringBuilder b = new StringBuilder();
        if (builtDifferently)
            b.append(
                    "  how the object is built differs (its constructor, factory or what they run): every method counts as changed\n");
        if (!changed.isEmpty())
            b.append("  changed by the PR:        ")
                    .append(String.join(", ", changed))
                    .append('\n');
        if (!observers.isEmpty())
            b.append("  observing what they touch: ")
                    .append(String.join(", ", observers))
                    .append('\n');
        if (!others.isEmpty()) {
            b.append(
                            changed.isEmpty()
                                    ? "  nothing changed; every state method: "
                                    : "  the rest, paired with the changed: ")
                    .append(String.join(", ", others))
                    .append('\n');
        }
        byKind.forEach((m, why) -> b.append("  compared by kind, not value: ")
                .append(m)
                .append(": ")
                .append(why)
                .append('\n'));
        leftOut.forEach((m, why) ->
                b.append("  left out: ").append(m).append(": ").append(why).append('\n'));
        return b.toString();
    }
}
