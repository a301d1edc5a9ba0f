package dev.provingground.guarantees;

import java.util.List;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * The JDK's class and resource loading, run by model checking as one step of the engine's, with no switch point inside
 * (Lincheck's own guarantees, {@code addGuarantee}: the calls are not analysed). Model checking places switch points
 * in the JDK's collections ({@code ArrayList.get}) but does not see the monitors of the JDK code it leaves alone
 * ({@code URLClassPath.getLoader}): a thread switched out inside a class path look-up kept that monitor, and the
 * other blocked on it where the engine could not see (docs/findings.md, F17 and F18; corpus R11, where every
 * {@code PropertySource} looks commons-logging's configuration up). A subject's races are never inside the JDK's
 * class loading; its look-ups there are not the subject's to interleave.
 */
final class ClassLoadingAsOneStep {

    private ClassLoadingAsOneStep() {}

    static ModelCheckingOptions applied(ModelCheckingOptions options) {
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(ClassLoadingAsOneStep::loadsClasses)
                        .allMethods()
                        .ignore())
                .addGuarantee(ManagedStrategyGuaranteeKt.forClasses("java.lang.Class")
                        .methods("getResource", "getResourceAsStream", "forName")
                        .ignore());
    }

    /**
     * A class loader's class, by the name model checking gives it (the call's receiver's class, canonical, or the
     * called method's class): the JDK's loaders, the service loader, and the enumeration {@code ClassLoader.getResources}
     * answers, which looks the class path up as it is walked (commons-logging walks it for its configuration files).
     */
    static boolean loadsClasses(String className) {
        return PREFIXES.stream().anyMatch(className::startsWith) || NAMES.contains(className);
    }

    private static final List<String> PREFIXES = List.of("jdk.internal.loader.", "java.util.ServiceLoader");

    private static final List<String> NAMES = List.of(
            "java.lang.CompoundEnumeration",
            "java.lang.ClassLoader",
            "java.security.SecureClassLoader",
            "java.net.URLClassLoader");

    /** The same two guarantees as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's). */
    static String javaSource() {
        String test = java.util.stream.Stream.concat(
                        PREFIXES.stream().map(p -> "name.startsWith(" + JdkAsOneStep.quoted(p) + ")"),
                        NAMES.stream().map(n -> "name.equals(" + JdkAsOneStep.quoted(n) + ")"))
                .collect(java.util.stream.Collectors.joining(" || "));
        return "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> " + test
                + ").allMethods().ignore())"
                + "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(\"java.lang.Class\")"
                + ".methods(\"getResource\", \"getResourceAsStream\", \"forName\").ignore())";
    }
}
