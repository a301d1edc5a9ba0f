package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The calls on the handle a call returns ({@code counter("a").increment()}), made after the call that returns it: the
 * racing method is often the handle's, which no call of the API alone makes ({@link Operations}).
 */
final class HandleCalls {

    private HandleCalls() {}

    /** At most this many methods of a handle are called, each once, after the call that returns it. */
    static final int MAX_HANDLE_METHODS = 8;

    /**
     * The calls on the handle a call returns (a registry's {@code counter(name)}, a context's {@code config()}): the
     * racing method is often the handle's ({@code counter("a").increment()}), which no call of the API alone makes.
     * A handle is an object of a public type of the library's own, neither a value nor the API's own type (a fluent
     * {@code this}); each of its public methods both builds have, whose arguments have domains, is called
     * once with its most typical ones, after {@code head} with its own.
     */
    static List<Operations.Op> of(
            Operations.Op head, Class<?> afterType, Class<?> beforeType, Class<?> api, Generators generators) {
        if (!isHandle(afterType, api) || !isHandle(beforeType, api)) return List.of();
        List<Method> beforeMethods = ApiMethods.publicInstanceMethods(beforeType);
        List<Operations.Op> out = new ArrayList<>();
        for (Method t : ApiMethods.publicInstanceMethods(afterType)) {
            if (out.size() >= MAX_HANDLE_METHODS) break;
            if (beforeMethods.stream().noneMatch(b -> ApiMethods.signature(b).equals(ApiMethods.signature(t))))
                continue;
            if (java.util.Iterator.class.isAssignableFrom(t.getReturnType())
                    || java.util.stream.BaseStream.class.isAssignableFrom(t.getReturnType())) continue;
            typicalCall(head, t, generators).ifPresent(out::add);
        }
        return out;
    }

    /**
     * {@code t} called on what {@code head} answers, with its most typical arguments; empty when a parameter of {@code t}
     * has no domain.
     */
    static Optional<Operations.Op> typicalCall(Operations.Op head, Method t, Generators generators) {
        List<Object> args = new ArrayList<>();
        for (var type : t.getGenericParameterTypes()) {
            Optional<List<Object>> d = Operations.domain(generators, type);
            if (d.isEmpty()) return Optional.empty();
            args.add(
                    d.get().stream().min(Comparator.comparingInt(Domains::rank)).orElseThrow());
        }
        return Optional.of(new Operations.Op(
                head.method(),
                head.parameterTypes(),
                head.arguments(),
                new Operations.Op(
                        t.getName(),
                        Arrays.stream(t.getParameterTypes()).map(Class::getName).toList(),
                        args)));
    }

    /**
     * What the calls on the handle {@code m} returns run ({@link Bytecode#fingerprints}): the reach of each public method
     * of the handle's classes (the class it returns, when concrete; each class of the side's own its code makes of that
     * type, an anonymous class a factory returns); empty when it returns no handle. A PR that changes only a handle's
     * method (a registry's {@code config().meterFilter}, corpus R13) changes what the calls on {@code config()} run,
     * never the code of {@code config()} itself.
     */
    static Map<String, String> fingerprints(Bytecode code, Method m, Class<?> api) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        Class<?> r = m.getReturnType();
        if (!isHandle(r, api)) return out;
        List<Class<?>> classes = new ArrayList<>();
        if (!r.isInterface() && !Modifier.isAbstract(r.getModifiers())) classes.add(r);
        code.made(code.reach(m), r)
                .forEach((name, c) -> c.ifPresentOrElse(classes::add, () -> out.put(name, "cannot load")));
        for (Class<?> c : classes) {
            for (Method t : ApiMethods.publicInstanceMethods(c)) out.putAll(code.fingerprints(t));
        }
        return out;
    }

    /** A type whose objects are handles to call on ({@link #of}). */
    static boolean isHandle(Class<?> type, Class<?> api) {
        ClassLoader loader = type.getClassLoader();
        return !type.isPrimitive()
                && !type.isArray()
                && type != Object.class
                && !Outcomes.isValueType(type)
                && loader != null
                && loader != ClassLoader.getPlatformClassLoader()
                && Modifier.isPublic(type.getModifiers())
                && !type.isAssignableFrom(api)
                && !api.isAssignableFrom(type)
                && !ApiMethods.publicInstanceMethods(type).isEmpty();
    }
}
