package dev.provingground.verdict;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A contract: the interface an optimization must keep, the properties it promises, the setup every
 * subject is built from, and the catalog of subjects with their expected verdicts.
 *
 * <p>Every subject class has a public constructor taking the setup object
 * ({@code public MyCounters(CounterSetup setup)}), so a reviewer's adapter is built exactly like the
 * built-in subjects.
 *
 * <p>{@code checks} lists every check of the contract ({@code engine:check}, the matrix's columns):
 * {@code proving-ground list} reads it, and the verdict step fails a full run where a listed check
 * never ran or a check ran that is not listed.
 *
 * <p>{@code sampleSetup} builds a setup that any subject can be constructed from before anything
 * runs (the command line builds a reviewer's class once, so a constructor that throws is one line).
 *
 * @param <T> the contract interface
 * @param <S> the setup type passed to every subject's constructor
 */
public record Contract<T, S>(
        String name,
        Class<T> type,
        Class<S> setupType,
        Supplier<S> sampleSetup,
        List<? extends Property> properties,
        List<String> checks,
        List<CatalogEntry> catalog) {

    public Contract {
        properties = List.copyOf(properties);
        checks = List.copyOf(checks);
        catalog = List.copyOf(catalog);
    }

    public Optional<Property> property(String id) {
        return properties.stream()
                .filter(p -> p.name().equals(id))
                .map(p -> (Property) p)
                .findFirst();
    }

    /** The catalog entry with this id (a class name, or {@code Adapter@group:artifact:version}). */
    public Optional<CatalogEntry> entry(String id) {
        return catalog.stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /**
     * The subject an id names: its catalog entry, or a reviewer's class (expected SOUND), loaded and
     * checked against this contract; a {@link SubjectException} saying what is wrong.
     */
    public CatalogEntry subject(String id) {
        CatalogEntry entry = entry(id).orElseGet(() -> CatalogEntry.reviewed(id));
        validate(entry.subject());
        return entry;
    }

    /** The real artifacts the catalog's subjects drive. */
    public List<Artifact> artifacts() {
        return catalog.stream().flatMap(e -> e.upstream().stream()).distinct().toList();
    }

    /** Builds a subject; every failure is reported as a {@link SubjectException} naming what is wrong. */
    public T create(Class<?> subject, S setup) {
        if (!type.isAssignableFrom(subject)) {
            throw new SubjectException(subject.getName() + " does not implement " + type.getName());
        }
        Constructor<?> constructor;
        try {
            constructor = subject.getConstructor(setupType);
        } catch (NoSuchMethodException e) {
            throw new SubjectException(subject.getName() + " has no public constructor ("
                    + setupType.getSimpleName() + "); constructors found: "
                    + Arrays.toString(subject.getConstructors()));
        }
        try {
            return type.cast(constructor.newInstance(setup));
        } catch (InvocationTargetException e) {
            throw new SubjectException(
                    subject.getName() + "(" + setupType.getSimpleName() + ") threw " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new SubjectException("cannot instantiate " + subject.getName() + ": " + e, e);
        }
    }

    /** Loads and validates a subject class by name with the given loader. */
    public Class<?> load(String className, ClassLoader loader) {
        Class<?> c;
        try {
            c = Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new SubjectException("subject class " + className + " not found on the class path");
        }
        return validate(c);
    }

    /** The class itself if it can be a subject of this contract; a {@link SubjectException} saying why not otherwise. */
    public Class<?> validate(Class<?> c) {
        String className = c.getName();
        if (!type.isAssignableFrom(c)) {
            throw new SubjectException(className + " does not implement " + type.getName());
        }
        try {
            c.getConstructor(setupType);
        } catch (NoSuchMethodException e) {
            throw new SubjectException(className + " has no public constructor (" + setupType.getName() + ")");
        }
        return c;
    }
}
