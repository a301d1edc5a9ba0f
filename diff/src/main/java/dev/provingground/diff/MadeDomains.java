package dev.provingground.diff;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which {@link Made} objects a parameter of a library's own type gets, and how each is made: the library's own factory,
 * its own builder ({@link BuilderMade}), its public constructor, or a do-nothing object ({@link Made}'s rules, in
 * order).
 */
final class MadeDomains {

    private MadeDomains() {}

    /** The made values of a parameter type, when it is one this class can make; empty otherwise. */
    static Optional<List<Object>> of(Type type) {
        Class<?> c = type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
                ? raw
                : type instanceof Class<?> k ? k : null;
        if (c == null || c.isPrimitive() || c.isArray() || c.isEnum()) return Optional.empty();
        List<Object> values = new ArrayList<>();
        if (c.isInterface()) {
            if (isJdk(c) && !isCallback(c)) return Optional.empty();
            Optional<List<Object>> factored =
                    isJdk(c) ? Optional.empty() : factored(c).or(() -> BuilderMade.of(c));
            if (factored.isPresent()) return factored;
            // A JDK test (a Predicate) holds for the most typical values first: one that holds for nothing removes,
            // filters and matches nothing, and the race in acting on what it held for is never met (corpus R10).
            boolean test = isJdk(c) && isTest(c);
            for (int i = 0; i < Made.COUNT; i++)
                values.add(test && i == 0 ? new Made.Holds(c.getName(), i) : new Made.Stub(c.getName(), i));
            return Optional.of(values);
        }
        if (isJdk(c) || !Modifier.isPublic(c.getModifiers())) return Optional.empty();
        if (Modifier.isAbstract(c.getModifiers())) {
            Optional<List<Object>> factored = factored(c).or(() -> BuilderMade.of(c));
            if (factored.isPresent()) return factored;
            if (!completable(c)) return Optional.empty();
            if (!hasNoArgumentConstructor(c)) { // built by its simplest constructor, as a concrete class is
                return built(c, Arrays.stream(c.getDeclaredConstructors()).filter(MadeDomains::subclassCanCall));
            }
            try {
                // a constructor that throws for a do-nothing subclass gives no domain (Jackson's TypeReference wants
                // its subclass's type argument): the method is left out, not the check ended
                Made.make(new Made.Stub(c.getName(), 0), c);
            } catch (RuntimeException | LinkageError e) {
                return Optional.empty();
            }
            for (int i = 0; i < Made.COUNT; i++) values.add(new Made.Stub(c.getName(), i));
            return Optional.of(values);
        }
        if (c.getEnclosingClass() != null && !Modifier.isStatic(c.getModifiers())) return Optional.empty();
        return built(c, Arrays.stream(c.getConstructors()))
                .or(() -> factored(c))
                .or(() -> BuilderMade.of(c));
    }

    /**
     * Objects of {@code c} made by the public static factory {@code c} declares that returns a {@code c}, whose every
     * parameter has a built-in domain: of one parameter or more, the fewest first (then by name), else of none; object i
     * taking each parameter's i-th most typical value. None when there is no such factory, or it throws for those
     * arguments, or it answers one object twice.
     */
    private static Optional<List<Object>> factored(Class<?> c) {
        Optional<Method> factory = Arrays.stream(c.getDeclaredMethods())
                .filter(m -> Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers()))
                .filter(m -> !m.isSynthetic() && !m.isVarArgs() && c.isAssignableFrom(m.getReturnType()))
                .filter(m -> Arrays.stream(m.getGenericParameterTypes())
                        .allMatch(t -> Domains.of(t).isPresent()))
                .min(Comparator.comparingInt((Method m) -> m.getParameterCount() == 0 ? Integer.MAX_VALUE : 0)
                        .thenComparingInt(Method::getParameterCount)
                        .thenComparing(Method::getName));
        if (factory.isEmpty()) return nested(c);
        Method m = factory.get();
        List<String> types =
                Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
        // A factory that answers the same object twice (a singleton, a cache) gives no domain either: it would be
        // shared by
        // the histories, which share nothing.
        return madeEach(
                c,
                i -> new Made.Factored(
                        c.getName(), i, m.getName(), types, typicalArguments(m.getGenericParameterTypes(), i)),
                true);
    }

    /**
     * Objects of a public concrete class nested in {@code c} that implements it ({@code Query.Equal} in {@code Query}), by
     * its constructor whose every parameter has a built-in domain, one parameter or more: a public one first, then one the
     * class keeps to its package (Spectator's {@code Query.Has(String)}: every implementation nested in {@code Query} is
     * built by the library's own parser through such a constructor; a do-nothing query in its place was indexed where no
     * real one goes, and the race on the index a real one fills was out of reach, corpus R22), the fewest parameters
     * first, then by the class's name; none when there is no such class or its constructor throws for those arguments.
     */
    private static Optional<List<Object>> nested(Class<?> c) {
        Optional<Constructor<?>> simplest = Arrays.stream(c.getDeclaredClasses())
                .filter(k -> c.isAssignableFrom(k)
                        && Modifier.isPublic(k.getModifiers())
                        && Modifier.isStatic(k.getModifiers())
                        && !Modifier.isAbstract(k.getModifiers())
                        && !k.isInterface())
                .flatMap(k -> Arrays.stream(k.getDeclaredConstructors()))
                .filter(k -> !Modifier.isPrivate(k.getModifiers())
                        && !k.isSynthetic()
                        && k.getParameterCount() > 0
                        && !k.isVarArgs()
                        && Arrays.stream(k.getGenericParameterTypes())
                                .allMatch(t -> Domains.of(t).isPresent()))
                .min(Comparator.comparingInt((Constructor<?> k) -> Modifier.isPublic(k.getModifiers()) ? 0 : 1)
                        .thenComparingInt(Constructor::getParameterCount)
                        .thenComparing(k -> k.getDeclaringClass().getSimpleName()));
        if (simplest.isEmpty()) return Optional.empty();
        Constructor<?> k = simplest.get();
        List<String> types =
                Arrays.stream(k.getParameterTypes()).map(Class::getName).toList();
        return madeEach(
                c,
                i -> new Made.Nested(
                        c.getName(),
                        i,
                        k.getDeclaringClass().getSimpleName(),
                        types,
                        typicalArguments(k.getGenericParameterTypes(), i)),
                false);
    }

    /** Object i's arguments: each parameter's i-th most typical value of its built-in domain. */
    static List<Object> typicalArguments(Type[] parameters, int i) {
        List<Object> args = new ArrayList<>();
        for (Type t : parameters) {
            List<Object> d = Domains.of(t).orElseThrow().stream()
                    .sorted(Comparator.comparingInt(Domains::rank))
                    .toList();
            args.add(d.get(i % d.size()));
        }
        return List.copyOf(args);
    }

    /**
     * Objects of {@code c} built by the one of its {@code constructors} with the fewest parameters whose every type has a
     * built-in domain, object i taking each parameter's i-th most typical value; none when no constructor has such
     * parameters or the chosen one throws for its most typical arguments.
     */
    private static Optional<List<Object>> built(Class<?> c, java.util.stream.Stream<Constructor<?>> constructors) {
        Optional<Constructor<?>> simplest = constructors
                .filter(k -> Arrays.stream(k.getGenericParameterTypes())
                        .allMatch(t -> Domains.of(t).isPresent()))
                .min(Comparator.comparingInt(Constructor::getParameterCount));
        if (simplest.isEmpty()) return Optional.empty();
        Constructor<?> k = simplest.get();
        List<String> types =
                Arrays.stream(k.getParameterTypes()).map(Class::getName).toList();
        return madeEach(
                c,
                i -> new Made.Built(c.getName(), i, types, typicalArguments(k.getGenericParameterTypes(), i)),
                false);
    }

    /**
     * The {@link Made#COUNT} values {@code value} gives, each made once here to see that it can be: none when one throws
     * for its most typical arguments, or, when {@code distinct}, answers the same object when made twice.
     */
    static Optional<List<Object>> madeEach(Class<?> c, java.util.function.IntFunction<Made> value, boolean distinct) {
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < Made.COUNT; i++) {
            Made made = value.apply(i);
            try {
                Object once = Made.make(made, c);
                if (distinct && once == Made.make(made, c)) return Optional.empty();
            } catch (RuntimeException | LinkageError e) {
                return Optional.empty();
            }
            values.add(made);
        }
        return Optional.of(values);
    }

    static boolean isJdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.")
                || n.startsWith("javax.")
                || n.startsWith("jdk.")
                || n.startsWith("sun.")
                || n.startsWith("com.sun.");
    }

    /** Whether a subclass made in another class loader can complete {@code c}: every abstract method public or protected. */
    private static boolean completable(Class<?> c) {
        if (c.getEnclosingClass() != null && !Modifier.isStatic(c.getModifiers())) return false;
        for (Class<?> t = c; t != null && t != Object.class; t = t.getSuperclass()) {
            for (Method m : t.getDeclaredMethods()) {
                if (Modifier.isAbstract(m.getModifiers())
                        && !Modifier.isPublic(m.getModifiers())
                        && !Modifier.isProtected(m.getModifiers())) return false;
            }
        }
        return true;
    }

    private static boolean hasNoArgumentConstructor(Class<?> c) {
        return Arrays.stream(c.getDeclaredConstructors())
                .anyMatch(k -> k.getParameterCount() == 0 && subclassCanCall(k));
    }

    /** A constructor a subclass made in another class loader can call: public or protected. */
    private static boolean subclassCanCall(Constructor<?> k) {
        return Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers());
    }

    /** Whether a callback is a test: its one abstract method answers a boolean ({@code Predicate.test}). */
    private static boolean isTest(Class<?> c) {
        return Arrays.stream(c.getMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers()))
                .allMatch(m -> m.getReturnType() == boolean.class);
    }

    /** A JDK interface with one abstract method: a {@code Runnable}, a {@code Consumer}, a {@code Comparator}. */
    private static boolean isCallback(Class<?> c) {
        return Arrays.stream(c.getMethods())
                        .filter(m -> Modifier.isAbstract(m.getModifiers()))
                        .filter(m -> Arrays.stream(Object.class.getMethods())
                                .noneMatch(o -> o.getName().equals(m.getName())
                                        && Arrays.equals(o.getParameterTypes(), m.getParameterTypes())))
                        .count()
                == 1;
    }
}
