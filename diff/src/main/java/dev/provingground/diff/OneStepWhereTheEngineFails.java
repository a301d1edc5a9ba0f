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
 * design; races inside such a class are left to real threads. The subject's own class is never one of them ({@link
 * Linearizability}).
 */
final class OneStepWhereTheEngineFails {

    private OneStepWhereTheEngineFails() {}

    static ModelCheckingOptions applied(ModelCheckingOptions options, List<String> classes) {
        if (classes.isEmpty()) return options;
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> named(classes, name))
                .allMethods()
                .treatAsAtomic());
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

    /** The same guarantee as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's). */
    static String javaSource(List<String> classes) {
        if (classes.isEmpty()) return "";
        return "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses("
                + classes.stream().map(JavaSource::literal).collect(java.util.stream.Collectors.joining(", "))
                + ").allMethods().treatAsAtomic())";
    }

    /** Whether {@code name} is one of {@code classes}, in either build (the before build's relocated). */
    static boolean named(List<String> classes, String name) {
        return classes.contains(Outcomes.unrelocated(name));
    }
}
