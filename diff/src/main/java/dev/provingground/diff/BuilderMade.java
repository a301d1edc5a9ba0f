package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Objects of a library's own type made as the library makes them when it has neither a factory returning the type nor
 * a constructor with built-in arguments, but a builder: Prometheus' collectors are {@code Counter.build().name("a")
 * .help("a").create()}, and a {@code register(Collector)} given a do-nothing collector registers no name, so the race
 * in reading the names a register writes is never met (corpus R05). The makers are the type itself, then the public
 * concrete classes of its package (where it was loaded from) that are one, by name; a maker's entry is a public static
 * method of built-in arguments, the fewest first, that answers a builder, an object of the library that is not the type;
 * its steps are the builder's public methods of one built-in argument that answer the builder, every one, in name order,
 * object i giving each its i-th most typical value (so two objects are named apart, "a" and "b"); its terminal is the
 * builder's public method of no arguments that answers the type, the first by name that makes each object twice anew
 * (a terminal that also registers the object somewhere global, Prometheus' {@code register()}, cannot, and is passed
 * over). When the steps all together leave the builder unable to make one, none is tried. None when no maker has such a
 * builder.
 */
final class BuilderMade {

    private BuilderMade() {}

    static Optional<List<Object>> of(Class<?> c) {
        Optional<List<Object>> own = madeBy(c, c);
        if (own.isPresent()) return own;
        for (Class<?> maker : makers(c)) {
            Optional<List<Object>> made = madeBy(maker, c);
            if (made.isPresent()) return made;
        }
        return Optional.empty();
    }

    /** The objects the first builder of {@code maker} that makes {@code c}'s objects makes; none when none does. */
    private static Optional<List<Object>> madeBy(Class<?> maker, Class<?> c) {
        for (Method entry : entries(maker, c)) {
            Class<?> builder = entry.getReturnType();
            List<Method> steps = steps(builder);
            for (Method terminal : terminals(builder, c)) {
                for (List<Method> chosen :
                        Stream.of(steps, List.<Method>of()).distinct().toList()) {
                    Optional<List<Object>> made =
                            MadeDomains.madeEach(c, i -> assembled(c, maker, entry, chosen, terminal, i), true);
                    if (made.isPresent()) return made;
                }
            }
        }
        return Optional.empty();
    }

    private static Made.Assembled assembled(
            Class<?> c, Class<?> maker, Method entry, List<Method> steps, Method terminal, int i) {
        List<Made.Step> made = new ArrayList<>();
        for (Method s : steps) {
            Type parameter = s.getGenericParameterTypes()[0];
            made.add(new Made.Step(
                    s.getName(),
                    Relocation.original(s.getParameterTypes()[0].getName()),
                    MadeDomains.typicalArguments(new Type[] {parameter}, i).get(0)));
        }
        return new Made.Assembled(
                Relocation.original(c.getName()),
                i,
                Relocation.original(maker.getName()),
                entry.getName(),
                Arrays.stream(entry.getParameterTypes())
                        .map(t -> Relocation.original(t.getName()))
                        .toList(),
                MadeDomains.typicalArguments(entry.getGenericParameterTypes(), i),
                List.copyOf(made),
                terminal.getName());
    }

    /** The public concrete classes of the type's package that are one, by name (no anonymous class is public). */
    private static List<Class<?>> makers(Class<?> c) {
        List<Class<?>> makers = new ArrayList<>();
        for (String name : PackageClasses.besides(c)) {
            if (name.equals(c.getName()) || name.matches(".*\\$[0-9].*")) continue;
            try {
                Class<?> k = Class.forName(name, false, c.getClassLoader());
                if (c.isAssignableFrom(k)
                        && Modifier.isPublic(k.getModifiers())
                        && !Modifier.isAbstract(k.getModifiers())
                        && !k.isInterface()
                        && (k.getEnclosingClass() == null || Modifier.isStatic(k.getModifiers()))) makers.add(k);
            } catch (ClassNotFoundException | LinkageError e) {
                // a class of the package the build cannot load (it needs a library the build leaves out): no maker
            }
        }
        return makers;
    }

    /** A maker's public static methods of built-in arguments that answer a builder, the fewest arguments first. */
    private static List<Method> entries(Class<?> maker, Class<?> c) {
        return Arrays.stream(maker.getDeclaredMethods())
                .filter(m -> Modifier.isStatic(m.getModifiers()) && Modifier.isPublic(m.getModifiers()))
                .filter(m -> !m.isSynthetic() && !m.isVarArgs())
                .filter(m -> isBuilder(m.getReturnType(), c))
                .filter(m -> Arrays.stream(m.getGenericParameterTypes())
                        .allMatch(t -> Domains.of(t).isPresent()))
                .sorted(Comparator.comparingInt(Method::getParameterCount).thenComparing(Method::getName))
                .toList();
    }

    /** A public class of the library that is not the type (nor a value): what a builder is. */
    private static boolean isBuilder(Class<?> b, Class<?> c) {
        return !b.isPrimitive()
                && !b.isArray()
                && !b.isEnum()
                && !c.isAssignableFrom(b)
                && !MadeDomains.isJdk(b)
                && Modifier.isPublic(b.getModifiers());
    }

    /** The builder's public methods of one built-in argument that answer the builder, in name order. */
    private static List<Method> steps(Class<?> builder) {
        return Arrays.stream(builder.getMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers()) && !m.isBridge() && !m.isSynthetic())
                .filter(m -> m.getParameterCount() == 1 && !m.isVarArgs())
                .filter(m ->
                        m.getReturnType() != Object.class && m.getReturnType().isAssignableFrom(builder))
                .filter(m -> Domains.of(m.getGenericParameterTypes()[0]).isPresent())
                .sorted(Comparator.comparing(Method::getName).thenComparing(m -> m.getParameterTypes()[0].getName()))
                .toList();
    }

    /** The builder's public methods of no arguments that answer the type, in name order. */
    private static List<Method> terminals(Class<?> builder, Class<?> c) {
        return Arrays.stream(builder.getMethods())
                .filter(m -> !Modifier.isStatic(m.getModifiers()) && !m.isBridge() && !m.isSynthetic())
                .filter(m -> m.getParameterCount() == 0 && c.isAssignableFrom(m.getReturnType()))
                .sorted(Comparator.comparing(Method::getName))
                .toList();
    }
}
