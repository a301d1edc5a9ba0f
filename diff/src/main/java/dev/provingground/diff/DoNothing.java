package dev.provingground.diff;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.Map;

/**
 * The do-nothing objects {@link Made} hands out for an interface or an abstract class of the library's own: every
 * abstract method answers 0, false or null; and the type such an object stands for in an answer.
 */
final class DoNothing {

    private DoNothing() {}

    /** A do-nothing object of {@code type}: a proxy of an interface, an object of a made subclass of an abstract class. */
    static Object of(Made.Stub s, Class<?> type) {
        if (!type.isInterface()) return subclassed(type);
        InvocationHandler answers = (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) return objectMethod(proxy, method, args, s);
            if (method.isDefault()) return InvocationHandler.invokeDefault(proxy, method, args);
            return nothing(method.getReturnType());
        };
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : Made.class.getClassLoader();
        return Proxy.newProxyInstance(loader, new Class<?>[] {type}, answers);
    }

    /** A test of JDK interface {@code type} that holds when one of its arguments {@link #isTypical is typical}. */
    static Object holding(Made.Holds h, Class<?> type) {
        InvocationHandler answers = (proxy, method, args) -> {
            if (method.getDeclaringClass() == Object.class) return objectMethod(proxy, method, args, h);
            if (method.isDefault()) return InvocationHandler.invokeDefault(proxy, method, args);
            return args != null && java.util.Arrays.stream(args).anyMatch(DoNothing::isTypical);
        };
        return Proxy.newProxyInstance(
                type.getClassLoader() != null ? type.getClassLoader() : Made.class.getClassLoader(),
                new Class<?>[] {type},
                answers);
    }

    /**
     * Whether a value is one of the most typical of the built-in domains ({@link Domains#rank}), which the calls pass
     * most: "a", 1 of any number type, 'a', or a map's entry whose key or value is one.
     */
    static boolean isTypical(Object value) {
        if (value instanceof java.util.Map.Entry<?, ?> e) return isTypical(e.getKey()) || isTypical(e.getValue());
        return "a".equals(value)
                || Character.valueOf('a').equals(value)
                || value instanceof Number n && n.doubleValue() == 1.0;
    }

    /** A new object of the do-nothing subclass of abstract class {@code type}, built by its no-argument constructor. */
    private static Object subclassed(Class<?> type) {
        return subclassed(type, new Class<?>[0], new Object[0]);
    }

    /**
     * A new object of the do-nothing subclass of abstract class {@code type}, built by the constructor of {@code type} that
     * takes {@code types} (the subclass has each public or protected constructor of its superclass, public).
     */
    static Object subclassed(Class<?> type, Class<?>[] types, Object[] args) {
        Class<?> sub = Subclasses.MADE.computeIfAbsent(type, t -> {
            try (var unloaded = new net.bytebuddy.ByteBuddy()
                    .subclass(
                            t,
                            net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy.Default
                                    .IMITATE_SUPER_CLASS_OPENING)
                    // one name in every JVM and both builds: an answer that prints its class (a toString) is the same
                    .name(t.getName() + "$DoNothing")
                    .method(net.bytebuddy.matcher.ElementMatchers.isAbstract())
                    .intercept(net.bytebuddy.implementation.StubMethod.INSTANCE)
                    .make()) {
                return unloaded.load(
                                t.getClassLoader(), net.bytebuddy.dynamic.loading.ClassLoadingStrategy.Default.WRAPPER)
                        .getLoaded();
            }
        });
        try {
            var k = sub.getDeclaredConstructor(types);
            k.setAccessible(true);
            return k.newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new IllegalStateException(
                    "new " + type.getName() + java.util.Arrays.toString(args) + " (a do-nothing subclass) threw "
                            + e.getCause(),
                    e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a do-nothing " + type.getName() + ": " + e, e);
        }
    }

    /** What a made proxy answers to Object's methods: itself equal only to itself, shown as its made value. */
    private static Object objectMethod(Object proxy, java.lang.reflect.Method method, Object[] args, Made value) {
        return switch (method.getName()) {
            case "equals" -> proxy == args[0];
            case "hashCode" -> System.identityHashCode(proxy);
            default -> value.toString();
        };
    }

    /** What a method that does nothing answers: 0, false, or null. */
    private static Object nothing(Class<?> r) {
        if (r == void.class || !r.isPrimitive()) return null;
        if (r == boolean.class) return false;
        if (r == char.class) return (char) 0;
        if (r == int.class) return 0;
        if (r == long.class) return 0L;
        if (r == double.class) return 0.0;
        if (r == float.class) return 0.0f;
        if (r == short.class) return (short) 0;
        return (byte) 0;
    }

    /** The do-nothing subclass of each abstract class, made once in this JVM. */
    static final class Subclasses {
        private static final Map<Class<?>, Class<?>> MADE = new java.util.concurrent.ConcurrentHashMap<>();

        private Subclasses() {}

        /** Whether {@code type} is a do-nothing subclass made here. */
        static boolean isMade(Class<?> type) {
            return MADE.containsValue(type);
        }
    }

    /**
     * The type a made object stands for, as an answer names it: a proxy's interface, a do-nothing subclass's superclass,
     * any other class itself. The made class's own name is the JVM's ({@code $Proxy13}, a counter of proxies made so far),
     * which no other JVM or build shares.
     */
    static Class<?> standsFor(Class<?> type) {
        if (Proxy.isProxyClass(type) && type.getInterfaces().length == 1) return type.getInterfaces()[0];
        return Subclasses.isMade(type) ? type.getSuperclass() : type;
    }
}
