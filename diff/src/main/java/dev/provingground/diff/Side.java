package dev.provingground.diff;

import dev.provingground.verdict.SubjectClassPath;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;

/**
 * One side of a diff, before or after: a class, the class path it comes from, the class loader of its
 * own it loads in, and how to make a fresh instance: the static factory {@code --new} names, else its
 * public no-argument constructor, else the public constructor of fewest parameters whose types have
 * small sensible values (a capacity of 2, then 1, 16, 0; false; "a") that builds ({@link #construction}); or a
 * Java expression {@code --new} gives, compiled on the side's class path ({@link NewExpression}).
 */
record Side(
        String label,
        String className,
        List<Path> classPath,
        String factory,
        ClassLoader loader,
        Class<?> type,
        java.lang.reflect.Constructor<?> constructor,
        Object[] arguments) {

    /** The values a constructor's parameter is tried with, in order: small sizes first, a size of 0 last. */
    private static java.util.Optional<List<Object>> sensible(Class<?> t) {
        if (t == int.class || t == Integer.class) return java.util.Optional.of(List.of(2, 1, 16, 0));
        if (t == long.class || t == Long.class) return java.util.Optional.of(List.of(2L, 16L, 1000L, 1L));
        if (t == short.class || t == Short.class)
            return java.util.Optional.of(List.of((short) 2, (short) 1, (short) 16));
        if (t == boolean.class || t == Boolean.class) return java.util.Optional.of(List.of(false, true));
        if (t == double.class || t == Double.class) return java.util.Optional.of(List.of(0.75, 1.0, 2.0));
        if (t == float.class || t == Float.class) return java.util.Optional.of(List.of(0.75f, 1.0f, 2.0f));
        if (t == String.class || t == CharSequence.class) return java.util.Optional.of(List.of("a"));
        return java.util.Optional.empty();
    }

    /** How an instance is made, in words: the factory or the constructor and its arguments. */
    String construction() {
        if (NewExpression.is(factory)) return factory.strip();
        if (factory != null) return className + "." + factory + "()";
        if (constructor == null) return "new " + type.getSimpleName() + "()";
        return "new " + type.getSimpleName()
                + java.util.Arrays.stream(arguments)
                        .map(Domains::show)
                        .collect(java.util.stream.Collectors.joining(", ", "(", ")"));
    }

    /** Loads the class in a loader of its own over {@code classPath} (or in {@code shared}); one line when it cannot. */
    static Side load(String label, String className, List<Path> classPath, String factory, ClassLoader shared)
            throws BadInput {
        if (shared == null
                && NewExpression.is(factory)
                && !defines(loaderOver(classPath), NewExpression.maker(label, className))) {
            Path made = madeFolder();
            NewExpression.compile(factory, label, className, null, classPath, made);
            classPath = java.util.stream.Stream.concat(classPath.stream(), java.util.stream.Stream.of(made))
                    .toList();
        }
        ClassLoader loader = shared != null ? shared : loaderOver(classPath);
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new BadInput("no class " + className + " on the " + label + " class path " + classPath);
        } catch (LinkageError e) {
            throw new BadInput(label + " class " + className + " cannot load: " + e);
        }
        Side side = new Side(label, className, List.copyOf(classPath), factory, loader, type, null, null);
        if (factory != null) {
            side.create(); // a class that cannot be built, or misses a dependency, is bad input, said now
            return side;
        }
        try {
            type.getConstructor();
            side.create();
            return side;
        } catch (NoSuchMethodException | LinkageError e) {
            return side.withConstructor();
        }
    }

    /** The side built through the public constructor of fewest parameters that builds with sensible values; bad input when none does. */
    private Side withConstructor() throws BadInput {
        List<java.lang.reflect.Constructor<?>> constructors = java.util.Arrays.stream(type.getConstructors())
                .sorted(java.util.Comparator.comparingInt(java.lang.reflect.Constructor::getParameterCount))
                .toList();
        String lastFailure = null;
        for (java.lang.reflect.Constructor<?> c : constructors) {
            List<List<Object>> domains = new java.util.ArrayList<>();
            for (Class<?> p : c.getParameterTypes()) {
                java.util.Optional<List<Object>> d = sensible(p);
                if (d.isEmpty()) break;
                domains.add(d.get());
            }
            if (domains.size() != c.getParameterCount()) continue;
            for (int attempt = 0; attempt < 4; attempt++) {
                Object[] args = new Object[domains.size()];
                for (int i = 0; i < args.length; i++)
                    args[i] =
                            domains.get(i).get(Math.min(attempt, domains.get(i).size() - 1));
                Side side = new Side(label, className, classPath, null, loader, type, c, args);
                try {
                    side.create();
                    return side;
                } catch (BadInput e) {
                    lastFailure = e.getMessage();
                }
            }
        }
        throw new BadInput("cannot construct the " + label + " " + className + ": "
                + (lastFailure != null
                        ? lastFailure
                        : "no public constructor without parameters or with parameters of simple types")
                + " (build it with --new '<Java expression>' or a static factory's name)");
    }

    /** A fresh folder for the classes {@code --new} expressions compile to. */
    static Path madeFolder() throws BadInput {
        try {
            return java.nio.file.Files.createTempDirectory("pg-diff-new");
        } catch (java.io.IOException e) {
            throw new BadInput("--new: cannot make a folder to compile it in: " + e.getMessage());
        }
    }

    private static boolean defines(ClassLoader loader, String className) {
        try {
            Class.forName(className, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** A loader over the class path alone, the JDK its parent: a side sees its own build's classes, not the suite's nor the other side's. */
    static ClassLoader loaderOver(List<Path> classPath) {
        return new URLClassLoader(SubjectClassPath.urls(classPath), ClassLoader.getPlatformClassLoader());
    }

    /** A fresh instance. */
    Object create() throws BadInput {
        try {
            if (factory == null) {
                if (constructor != null) return constructor.newInstance(arguments.clone());
                return type.getConstructor().newInstance();
            }
            if (NewExpression.is(factory)) {
                Object made = Class.forName(NewExpression.maker(label, className), true, loader)
                        .getMethod("make")
                        .invoke(null);
                if (made == null) throw new BadInput(label + ": --new '" + factory + "' made null");
                if (!type.isInstance(made)) {
                    throw new BadInput("--new '" + factory + "' made a "
                            + made.getClass().getName() + " on the " + label + " side, not a " + className);
                }
                return made;
            }
            Method method = type.getMethod(factory);
            if (!Modifier.isStatic(method.getModifiers())) {
                throw new BadInput("--new " + factory + ": " + className + "." + factory + "() is not static");
            }
            Object made = method.invoke(null);
            if (made == null) throw new BadInput(label + ": " + className + "." + factory + "() returned null");
            return made;
        } catch (NoSuchMethodException e) {
            throw new BadInput("cannot construct the " + label + " " + className + ": "
                    + (factory == null
                            ? "no public no-argument constructor (build it with --new '<Java expression>' or a static factory's name)"
                            : "no public static method " + factory + "()"));
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof LinkageError missing) {
                throw new BadInput("cannot construct the " + label + " " + className + ": a class it needs is missing: "
                        + missing);
            }
            throw new BadInput("cannot construct the " + label + " " + className + ": " + construction() + " threw "
                    + e.getCause());
        } catch (LinkageError e) {
            throw new BadInput(
                    "cannot construct the " + label + " " + className + ": a class it needs is missing: " + e);
        } catch (ReflectiveOperationException e) {
            throw new BadInput("cannot construct the " + label + " " + className + ": " + e);
        }
    }

    /** The method that builds this side's object: the {@code --new} expression's, the static factory, or the constructor. */
    Bytecode.Ref constructionMethod() {
        try {
            if (NewExpression.is(factory)) {
                return Bytecode.Ref.of(Class.forName(NewExpression.maker(label, className), false, loader)
                        .getMethod("make"));
            }
            if (factory != null) return Bytecode.Ref.of(type.getMethod(factory));
            java.lang.reflect.Constructor<?> c = constructor != null ? constructor : type.getConstructor();
            return new Bytecode.Ref(
                    type.getName().replace('.', '/'), "<init>", org.objectweb.asm.Type.getConstructorDescriptor(c));
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("built before, now not: " + this + ": " + e, e);
        }
    }

    /** The class of the object this side builds: the named class, or a subclass of it (an anonymous one a factory returns). */
    Class<?> runtimeType() {
        return fresh().getClass();
    }

    /** A fresh instance, where construction has already been shown to work. */
    Object fresh() {
        try {
            return create();
        } catch (BadInput e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return label + " " + className + (classPath.isEmpty() ? "" : " from " + classPath) + ", built as "
                + construction();
    }
}
