package dev.provingground.diff;

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
        return className.startsWith("jdk.internal.loader.")
                || className.equals("java.lang.CompoundEnumeration")
                || className.equals("java.lang.ClassLoader")
                || className.equals("java.security.SecureClassLoader")
                || className.equals("java.net.URLClassLoader")
                || className.startsWith("java.util.ServiceLoader");
    }
}
