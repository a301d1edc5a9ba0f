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
 * own it loads in, and how to make a fresh instance (its public no-argument constructor, or the static
 * factory {@code --new} names).
 */
record Side(String label, String className, List<Path> classPath, String factory, ClassLoader loader, Class<?> type) {

    /** Loads the class in a loader of its own over {@code classPath} (or in {@code shared}); one line when it cannot. */
    static Side load(String label, String className, List<Path> classPath, String factory, ClassLoader shared) throws BadInput {
        ClassLoader loader = shared != null ? shared : loaderOver(classPath);
        Class<?> type;
        try {
            type = Class.forName(className, false, loader);
        } catch (ClassNotFoundException e) {
            throw new BadInput("no class " + className + " on the " + label + " class path " + classPath);
        } catch (LinkageError e) {
            throw new BadInput(label + " class " + className + " cannot load: " + e);
        }
        Side side = new Side(label, className, List.copyOf(classPath), factory, loader, type);
        side.create(); // a class that cannot be built, or misses a dependency, is bad input, said now
        return side;
    }

    /** A loader over the class path alone, the JDK its parent: a side sees its own build's classes, not the suite's nor the other side's. */
    static ClassLoader loaderOver(List<Path> classPath) {
        return new URLClassLoader(SubjectClassPath.urls(classPath), ClassLoader.getPlatformClassLoader());
    }

    /** A fresh instance. */
    Object create() throws BadInput {
        try {
            if (factory == null) {
                var constructor = type.getConstructor();
                return constructor.newInstance();
            }
            Method method = type.getMethod(factory);
            if (!Modifier.isStatic(method.getModifiers())) {
                throw new BadInput("--new " + factory + ": " + className + "." + factory + "() is not static");
            }
            Object made = method.invoke(null);
            if (made == null) throw new BadInput(label + ": " + className + "." + factory + "() returned null");
            return made;
        } catch (NoSuchMethodException e) {
            throw new BadInput("cannot construct the " + label + " " + className + ": " + (factory == null
                    ? "no public no-argument constructor (name a static factory with --new)"
                    : "no public static method " + factory + "()"));
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof LinkageError missing) {
                throw new BadInput("cannot construct the " + label + " " + className + ": a class it needs is missing: " + missing);
            }
            throw new BadInput("cannot construct the " + label + " " + className + ": it threw " + e.getCause());
        } catch (LinkageError e) {
            throw new BadInput("cannot construct the " + label + " " + className + ": a class it needs is missing: " + e);
        } catch (ReflectiveOperationException e) {
            throw new BadInput("cannot construct the " + label + " " + className + ": " + e);
        }
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
        return label + " " + className + (classPath.isEmpty() ? "" : " from " + classPath);
    }
}
