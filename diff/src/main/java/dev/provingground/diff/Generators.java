package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A reviewer's argument domains ({@code --generator com.acme.Generators}): each public static
 * no-argument method of the class that returns a {@code List<T>} gives the domain of parameter type T.
 * The class is loaded on each side (from that side's class path), so each side's methods get values of
 * its own classes; a call takes the value at its index, made anew by calling the method again. A
 * generator's domain replaces the built-in one of its type: {@code List<Integer> ones()} returning
 * {@code [1]} narrows every int argument to 1, to aim the checks at the case a reviewer fears.
 */
record Generators(List<String> classNames, Map<String, Method> byType) {

    static final Generators NONE = new Generators(List.of(), Map.of());

    /** The generator classes as the after side loads them (the domain sizes come from there). */
    static Generators load(List<String> classNames, ClassLoader loader) throws BadInput {
        Map<String, Method> byType = new LinkedHashMap<>();
        for (String name : classNames) {
            Class<?> c;
            try {
                c = Class.forName(name, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                throw new BadInput("--generator " + name + ": not on the after class path");
            }
            for (Method m : c.getMethods()) {
                if (!Modifier.isStatic(m.getModifiers())
                        || m.getParameterCount() != 0
                        || m.getReturnType() != List.class) continue;
                if (m.getGenericReturnType() instanceof ParameterizedType p
                        && p.getActualTypeArguments()[0] instanceof Class<?> t) {
                    byType.put(t.getName(), m);
                }
            }
            if (byType.isEmpty()) {
                throw new BadInput(
                        "--generator " + name + ": no public static method returning a List<T> of some type T");
            }
        }
        return new Generators(List.copyOf(classNames), byType);
    }

    /**
     * The domain of a type from a generator: its values themselves when they are the JDK's plain values
     * (strings, numbers, booleans, chars: the same on both sides), else one value an index of its list.
     * A generator of {@code Integer} serves {@code int} too.
     */
    Optional<List<Object>> of(Type type) {
        if (!serves(type)) return Optional.empty();
        Method m = byType.get(key((Class<?>) type));
        List<?> values = values(m);
        if (!values.isEmpty() && values.stream().allMatch(Generators::isPlainValue))
            return Optional.of(List.copyOf(values));
        int size = values.size();
        List<Object> indexes = new ArrayList<>();
        for (int i = 0; i < size; i++)
            indexes.add(new Generated(m.getDeclaringClass().getName(), m.getName(), i, null));
        return Optional.of(indexes);
    }

    /** Whether a generator gives the domain of {@code type} (its values not made). */
    boolean serves(Type type) {
        return type instanceof Class<?> c && byType.containsKey(key(c));
    }

    private static String key(Class<?> c) {
        return c.isPrimitive()
                ? java.lang.invoke.MethodType.methodType(c).wrap().returnType().getName()
                : c.getName();
    }

    private static boolean isPlainValue(Object v) {
        return v instanceof String
                || v instanceof Integer
                || v instanceof Long
                || v instanceof Short
                || v instanceof Byte
                || v instanceof Boolean
                || v instanceof Character
                || v instanceof Double
                || v instanceof Float;
    }

    private static List<?> values(Method m) {
        try {
            return (List<?>) m.invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("generator " + m + " failed: " + e.getCause(), e);
        }
    }

    /** The i-th value of a generator method; its text, for the report, is the after side's {@code toString}. */
    record Generated(String generator, String method, int index, String text) {

        /** The value on the side whose method takes it: the generator loaded by that side (relocated with it, if it was). */
        Object on(ClassLoader loader, boolean relocated) {
            try {
                Class<?> c = Class.forName(relocated ? Relocation.relocated(generator) : generator, true, loader);
                return ((List<?>) c.getMethod(method).invoke(null)).get(index);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("generator " + generator + "." + method + "() on this side: " + e, e);
            }
        }

        @Override
        public String toString() {
            return method + "()[" + index + "]";
        }
    }

    static List<String> parse(String text) {
        return Arrays.stream(text.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList();
    }
}
