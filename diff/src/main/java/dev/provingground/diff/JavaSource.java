package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A diff's call written as Java source, for a regression test ({@link Reproducer}): each argument as an
 * expression of its parameter's type ({@code (int) (1)}, {@code (java.lang.String) ("a")}), the objects the calls
 * pass ({@link Made}) as fields of the test, named once. A value with no Java form (a type no test outside its package
 * can name) leaves the call without one: empty, never a guess.
 */
final class JavaSource {

    /** The fields a test declares for the made objects its calls pass, in the order first met: field name by value. */
    private final Map<Made, String> fields = new java.util.LinkedHashMap<>();

    private final Map<Made, String> declarations = new java.util.LinkedHashMap<>();

    /** The field declarations the calls written so far need. */
    List<String> fieldDeclarations() {
        return List.copyOf(declarations.values());
    }

    /** {@code type}'s name in source: its canonical name, when code outside its package may name it; else empty. */
    static Optional<String> typeName(Class<?> type) {
        if (type.isArray()) return typeName(type.getComponentType()).map(n -> n + "[]");
        if (type.isPrimitive()) return Optional.of(type.getName());
        for (Class<?> c = type; c != null; c = c.getEnclosingClass()) {
            if (!Modifier.isPublic(c.getModifiers()) || c.isAnonymousClass() || c.isLocalClass())
                return Optional.empty();
        }
        return Optional.ofNullable(type.getCanonicalName());
    }

    /** A Java string literal of {@code s}. */
    static String literal(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
                    else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }

    /** The arguments of a call of {@code method} (or a constructor), each an expression of its parameter's type; empty when one has no Java form. */
    Optional<String> arguments(java.lang.reflect.Executable method, List<?> arguments) {
        List<String> written = new ArrayList<>();
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < arguments.size(); i++) {
            Optional<String> a = argument(arguments.get(i), types[i]);
            if (a.isEmpty()) return Optional.empty();
            written.add(a.get());
        }
        return Optional.of(String.join(", ", written));
    }

    /** One argument, cast to its parameter's type (so that an overload or a null is never ambiguous). */
    Optional<String> argument(Object value, Class<?> parameterType) {
        Optional<String> type = typeName(parameterType);
        Optional<String> v = value(value, parameterType);
        if (type.isEmpty() || v.isEmpty()) return Optional.empty();
        return Optional.of("(" + type.get() + ") (" + v.get() + ")");
    }

    private Optional<String> value(Object value, Class<?> type) {
        if (value == null) return Optional.of("null");
        if (value instanceof String s) return Optional.of(literal(s));
        if (value instanceof Integer i) {
            return Optional.of(
                    i == Integer.MIN_VALUE
                            ? "Integer.MIN_VALUE"
                            : i == Integer.MAX_VALUE ? "Integer.MAX_VALUE" : i.toString());
        }
        if (value instanceof Long l)
            return Optional.of(
                    l == Long.MIN_VALUE ? "Long.MIN_VALUE" : l == Long.MAX_VALUE ? "Long.MAX_VALUE" : l + "L");
        if (value instanceof Short s) return Optional.of("(short) (" + s + ")");
        if (value instanceof Byte b) return Optional.of("(byte) (" + b + ")");
        if (value instanceof Double d) {
            return Optional.of(
                    d.isNaN() ? "Double.NaN" : d == Double.MAX_VALUE ? "Double.MAX_VALUE" : Double.toString(d) + "d");
        }
        if (value instanceof Float f)
            return Optional.of(
                    f.isNaN() ? "Float.NaN" : f == Float.MAX_VALUE ? "Float.MAX_VALUE" : Float.toString(f) + "f");
        if (value instanceof Boolean b) return Optional.of(b.toString());
        if (value instanceof Character c)
            return Optional.of(c == '\'' ? "'\\''" : c == '\\' ? "'\\\\'" : "'" + c + "'");
        if (value instanceof Class<?> c) return typeName(c).map(n -> n + ".class");
        if (value instanceof Method m) {
            return typeName(m.getDeclaringClass()).map(n -> "method(" + n + ".class, " + literal(m.getName()) + ")");
        }
        if (value instanceof Domains.EnumName n) return typeName(type).map(t -> t + "." + n.name());
        if (value instanceof Domains.Collection c) {
            List<String> elements = new ArrayList<>();
            for (Object e : c.elements()) {
                Optional<String> w = value(e, Object.class);
                if (w.isEmpty()) return Optional.empty();
                elements.add(w.get());
            }
            String kind = c.kind().equals("set") ? "java.util.LinkedHashSet" : "java.util.ArrayList";
            return Optional.of("new " + kind + "<>(java.util.List.of(" + String.join(", ", elements) + "))");
        }
        if (value instanceof Domains.Array a) {
            Optional<String> component = typeName(type.getComponentType());
            if (component.isEmpty()) return Optional.empty();
            List<String> elements = new ArrayList<>();
            for (Object e : a.elements()) {
                Optional<String> w = argument(e, type.getComponentType());
                if (w.isEmpty()) return Optional.empty();
                elements.add(w.get());
            }
            // new T[] {...}, the brackets after T's own (an array of arrays keeps its inner brackets last)
            String name = component.get();
            int bracket = name.indexOf('[');
            String created = bracket < 0 ? name + "[]" : name.substring(0, bracket) + "[]" + name.substring(bracket);
            return Optional.of("new " + created + " {" + String.join(", ", elements) + "}");
        }
        if (value instanceof Made m) return made(m, type);
        if (value instanceof Generators.Generated g) {
            return Optional.of(g.generator().replace('$', '.') + "." + g.method() + "().get(" + g.index() + ")");
        }
        return Optional.empty();
    }

    /**
     * A made object's field, declared on first use: {@code new T(...)} for a built one, {@code T.factory(...)} for one a
     * factory made, the builder's calls for one a builder made, a do-nothing proxy of an interface,
     * an anonymous subclass whose abstract methods do nothing for an abstract class.
     */
    private Optional<String> made(Made m, Class<?> type) {
        if (fields.containsKey(m)) return Optional.of(fields.get(m));
        Optional<String> name = typeName(type);
        if (name.isEmpty()) return Optional.empty();
        String field = "made" + fields.size();
        List<String> args = new ArrayList<>();
        List<String> parameterTypes = m instanceof Made.Called c ? c.parameterTypes() : List.of();
        List<Object> arguments = m instanceof Made.Called c ? c.arguments() : List.of();
        for (int i = 0; i < arguments.size(); i++) {
            Class<?> p;
            try {
                p = ApiMethods.type(parameterTypes.get(i), type.getClassLoader());
            } catch (ClassNotFoundException e) {
                return Optional.empty();
            }
            Optional<String> a = argument(arguments.get(i), p);
            if (a.isEmpty()) return Optional.empty();
            args.add(a.get());
        }
        String initial;
        if (m instanceof Made.Assembled a) {
            Optional<String> built = assembled(a, type, args);
            if (built.isEmpty()) return Optional.empty();
            initial = built.get();
        } else if (m instanceof Made.Factored f) {
            initial = name.get() + "." + f.factory() + "(" + String.join(", ", args) + ")";
        } else if (m instanceof Made.Nested n) {
            if (!publiclyBuilt(n, type))
                return Optional.empty(); // a test in another package cannot call its constructor
            initial = "new " + name.get() + "." + n.implementation() + "(" + String.join(", ", args) + ")";
        } else if (m instanceof Made.Holds) {
            initial = "holdingTypical(" + name.get() + ".class)";
        } else if (type.isInterface()) {
            initial = "doNothing(" + name.get() + ".class)";
        } else if (Modifier.isAbstract(type.getModifiers())) {
            Optional<String> body = doNothingBody(type);
            if (body.isEmpty()) return Optional.empty();
            initial = "new " + name.get() + "(" + String.join(", ", args) + ") {" + body.get() + "}";
        } else {
            initial = "new " + name.get() + "(" + String.join(", ", args) + ")";
        }
        fields.put(m, field);
        declarations.put(m, "private final " + name.get() + " " + field + " = " + initial + "; // " + m);
        return Optional.of(field);
    }

    /**
     * {@code Counter.build().help("a").name("a").create()}: an object as the library's builder makes it, its entry given
     * {@code args}.
     */
    private Optional<String> assembled(Made.Assembled a, Class<?> type, List<String> args) {
        try {
            Optional<String> maker = typeName(ApiMethods.type(a.maker(), type));
            if (maker.isEmpty()) return Optional.empty();
            StringBuilder call = new StringBuilder(maker.get() + "." + a.entry() + "(" + String.join(", ", args) + ")");
            for (Made.Step s : a.steps()) {
                Optional<String> v = argument(s.argument(), ApiMethods.type(s.parameterType(), type));
                if (v.isEmpty()) return Optional.empty();
                call.append("\n            .")
                        .append(s.method())
                        .append("(")
                        .append(v.get())
                        .append(")");
            }
            return Optional.of(call.append("\n            .")
                    .append(a.terminal())
                    .append("()")
                    .toString());
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        }
    }

    /** Whether a nested implementation's constructor is public: another package's test can call only such a one. */
    private static boolean publiclyBuilt(Made.Nested n, Class<?> type) {
        try {
            return java.lang.reflect.Modifier.isPublic(
                    Made.nestedConstructor(n, type).getModifiers());
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /**
     * The body of an anonymous subclass of abstract class {@code type} whose every abstract method does nothing (answers
     * 0, false or null), as {@link DoNothing} makes it; empty when a method's types cannot be named.
     */
    private static Optional<String> doNothingBody(Class<?> type) {
        Map<String, Method> bySignature = new java.util.LinkedHashMap<>();
        List<Class<?>> interfaces = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (!m.isBridge() && !m.isSynthetic())
                    bySignature.putIfAbsent(m.getName() + java.util.Arrays.toString(m.getParameterTypes()), m);
            }
            interfaces.addAll(List.of(c.getInterfaces()));
        }
        for (int i = 0; i < interfaces.size(); i++) {
            for (Method m : interfaces.get(i).getDeclaredMethods()) {
                if (!m.isSynthetic() && !Modifier.isStatic(m.getModifiers()))
                    bySignature.putIfAbsent(m.getName() + java.util.Arrays.toString(m.getParameterTypes()), m);
            }
            interfaces.addAll(List.of(interfaces.get(i).getInterfaces()));
        }
        StringBuilder body = new StringBuilder();
        for (Method m : bySignature.values()) {
            if (!Modifier.isAbstract(m.getModifiers())) continue;
            Optional<String> returned = typeName(m.getReturnType());
            if (returned.isEmpty()) return Optional.empty();
            List<String> parameters = new ArrayList<>();
            for (Class<?> p : m.getParameterTypes()) {
                Optional<String> t = typeName(p);
                if (t.isEmpty()) return Optional.empty();
                parameters.add(t.get() + " p" + parameters.size());
            }
            Class<?> r = m.getReturnType();
            String answer = r == void.class
                    ? ""
                    : r == boolean.class ? "return false;" : r.isPrimitive() ? "return 0;" : "return null;";
            body.append(" @Override public ")
                    .append(returned.get())
                    .append(' ')
                    .append(m.getName())
                    .append('(')
                    .append(String.join(", ", parameters))
                    .append(") {")
                    .append(answer)
                    .append('}');
        }
        return Optional.of(body.append(' ').toString());
    }
}
