package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The methods of an API type as the diff sees them, the same on both builds: its public instance methods, each named
 * by a signature that reads the relocated before build's types by their own names, and the parameter types a signature
 * names, looked up in the build they belong to.
 */
final class ApiMethods {

    private ApiMethods() {}

    /** The public instance methods of {@code api}, Object's, synthetic and bridge methods left out, by signature. */
    static List<Method> publicInstanceMethods(Class<?> api) {
        return Arrays.stream(api.getMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers())
                        && m.getDeclaringClass() != Object.class
                        && !m.isSynthetic()
                        && !m.isBridge())
                .sorted(Comparator.comparing(ApiMethods::signature))
                .toList();
    }

    /** A method's name and parameter types, as its build names them ({@link Relocation#original}): the same on both sides. */
    static String signature(Method m) {
        return m.getName()
                + Arrays.stream(m.getParameterTypes())
                        .map(c -> Relocation.original(c.getName()))
                        .collect(Collectors.joining(",", "(", ")"));
    }

    /**
     * A parameter type of a method of {@code api}: on the relocated before build, a type of the library is its relocated
     * class ({@code pgbefore.com.acme.Filter}), a JDK type itself.
     */
    static Class<?> type(String name, Class<?> api) throws ClassNotFoundException {
        ClassLoader loader = api.getClassLoader();
        if (Relocation.isRelocated(api)) {
            try {
                return Class.forName(Relocation.inRelocatedBuild(name), false, loader);
            } catch (ClassNotFoundException notRelocated) {
                // a type the relocation did not move: the JDK's, or another library's
            }
        }
        return type(name, loader);
    }

    static Class<?> type(String name, ClassLoader loader) throws ClassNotFoundException {
        return switch (name) {
            case "int" -> int.class;
            case "long" -> long.class;
            case "short" -> short.class;
            case "byte" -> byte.class;
            case "boolean" -> boolean.class;
            case "char" -> char.class;
            case "double" -> double.class;
            case "float" -> float.class;
            default -> Class.forName(name, false, loader);
        };
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
}
