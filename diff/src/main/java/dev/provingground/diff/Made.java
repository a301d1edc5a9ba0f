package dev.provingground.diff;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
 * makes one object twice). A do-nothing object matches nothing and holds nothing: an index whose entries it should
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

    /** A do-nothing implementation of an interface, or subclass of an abstract class. */
    record Stub(String type, int index) implements Made {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /** An object built by a public constructor with built-in arguments (of an abstract class, its do-nothing subclass). */
    record Built(String type, int index, List<String> parameterTypes, List<Object> arguments) implements Made {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /** An object made by a public static factory its type declares, with built-in arguments ({@code Id.create("a")}). */
    record Factored(String type, int index, String factory, List<String> parameterTypes, List<Object> arguments)
            implements Made {
        @Override
        public String toString() {
            return label(this);
        }
    }

    /** The made values of a parameter type, when it is one this class can make; empty otherwise. */
    static Optional<List<Object>> domain(Type type) {
        Class<?> c = type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw
                ? raw
                : type instanceof Class<?> k ? k : null;
        if (c == null || c.isPrimitive() || c.isArray() || c.isEnum()) return Optional.empty();
        List<Object> values = new ArrayList<>();
        if (c.isInterface()) {
            if (isJdk(c) && !isCallback(c)) return Optional.empty();
            Optional<List<Object>> factored = isJdk(c) ? Optional.empty() : factored(c);
            if (factored.isPresent()) return factored;
            for (int i = 0; i < COUNT; i++) values.add(new Stub(c.getName(), i));
            return Optional.of(values);
        }
        if (isJdk(c) || !Modifier.isPublic(c.getModifiers())) return Optional.empty();
        if (Modifier.isAbstract(c.getModifiers())) {
            Optional<List<Object>> factored = factored(c);
            if (factored.isPresent()) return factored;
            if (!completable(c)) return Optional.empty();
            if (!hasNoArgumentConstructor(c)) { // built by its simplest constructor, as a concrete class is
                return built(c, Arrays.stream(c.getDeclaredConstructors()).filter(Made::subclassCanCall));
            }
            try {
                // a constructor that throws for a do-nothing subclass gives no domain (Jackson's TypeReference wants
                // its subclass's type argument): the method is left out, not the check ended
                make(new Stub(c.getName(), 0), c);
            } catch (RuntimeException | LinkageError e) {
                return Optional.empty();
            }
            for (int i = 0; i < COUNT; i++) values.add(new Stub(c.getName(), i));
            return Optional.of(values);
        }
        if (c.getEnclosingClass() != null && !Modifier.isStatic(c.getModifiers())) return Optional.empty();
        return built(c, Arrays.stream(c.getConstructors())).or(() -> factored(c));
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
        if (factory.isEmpty()) return Optional.empty();
        Method m = factory.get();
        List<String> types =
                Arrays.stream(m.getParameterTypes()).map(Class::getName).toList();
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            Factored f =
                    new Factored(c.getName(), i, m.getName(), types, typicalArguments(m.getGenericParameterTypes(), i));
            try {
                // A factory that throws for its most typical arguments gives no domain; nor does one that answers the
                // same object twice (a singleton, a cache): it would be shared by the histories, which share nothing.
                if (make(f, c) == make(f, c)) return Optional.empty();
            } catch (RuntimeException | LinkageError e) {
                return Optional.empty();
            }
            values.add(f);
        }
        return Optional.of(values);
    }

    /** Object i's arguments: each parameter's i-th most typical value of its built-in domain. */
    private static List<Object> typicalArguments(Type[] parameters, int i) {
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
        List<Object> values = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            Built b = new Built(c.getName(), i, types, typicalArguments(k.getGenericParameterTypes(), i));
            try {
                make(b, c); // a constructor that throws for its most typical arguments gives no domain
            } catch (RuntimeException | LinkageError e) {
                return Optional.empty();
            }
            values.add(b);
        }
        return Optional.of(values);
    }

    private static boolean isJdk(Class<?> c) {
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

    /** The object a made value names, of {@code type} (the side's own class of that name). */
    static Object make(Made value, Class<?> type) {
        if (!type.getName().equals(value.type()) && !type.getName().equals(Relocation.relocated(value.type()))) {
            throw new IllegalStateException(
                    "a " + value + " is made for a " + value.type() + " parameter, not " + type.getName());
        }
        if (value instanceof Stub s) return DoNothing.of(s, type);
        if (value instanceof Factored f) return factor(f, type);
        Built b = (Built) value;
        try {
            Class<?>[] types = new Class<?>[b.parameterTypes().size()];
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                types[i] = ApiMethods.type(b.parameterTypes().get(i), type.getClassLoader());
                args[i] = Domains.on(b.arguments().get(i), types[i], null, Objects.NONE);
            }
            if (Modifier.isAbstract(type.getModifiers())) return DoNothing.subclassed(type, types, args);
            return type.getConstructor(types).newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(
                    "new " + type.getName() + b.arguments() + " threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + b + " on this side: " + e, e);
        }
    }

    /** The object a factory makes, called on this side's {@code type}. */
    private static Object factor(Factored f, Class<?> type) {
        try {
            Class<?>[] types = new Class<?>[f.parameterTypes().size()];
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                types[i] = ApiMethods.type(f.parameterTypes().get(i), type.getClassLoader());
                args[i] = Domains.on(f.arguments().get(i), types[i], null, Objects.NONE);
            }
            Object made = type.getMethod(f.factory(), types).invoke(null, args);
            if (!type.isInstance(made)) {
                throw new IllegalStateException(
                        type.getName() + "." + f.factory() + f.arguments() + " answered " + made);
            }
            return made;
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(
                    type.getName() + "." + f.factory() + f.arguments() + " threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + f + " on this side: " + e, e);
        }
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
