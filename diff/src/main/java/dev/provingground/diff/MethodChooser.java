package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes a {@link MethodChoice} from the two builds, as a reviewer would pick the methods: the candidates (the API's
 * public instance methods, less {@code --skip}, or only {@code --methods}, less those that are no state method), those
 * compared by kind (the clock, chance, a return type that differs, a walk), those whose bytecode the PR changed ({@link
 * Bytecode}), and those that observe what the changed ones touch.
 */
final class MethodChooser {

    private MethodChooser() {}

    static MethodChoice choose(
            Side before, Class<?> beforeApi, Side after, Class<?> afterApi, List<String> methods, List<String> skip)
            throws BadInput {
        List<Method> api = ApiMethods.publicInstanceMethods(afterApi);
        for (String named : concat(methods, skip)) {
            if (api.stream().noneMatch(m -> MethodChoice.matches(m, named))) {
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
            String signature = ApiMethods.signature(m);
            if (skip.stream().anyMatch(s -> MethodChoice.matches(m, s))) {
                leftOut.put(signature, "--skip");
                continue;
            }
            if (!methods.isEmpty()) {
                if (methods.stream().anyMatch(s -> MethodChoice.matches(m, s))) candidates.add(m);
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
                        && skip.stream().noneMatch(s -> MethodChoice.matches(m, s))
                        && impl(afterRuntime, after.loader(), m)
                                .flatMap(afterCode::handsOut)
                                .isPresent();
                if (onlyHandsOut) {
                    candidates.add(m);
                    leftOut.remove(ApiMethods.signature(m));
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
        // A method that answers a JDK aggregate documented as an estimate under concurrent updates: exact in a
        // sequence,
        // compared by kind in a race (Estimates).
        Map<String, String> estimates = new LinkedHashMap<>();
        for (Method m : candidates) {
            Optional<Method> b = impl(beforeApi, before.loader(), m);
            if (b.isPresent()
                    && !b.get()
                            .getReturnType()
                            .getName()
                            .equals(m.getReturnType().getName())) {
                byKind.put(
                        ApiMethods.signature(m),
                        "its return type differs between the builds ("
                                + b.get().getReturnType().getSimpleName() + " before, "
                                + m.getReturnType().getSimpleName() + " after)");
                continue;
            }
            if (Walks.isWalked(
                    m.getReturnType())) { // walked in the call: what it holds is no value, a walk that throws is
                byKind.put(
                        ApiMethods.signature(m),
                        "an iterator or stream: walked in the call, compared by whether the walk throws");
                continue;
            }
            impl(afterRuntime, after.loader(), m)
                    .flatMap(afterCode::readsTheClock)
                    .or(() -> impl(beforeRuntime, before.loader(), m).flatMap(beforeCode::readsTheClock))
                    .ifPresent(what -> byKind.put(ApiMethods.signature(m), "reads " + what));
            if (byKind.containsKey(ApiMethods.signature(m))) continue;
            impl(afterRuntime, after.loader(), m)
                    .flatMap(afterCode::answersAnEstimate)
                    .or(() -> impl(beforeRuntime, before.loader(), m).flatMap(beforeCode::answersAnEstimate))
                    .ifPresent(what -> estimates.put(
                            ApiMethods.signature(m),
                            "answers " + what
                                    + ", which the JDK documents as no snapshot while other threads update it"));
        }
        // Methods whose own reach differs come first, then those changed only through the handle they return, then
        // those
        // changed only because the object is built otherwise:
        // the
        // systematic pairs follow this order up to their cap, and a changed constructor makes every method changed
        // (logback's LoggerContext, corpus R23: 32 methods, their pairs cut by position before getLogger met reset).
        List<String> changedByBuild = new ArrayList<>();
        List<String> changedByHandle = new ArrayList<>();
        for (Method m : candidates) {
            Optional<Method> b = impl(beforeRuntime, before.loader(), m);
            Optional<Method> a = impl(afterRuntime, after.loader(), m);
            if (a.isEmpty() || b.isEmpty()) continue;
            boolean view = Views.isView(m, afterApi);
            boolean codeDiffers = view
                    ? !afterCode.viewFingerprints(a.get()).equals(beforeCode.viewFingerprints(b.get()))
                    : !afterCode.fingerprints(a.get()).equals(beforeCode.fingerprints(b.get()));
            // A call whose own code is the same may run changed code in the handle it returns (config().meterFilter):
            // its own reach is compared above, the handle's here.
            boolean handleDiffers = !view
                    && !codeDiffers
                    && !HandleCalls.fingerprints(afterCode, a.get(), afterApi)
                            .equals(HandleCalls.fingerprints(beforeCode, b.get(), beforeApi));
            if (codeDiffers || handleDiffers || builtDifferently) {
                (codeDiffers ? changed : handleDiffers ? changedByHandle : changedByBuild).add(ApiMethods.signature(m));
                changedState.addAll(afterCode.touched(a.get()));
                changedState.addAll(beforeCode.touched(b.get()));
            }
        }
        changed.addAll(changedByHandle);
        changed.addAll(changedByBuild);
        List<String> observers = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Method m : candidates) {
            String signature = ApiMethods.signature(m);
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
                List.copyOf(changed),
                List.copyOf(observers),
                List.copyOf(others),
                leftOut,
                byKind,
                builtDifferently,
                List.of(),
                Map.copyOf(estimates),
                List.copyOf(changedByBuild),
                List.copyOf(changedByHandle));
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
                .map(ApiMethods::signature)
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
        // A view (a map's values()) is called through its removals (Views), however it is kept: a field handed out.
        if (Views.isView(m, api)) return Optional.empty();
        if (impl.isPresent()) {
            if (code.prints(impl.get())) return Optional.of("prints (to System.out, System.err or a PrintStream)");
            Optional<String> field = code.handsOut(impl.get());
            // A handle of the library's own type handed out (a registry's config()) is how its methods are reached: it
            // is
            // called, and the calls on it (HandleCalls#of) are made; an internal array or collection is not.
            if (field.isPresent() && !HandleCalls.isHandle(r, api))
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

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
