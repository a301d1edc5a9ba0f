package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The arguments an operation is called with: small domains that make collisions likely. Ints near zero,
 * at the edges and at powers of two where counters overflow; a few strings, so two calls often name the
 * same key; doubles and floats whose sums are exact; booleans; every constant of an enum; small lists and sets of those; JDK classes and Object's methods for
 * APIs that take reflection's values. A type with no domain
 * here has none: its methods are left out and named.
 */
final class Domains {

    static final List<Integer> INTS =
            List.of(-1, 0, 1, 2, 1 << 30, Integer.MAX_VALUE - 1, Integer.MAX_VALUE, Integer.MIN_VALUE);
    static final List<Long> LONGS = List.of(-1L, 0L, 1L, 2L, 1L << 32, Long.MAX_VALUE, Long.MIN_VALUE);
    static final List<String> STRINGS = List.of("a", "b", "");

    static final List<Object> CLASSES = List.of(Object.class, String.class);
    static final List<Object> METHODS = objectMethods("hashCode", "toString");

    private Domains() {}

    private static List<Object> objectMethods(String... names) {
        try {
            List<Object> methods = new ArrayList<>();
            for (String name : names) methods.add(Object.class.getMethod(name));
            return List.copyOf(methods);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Whether a {@code Class<T>}'s argument takes any class: a wildcard or type variable bounded by Object only. */
    private static boolean acceptsAnyClass(Type argument) {
        if (argument instanceof java.lang.reflect.WildcardType w)
            return w.getLowerBounds().length == 0 && w.getUpperBounds()[0] == Object.class;
        if (argument instanceof java.lang.reflect.TypeVariable<?> v) return v.getBounds()[0] == Object.class;
        return argument == Object.class;
    }

    /** The values of a parameter type, side-neutral (an enum constant is its name); empty when the type has no domain. */
    static Optional<List<Object>> of(Type type) {
        // A type variable (a map's K and V, a queue's E) takes small values of its bound: strings for Object,
        // Comparable, CharSequence or Serializable, ints for Number; a wildcard, those of its upper bound.
        if (type instanceof java.lang.reflect.TypeVariable<?> v) return of(v.getBounds()[0]);
        if (type instanceof java.lang.reflect.WildcardType w)
            return w.getLowerBounds().length > 0 ? Optional.empty() : of(w.getUpperBounds()[0]);
        if (type instanceof ParameterizedType p && p.getRawType() == Comparable.class)
            return Optional.of(List.of("a", "b"));
        if (type instanceof ParameterizedType p && p.getRawType() == Class.class) {
            return acceptsAnyClass(p.getActualTypeArguments()[0]) ? Optional.of(CLASSES) : Optional.empty();
        }
        if (type instanceof Class<?> c) {
            if (c == Number.class) return Optional.of(List.of(0, 1, 2));
            if (c == Comparable.class || c == java.io.Serializable.class) return Optional.of(List.of("a", "b"));
            if (c == int.class || c == Integer.class) return Optional.of(List.copyOf(INTS));
            if (c == long.class || c == Long.class) return Optional.of(List.copyOf(LONGS));
            if (c == short.class || c == Short.class)
                return Optional.of(List.of((short) -1, (short) 0, (short) 1, Short.MAX_VALUE));
            if (c == byte.class || c == Byte.class)
                return Optional.of(List.of((byte) -1, (byte) 0, (byte) 1, Byte.MAX_VALUE));
            // Sums of these are exact in binary, so two orders of the same adds answer alike; NaN and the largest are
            // the edges.
            if (c == double.class || c == Double.class)
                return Optional.of(List.of(-1.0, 0.0, 1.0, 2.0, 0.5, Double.MAX_VALUE, Double.NaN));
            if (c == float.class || c == Float.class)
                return Optional.of(List.of(-1.0f, 0.0f, 1.0f, 2.0f, 0.5f, Float.MAX_VALUE, Float.NaN));
            if (c == boolean.class || c == Boolean.class) return Optional.of(List.of(false, true));
            if (c == char.class || c == Character.class) return Optional.of(List.of('a', 'b'));
            if (c == String.class || c == CharSequence.class) return Optional.of(List.copyOf(STRINGS));
            // An erased type parameter (a map's key, a list's element): the strings, which any such type holds.
            if (c == Object.class) return Optional.of(List.of("a", "b"));
            // Reflection's values, which APIs that match or register by type take (a pointcut, a mapper, a
            // registry keyed by class): JDK classes and Object's methods, the same objects on both sides.
            if (c == Class.class) return Optional.of(CLASSES);
            if (c == Method.class) return Optional.of(METHODS);
            if (c.isEnum())
                return Optional.of(Arrays.stream(c.getEnumConstants())
                        .map(e -> (Object) new EnumName(((Enum<?>) e).name()))
                        .toList());
            return Optional.empty();
        }
        if (type instanceof ParameterizedType p
                && p.getRawType() instanceof Class<?> raw
                && (raw == List.class || raw == Set.class || raw == java.util.Collection.class)) {
            Optional<List<Object>> elements = of(p.getActualTypeArguments()[0]);
            if (elements.isEmpty()) return Optional.empty();
            List<Object> e = elements.get();
            List<Object> values = new ArrayList<>();
            values.add(new Collection(raw == List.class ? "list" : "set", List.of()));
            values.add(new Collection(raw == List.class ? "list" : "set", List.of(e.get(0))));
            if (e.size() > 1)
                values.add(new Collection(raw == List.class ? "list" : "set", List.of(e.get(0), e.get(1))));
            return Optional.of(values);
        }
        return Optional.empty();
    }

    /**
     * How typical a value is as an argument, lower first: the one a systematic scenario calls a method with
     * (1 before 0 before 2 before the edges, "a" before "b", the empty collection first), so that two
     * methods meet on the same key.
     */
    static int rank(Object value) {
        List<Object> typical = List.of(1, 1L, 1.0, 1.0f, "a", 0, 0L, 0.0, 0.0f, 2, 2L, 2.0, 2.0f, "b", false, true);
        if (value instanceof String s && ClassNameKeys.NAMES.contains(s)) return -1; // the class's own key
        int i = typical.indexOf(value);
        if (i >= 0) return i;
        if (value instanceof Collection c) return c.elements().size();
        if (value instanceof Array a) return a.elements().size();
        if (value instanceof Made m) return m.index();
        if (value instanceof Generators.Generated g) return g.index();
        return typical.size();
    }

    /** Every combination of the domains' values, or an even sample of {@code max} when there are more. */
    static List<List<Object>> combinations(List<List<Object>> domains, int max) {
        List<List<Object>> all = new ArrayList<>();
        all.add(List.of());
        for (List<Object> domain : domains) {
            List<List<Object>> next = new ArrayList<>();
            for (List<Object> prefix : all) {
                for (Object v : domain) {
                    List<Object> l = new ArrayList<>(prefix);
                    l.add(v);
                    next.add(l);
                }
            }
            all = next;
        }
        if (all.size() <= max) return all;
        List<List<Object>> sample = new ArrayList<>();
        for (int i = 0; i < max; i++) sample.add(all.get(i * all.size() / max));
        return sample;
    }

    /** How typical a call's arguments are together, lower first: the sum of their {@link #rank}s. */
    static int typicality(List<Object> arguments) {
        return arguments.stream().mapToInt(Domains::rank).sum();
    }

    /** An enum constant by name: each side's own enum class gives it its value. */
    record EnumName(String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A small list or set, made anew for each call (the callee may keep or change it). */
    record Collection(String kind, List<Object> elements) {
        @Override
        public String toString() {
            return elements.stream()
                    .map(Domains::show)
                    .toList()
                    .toString()
                    .replace('[', kind.equals("set") ? '{' : '[')
                    .replace(']', kind.equals("set") ? '}' : ']');
        }
    }

    /** Arrays of a domain's values: empty, its most typical value, its two most typical ones (a varargs call with none, one, two). */
    static List<Object> arrays(List<Object> elements) {
        List<Object> e = elements.stream()
                .sorted(java.util.Comparator.comparingInt(Domains::rank))
                .toList();
        List<Object> values = new ArrayList<>();
        values.add(new Array(List.of()));
        values.add(new Array(List.of(e.get(0))));
        if (e.size() > 1) values.add(new Array(List.of(e.get(0), e.get(1))));
        return values;
    }

    /** An array of values, made anew for each call. */
    record Array(List<Object> elements) {
        @Override
        public String toString() {
            return elements.stream().map(Domains::show).toList().toString();
        }
    }

    /**
     * What another call of the API answers on the object under test, passed on ({@link GiveBacks}: a
     * recycler's own buffer given back to it). Shown as that call.
     */
    record Answered(Operations.Op source) {

        /** What {@code source} answers on {@code target} now, or null when it throws or cannot be called. */
        Object askedOf(Object target, Made.Objects made) {
            try {
                Method m = source.on(target.getClass());
                return m.invoke(target, source.argumentsFor(m, made, target));
            } catch (ReflectiveOperationException | RuntimeException e) {
                return null;
            }
        }

        @Override
        public String toString() {
            return source.toString();
        }
    }

    /** A value as an operation's description shows it. */
    static String show(Object value) {
        if (value instanceof String s) return '"' + s + '"';
        if (value instanceof Integer i && i == Integer.MAX_VALUE) return "MAX_VALUE";
        if (value instanceof Integer i && i == Integer.MAX_VALUE - 1) return "MAX_VALUE-1";
        if (value instanceof Integer i && i == Integer.MIN_VALUE) return "MIN_VALUE";
        if (value instanceof Integer i && i == (1 << 30)) return "2^30";
        if (value instanceof Long l && l == Long.MAX_VALUE) return "MAX_VALUE";
        if (value instanceof Long l && l == Long.MIN_VALUE) return "MIN_VALUE";
        if (value instanceof Long l && l == (1L << 32)) return "2^32";
        if (value instanceof Class<?> c) return c.getSimpleName() + ".class";
        if (value instanceof Method m) return m.getDeclaringClass().getSimpleName() + "#" + m.getName() + "()";
        return String.valueOf(value);
    }

    /**
     * The value a side's method takes: an enum name becomes that side's constant, a collection or an array
     * a fresh one, a {@link Made} value the object under test's own made object of that name.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static Object on(Object value, Class<?> parameterType, Method method, Made.Objects made) {
        if (value instanceof Made m) return made.get(m);
        if (value instanceof Array a) {
            Object array = java.lang.reflect.Array.newInstance(
                    parameterType.getComponentType(), a.elements().size());
            for (int i = 0; i < a.elements().size(); i++) {
                java.lang.reflect.Array.set(
                        array, i, on(a.elements().get(i), parameterType.getComponentType(), method, made));
            }
            return array;
        }
        if (value instanceof EnumName n) return Enum.valueOf((Class) parameterType, n.name());
        if (value instanceof Generators.Generated g) {
            return g.on(
                    method.getDeclaringClass().getClassLoader(),
                    method.getDeclaringClass().getName().startsWith(Relocation.PREFIX));
        }
        if (value instanceof Collection c) {
            java.util.Collection<Object> fresh =
                    c.kind().equals("set") ? new java.util.LinkedHashSet<>() : new ArrayList<>();
            fresh.addAll(c.elements());
            return fresh;
        }
        return value;
    }
}
