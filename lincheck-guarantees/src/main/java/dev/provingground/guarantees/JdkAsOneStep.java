package dev.provingground.guarantees;

import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * The JDK code Lincheck's model checking takes as one step, each for a defect of the engine's met on real code
 * (docs/findings.md): one list, applied to every model-checking run of the suite (the battery's checks, {@code check} on
 * a reviewer's class, the diff's engines) and written into the regression test a diff hands out, so that the test runs
 * model checking as the diff did. A subject's races are never inside these classes' code; a race around their calls is
 * still found.
 */
public enum JdkAsOneStep {
    /** Class and resource loading: a thread switched out inside a class path look-up kept its monitor (F17, F18). */
    CLASS_LOADING(ClassLoadingAsOneStep::applied, ClassLoadingAsOneStep::javaSource),
    /** The JDK's logging: its handlers' locks and a logger's first look-up, which loads classes (F22). */
    LOGGING(LoggingAsOneStep::applied, LoggingAsOneStep::javaSource),
    /** {@code IdentityHashMap}: its null key's stand-in broke the engine's snapshot of static memory (F25). */
    IDENTITY_MAP(IdentityMapAsOneStep::applied, IdentityMapAsOneStep::javaSource);

    private final UnaryOperator<ModelCheckingOptions> apply;
    private final Supplier<String> source;

    JdkAsOneStep(UnaryOperator<ModelCheckingOptions> apply, Supplier<String> source) {
        this.apply = apply;
        this.source = source;
    }

    /** {@code options} with every guarantee of the list added. */
    public static ModelCheckingOptions applied(ModelCheckingOptions options) {
        ModelCheckingOptions out = options;
        for (JdkAsOneStep g : values()) out = g.apply.apply(out);
        return out;
    }

    /** Every guarantee of the list as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's). */
    public static String javaSource() {
        StringBuilder out = new StringBuilder();
        for (JdkAsOneStep g : values()) out.append(g.source.get());
        return out.toString();
    }

    /** A class name as a Java string literal: the list's names are the JDK's, with no character to escape. */
    static String quoted(String className) {
        return "\"" + className + "\"";
    }
}
