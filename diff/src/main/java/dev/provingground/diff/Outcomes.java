package dev.provingground.diff;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a call answered, in words both sides can be compared by: a value (numbers, strings, booleans,
 * enum names, collections of them, sets and maps in sorted order), "void", or "threw" and the
 * exception's class name. Any other object is its kind: the simple name of the method's declared return
 * type (inside a collection, of its class). Two sides' objects are never equal as objects, only their
 * kinds are comparable.
 */
final class Outcomes {

    private Outcomes() {
    }

    static String call(Object target, Operations.Op op, Method method) {
        try {
            Object result = method.invoke(target, op.argumentsFor(method));
            if (method.getReturnType() == void.class) return "void";
            // An object that is no value is its kind, and the kind both sides share is the API's declared
            // return type (retain() returning this is "a ReferenceCounted" on both, whatever the classes).
            return result == null || isValue(result) ? show(result) : kind(method.getReturnType());
        } catch (InvocationTargetException e) {
            return "threw " + unrelocated(e.getCause().getClass().getName());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + op + ": " + e, e);
        }
    }

    /** A class's name as its build has it: the before side's, relocated for Lincheck ({@link Relocation}), without the prefix. */
    static String unrelocated(String className) {
        return className.startsWith(Relocation.PREFIX) ? className.substring(Relocation.PREFIX.length()) : className;
    }

    static String show(Object value) {
        if (value == null) return "null";
        if (value instanceof String s) return '"' + s + '"';
        if (value instanceof Number || value instanceof Boolean || value instanceof Character) return value.toString();
        if (value instanceof Enum<?> e) return e.name();
        if (value instanceof java.util.Set<?> s) return s.stream().map(Outcomes::show).sorted().collect(Collectors.joining(", ", "{", "}"));
        if (value instanceof Collection<?> c) return c.stream().map(Outcomes::show).collect(Collectors.joining(", ", "[", "]"));
        if (value instanceof Map<?, ?> m) return m.entrySet().stream().map(e -> show(e.getKey()) + "=" + show(e.getValue())).sorted()
                .collect(Collectors.joining(", ", "{", "}"));
        if (value.getClass().isArray()) {
            int n = java.lang.reflect.Array.getLength(value);
            Object[] items = new Object[n];
            for (int i = 0; i < n; i++) items[i] = java.lang.reflect.Array.get(value, i);
            return Arrays.stream(items).map(Outcomes::show).collect(Collectors.joining(", ", "[", "]"));
        }
        return kind(value.getClass());
    }

    private static boolean isValue(Object v) {
        return v instanceof String || v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof Enum<?>
                || v instanceof Collection<?> || v instanceof Map<?, ?> || v.getClass().isArray();
    }

    private static String kind(Class<?> type) {
        return "a " + type.getSimpleName();
    }
}
