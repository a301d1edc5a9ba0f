package dev.provingground.diff;

import java.util.List;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * The library classes model checking failed inside (its own code threw: Agrona's {@code UnsafeBuffer} reads memory off
 * the heap through {@code Unsafe} with no base object, which Lincheck's model checking takes for a static field's and
 * looks up, corpus R02), each of whose calls model checking then takes as one step: a switch point before it, none
 * inside, its code not analysed (Lincheck's own guarantee, {@code treatAsAtomic}). The subject's own code around those
 * calls stays model-checked, so a race between two of them (read a label's length, write it back) is still found by
 * design; races inside such a class are left to real threads. A call on an object of a class that extends one of them
 * is one step too (the engine asks by the object's class). The subject's own class, and those it extends, are never
 * among them ({@link Linearizability}), nor is a call on the subject.
 */
final class OneStepWhereTheEngineFails {

    private OneStepWhereTheEngineFails() {}

    /**
     * {@code options} with each call on an object of one of {@code classes}, or of a class that extends one, taken as one
     * step; never a call on the subject ({@code subjects}: the builds' classes, which may extend a library class).
     */
    static ModelCheckingOptions applied(ModelCheckingOptions options, List<String> classes, List<String> subjects) {
        if (classes.isEmpty()) return options;
        java.util.Map<String, Boolean> asked = new java.util.concurrent.ConcurrentHashMap<>();
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(
                        name -> asked.computeIfAbsent(name, n -> !named(subjects, n) && covers(classes, n)))
                .allMethods()
                .treatAsAtomic());
    }

    /**
     * Whether the class model checking asks about is one of {@code classes} or extends one. The engine asks by the class
     * of the object a call is made on (its canonical name), and its own code fails inside the class that declares the
     * method: Agrona's {@code UnsafeBuffer} inherits its off-heap reads from {@code AbstractMutableDirectBuffer} (corpus
     * R02), so the class taken for one step was never the one asked about, model checking failed inside it again, and the
     * check went to real threads only.
     */
    static boolean covers(List<String> classes, String name) {
        if (named(classes, name)) return true;
        for (Class<?> c = loaded(name); c != null; c = c.getSuperclass()) if (named(classes, c.getName())) return true;
        return false;
    }

    /** The class of a canonical name (a nested class's with its dots), already loaded in this JVM's class path, or null. */
    private static Class<?> loaded(String name) {
        String binary = name;
        while (true) {
            try {
                return Class.forName(binary, false, ClassLoader.getSystemClassLoader());
            } catch (ClassNotFoundException | LinkageError notByThisName) {
                int dot = binary.lastIndexOf('.');
                if (dot < 0) return null;
                binary = binary.substring(0, dot) + '$' + binary.substring(dot + 1);
            }
        }
    }

    /** How the classes taken as one step are written into a check's evidence, for the regression test to take them so too. */
    static final String EVIDENCE = "one step: ";

    /** The line of a check's evidence that names {@code classes}. */
    static String evidence(List<String> classes) {
        return EVIDENCE + String.join(", ", classes);
    }

    /** The classes a check's evidence names as taken for one step, none when it names none. */
    static List<String> in(String evidence) {
        return ScenarioText.lastLine(evidence, EVIDENCE)
                .map(l -> java.util.Arrays.stream(l.split(","))
                        .map(String::strip)
                        .filter(c -> !c.isEmpty())
                        .toList())
                .orElse(List.of());
    }

    /**
     * The same guarantee as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's): a call on an
     * object of one of {@code classes}, or of a class that extends one, is one step.
     */
    static String javaSource(List<String> classes) {
        if (classes.isEmpty()) return "";
        String set = "java.util.Set.of("
                + classes.stream().map(JavaSource::literal).collect(java.util.stream.Collectors.joining(", ")) + ")";
        return "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> {"
                + "\n                                try {"
                + "\n                                    for (Class<?> c = Class.forName(name, false, Thread.currentThread()"
                + ".getContextClassLoader()); c != null; c = c.getSuperclass())"
                + "\n                                        if (" + set + ".contains(c.getName())) return true;"
                + "\n                                } catch (ReflectiveOperationException | LinkageError nested) {"
                + "\n                                    // a nested class, asked by its canonical name"
                + "\n                                }"
                + "\n                                return " + set + ".contains(name);"
                + "\n                            }).allMethods().treatAsAtomic())";
    }

    /** Whether {@code name} is one of {@code classes}, in either build (the before build's relocated). */
    static boolean named(List<String> classes, String name) {
        return classes.contains(Outcomes.unrelocated(name));
    }
}
