package dev.provingground.diff;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Arguments of the library's own types, which have no built-in {@link Domains domain}: a registry's
 * {@code register(Collector)}, a group's {@code add(Sequence)}, a processor's
 * {@code registerConsumer(String, EventConsumer)}. Two objects of the type, so that two calls can pass
 * the same one (an {@code add} and the {@code remove} of what it added) or different ones:
 * <ul>
 * <li>an interface of the library, or a JDK interface with one abstract method (a callback), gets an
 *     implementation that does nothing: each method answers 0, false or null (a default method runs
 *     its own code);</li>
 * <li>an abstract public class of the library gets a subclass whose abstract methods do nothing, when every
 *     abstract method is public or protected: built by its public or protected no-argument constructor, or, when it has
 *     none, by its constructor of fewest parameters with built-in domains, as a concrete class is
 *     ({@code PropertySource(String name)});</li>
 * <li>a concrete public class of the library gets {@code new T(...)} through its public constructor of
 *     fewest parameters whose every type has a built-in domain, object i taking each parameter's i-th
 *     most typical value ("a" then "b").</li>
 * </ul>
 * Before a do-nothing object, and where a class has no such constructor, the library's own way to make one: a public
 * static factory the type declares, returning the type, whose every parameter has a built-in domain ({@code
 * Id.create(String)}), the fewest parameters first, but one parameter or more before none (a factory of no arguments
 * makes one object twice); else a public class nested in the type that implements it, by its public constructor of
 * such parameters ({@code new Query.Equal("a", "a")}); else the library's own builder, of the type or of a class of its
 * package that is one ({@code Counter.build().help("a").name("a").create()}, {@link BuilderMade}). A do-nothing object matches nothing and holds nothing: an index whose entries it should
 * match stays empty, and the race in reading it is never met (Spectator's QueryIndex, corpus R22).
 * A value here names its object ({@code Sequence#0}); each side makes its own, of its own classes, once
 * for each object under test ({@link Objects}), so that within one history the same name is the same
 * object and no object is shared between histories.
 */
sealed interface Made {

    /** How many objects of a type the calls choose from. */
    int COUNT = 2;

    String type();

    int index();

    /** How a made value is shown: its type's simple name and its number ({@code Sequence#0}). */
    static String label(Made value) {
        return value.type().substring(value.type().lastIndexOf('.') + 1).replace('$', '.') + "#" + value.index();
    }

    /** A made value the library's own code makes, called with built-in arguments: a constructor, a factory or a builder's entry. */
    sealed interface Called extends Made {
        List<String> parameterTypes();

        List<Object> arguments();
    }

    /** A do-nothing implementation of an interface, or subclass of an abstract class. */
    record Stub(String type, int index) implements Made {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /**
     * A JDK test ({@code Predicate}, {@code BiPredicate}...) that holds when one of its arguments is a most typical value
     * ({@link DoNothing#isTypical}: "a", 1, or an entry holding one), and for nothing else.
     */
    record Holds(String type, int index) implements Made {
        @Override
        public String toString() {
            return label(this) + " holding \"a\" or 1";
        }
    }

    /** An object built by a public constructor with built-in arguments (of an abstract class, its do-nothing subclass). */
    record Built(String type, int index, List<String> parameterTypes, List<Object> arguments) implements Called {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /** An object made by a public static factory its type declares, with built-in arguments ({@code Id.create("a")}). */
    record Factored(String type, int index, String factory, List<String> parameterTypes, List<Object> arguments)
            implements Called {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /**
     * An object of a public class nested in its type that implements it, by that class's constructor (public, or else its
     * package's own) with built-in arguments ({@code new Query.Equal("a", "a")}); {@code implementation} is the nested class's simple name.
     */
    record Nested(String type, int index, String implementation, List<String> parameterTypes, List<Object> arguments)
            implements Called {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /**
     * An object the library's own builder makes ({@code Counter.build().help("a").name("a").create()}): {@code entry}, a
     * public static method of {@code maker} (the type, or a class of the type's package that is one), answers a builder
     * for built-in {@code arguments}; each of {@code steps}, a method of the builder that takes one built-in argument and
     * answers the builder, is called in turn; then the builder's method of no arguments {@code terminal} answers the
     * object.
     */
    record Assembled(
            String type,
            int index,
            String maker,
            String entry,
            List<String> parameterTypes,
            List<Object> arguments,
            List<Step> steps,
            String terminal)
            implements Called {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /** One call of a builder's: its method's name, the type of its one parameter and the built-in value it is given. */
    record Step(String method, String parameterType, Object argument) {}

    /** The made values of a parameter type, when it is one this class can make; empty otherwise ({@link MadeDomains}). */
    static Optional<List<Object>> domain(Type type) {
        return MadeDomains.of(type);
    }

    /** The object a made value names, of {@code type} (the side's own class of that name). */
    static Object make(Made value, Class<?> type) {
        if (!type.getName().equals(value.type()) && !type.getName().equals(Relocation.relocated(value.type()))) {
            throw new IllegalStateException(
                    "a " + value + " is made for a " + value.type() + " parameter, not " + type.getName());
        }
        if (value instanceof Stub s) return DoNothing.of(s, type);
        if (value instanceof Holds h) return DoNothing.holding(h, type);
        Called called = (Called) value;
        String call = switch (called) {
            case Built b -> "new " + type.getName();
            case Factored f -> type.getName() + "." + f.factory();
            case Nested n -> "new " + type.getName() + "." + n.implementation();
            case Assembled a -> a.maker() + "." + a.entry();
        };
        try {
            Class<?>[] types = new Class<?>[called.parameterTypes().size()];
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                types[i] = ApiMethods.type(called.parameterTypes().get(i), type);
                args[i] = Domains.on(called.arguments().get(i), types[i], null, Objects.NONE);
            }
            if (called instanceof Assembled a) return assembled(a, type, types, args);
            if (called instanceof Factored f) {
                Object made = type.getMethod(f.factory(), types).invoke(null, args);
                if (!type.isInstance(made))
                    throw new IllegalStateException(call + called.arguments() + " answered " + made);
                return made;
            }
            if (called instanceof Nested n) {
                java.lang.reflect.Constructor<?> k = nestedConstructor(n, type);
                k.setAccessible(true); // it may be its package's own (MadeDomains#nested)
                return k.newInstance(args);
            }
            if (Modifier.isAbstract(type.getModifiers())) return DoNothing.subclassed(type, types, args);
            return type.getConstructor(types).newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(call + called.arguments() + " threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + called + " on this side: " + e, e);
        }
    }

    /**
     * The object a builder of {@code type}'s build makes, as {@code a} says: its entry (of {@code types}, given {@code
     * args}), each step, its terminal.
     */
    private static Object assembled(Assembled a, Class<?> type, Class<?>[] types, Object[] args)
            throws ReflectiveOperationException {
        Method entry = ApiMethods.type(a.maker(), type).getMethod(a.entry(), types);
        Object builder = entry.invoke(null, args);
        Class<?> builderType = entry.getReturnType();
        for (Step s : a.steps()) {
            Method step = builderType.getMethod(s.method(), ApiMethods.type(s.parameterType(), type));
            step.trySetAccessible(); // public, but it may be declared by a class its package keeps
            builder = step.invoke(builder, Domains.on(s.argument(), step.getParameterTypes()[0], null, Objects.NONE));
            if (builder == null) throw new IllegalStateException(a + ": " + s.method() + " answered null");
        }
        Method terminal = builderType.getMethod(a.terminal());
        terminal.trySetAccessible();
        Object made = terminal.invoke(builder);
        if (!type.isInstance(made)) throw new IllegalStateException(a + "'s " + a.terminal() + "() answered " + made);
        return made;
    }

    /** The constructor a nested object is made by, in {@code type}'s build: public, or its package's own. */
    static java.lang.reflect.Constructor<?> nestedConstructor(Nested n, Class<?> type)
            throws ReflectiveOperationException {
        Class<?>[] types = new Class<?>[n.parameterTypes().size()];
        for (int i = 0; i < types.length; i++)
            types[i] = ApiMethods.type(n.parameterTypes().get(i), type);
        return Class.forName(type.getName() + "$" + n.implementation(), false, type.getClassLoader())
                .getDeclaredConstructor(types);
    }

    /**
     * The made objects of one object under test: every made value its calls pass, made once, before any
     * call (so no thread makes one while another calls), each of the class the method's parameter names.
     */
    final class Objects {

        static final Objects NONE = new Objects(Map.of());

        private final Map<Made, Object> made;

        private Objects(Map<Made, Object> made) {
            this.made = made;
        }

        static Objects forCalls(List<Operations.Op> ops, List<Method> methods) {
            return Plan.of(ops, methods).make();
        }

        /**
         * Which made values the calls pass, each with the class its parameter names: read from the calls once, so that
         * the objects of each new object under test are only made ({@link #make}), not looked for again.
         */
        record Plan(Map<Made, Class<?>> types) {

            static Plan of(List<Operations.Op> ops, List<Method> methods) {
                Map<Made, Class<?>> types = new java.util.LinkedHashMap<>();
                for (int i = 0; i < ops.size(); i++) {
                    List<Object> args = ops.get(i).arguments();
                    Class<?>[] parameters = methods.get(i).getParameterTypes();
                    for (int j = 0; j < args.size(); j++) add(types, args.get(j), parameters[j]);
                    Operations.Op then = ops.get(i).then();
                    if (then != null) { // a handle's call passes made objects too (config().meterFilter(MeterFilter#0))
                        Class<?>[] handleParameters =
                                then.on(methods.get(i).getReturnType()).getParameterTypes();
                        for (int j = 0; j < then.arguments().size(); j++)
                            add(types, then.arguments().get(j), handleParameters[j]);
                    }
                }
                return new Plan(java.util.Collections.unmodifiableMap(types));
            }

            private static void add(Map<Made, Class<?>> types, Object value, Class<?> type) {
                if (value instanceof Made m) types.putIfAbsent(m, type);
                if (value instanceof Domains.Array a)
                    for (Object e : a.elements()) add(types, e, type.getComponentType());
            }

            /** Each made value's object, made anew. */
            Objects make() {
                if (types.isEmpty()) return NONE;
                Map<Made, Object> made = new HashMap<>();
                types.forEach((m, type) -> made.put(m, Made.make(m, type)));
                return new Objects(Map.copyOf(made));
            }
        }

        Object get(Made value) {
            Object o = made.get(value);
            if (o == null) throw new IllegalStateException("no " + value + " was made for this object");
            return o;
        }
    }
}
