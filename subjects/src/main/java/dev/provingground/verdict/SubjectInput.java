package dev.provingground.verdict;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Validates the subjects a run is asked to check ({@code -Dpg.subjects}, {@code -Dpg.classpath})
 * before any engine runs. Each problem is one line naming what is wrong. Run by the build right
 * after the subjects module compiles, and by the {@code proving-ground} launcher.
 */
public final class SubjectInput {

    private SubjectInput() {
    }

    /** Problems with these subject names and class path entries; empty when every subject is usable. */
    public static List<String> problems(String subjects, String classPath) {
        List<String> problems = new ArrayList<>();
        List<Path> entries = SubjectClassPath.entries(classPath);
        for (Path missing : SubjectClassPath.missing(entries)) {
            problems.add("class path entry does not exist: " + missing);
        }
        if (!problems.isEmpty() || subjects == null || subjects.isBlank()) return problems;
        ClassLoader loader = SubjectClassPath.loaderFor(entries);
        for (String name : Arrays.stream(subjects.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList()) {
            problems.addAll(problemsOf(name, null, loader));
        }
        return problems;
    }

    /** Problems of one class against one contract, or against every contract when {@code contract} is null. */
    public static List<String> problemsOf(String className, Contract<?, ?> contract, ClassLoader loader) {
        Class<?> c;
        try {
            c = Class.forName(className, false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return List.of("class " + className + " not found on the class path"
                    + (e instanceof LinkageError ? " (" + e + ")" : ""));
        }
        List<Contract<?, ?>> candidates = contract != null ? List.of(contract)
                : Contracts.all().stream().filter(k -> k.type().isAssignableFrom(c)).toList();
        if (candidates.isEmpty()) {
            return List.of(className + " implements no contract interface (known: "
                    + Contracts.all().stream().map(k -> k.type().getName()).toList() + ")");
        }
        for (Contract<?, ?> k : candidates) {
            if (!k.type().isAssignableFrom(c)) {
                return List.of(className + " does not implement " + k.type().getName()
                        + " (the " + k.name() + " contract)");
            }
            if (java.lang.reflect.Modifier.isAbstract(c.getModifiers())) {
                return List.of(className + " is abstract: the subject must be a concrete class");
            }
            try {
                var constructor = c.getConstructor(k.setupType());
                if (!java.lang.reflect.Modifier.isPublic(c.getModifiers())) {
                    return List.of(className + " is not public");
                }
            } catch (NoSuchMethodException e) {
                return List.of(className + " has no public constructor " + c.getSimpleName() + "("
                        + k.setupType().getSimpleName() + "): every subject of the " + k.name()
                        + " contract is built from a " + k.setupType().getName());
            }
        }
        return List.of();
    }

    /** Build step: exit 2 with one line per problem when {@code -Dpg.subjects}/{@code -Dpg.classpath} are unusable. */
    public static void main(String[] args) {
        List<String> problems = problems(System.getProperty("pg.subjects", ""), System.getProperty("pg.classpath", ""));
        if (!problems.isEmpty()) {
            problems.forEach(p -> System.err.println("proving-ground: " + p));
            System.exit(2);
        }
    }
}
