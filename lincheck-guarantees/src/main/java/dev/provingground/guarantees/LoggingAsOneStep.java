package dev.provingground.guarantees;

import java.util.List;
import java.util.stream.Collectors;
import org.jetbrains.lincheck.datastructures.ManagedStrategyGuaranteeKt;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * The JDK's logging ({@code java.util.logging}, and {@code System.Logger}, which it backs), run by model checking as one
 * step of the engine's, with no switch point inside (Lincheck's own guarantee, {@code ignore}: the calls are not
 * analysed). What a subject logs is output, never an answer, and no race of the subject's is inside the logging; but
 * analysed, a record published to a handler (a lock, a stream, the clock read for the record's time, a class initialized
 * on the first record) is work model checking cannot replay: a late filter's warning (Micrometer's MeterRegistry,
 * corpus R13) hung the first execution and threw NoClassDefFoundError in the next, "Non-determinism found", and model
 * checking gave no verdict on either build. The subject's code around the call stays model-checked.
 */
final class LoggingAsOneStep {

    private LoggingAsOneStep() {}

    static ModelCheckingOptions applied(ModelCheckingOptions options) {
        return options.addGuarantee(ManagedStrategyGuaranteeKt.forClasses(LoggingAsOneStep::logs)
                .allMethods()
                .ignore());
    }

    /** A class of the JDK's logging, by the name model checking gives it. */
    static boolean logs(String className) {
        return PREFIXES.stream().anyMatch(className::startsWith);
    }

    private static final List<String> PREFIXES =
            List.of("java.util.logging.", "sun.util.logging.", "jdk.internal.logger.", "java.lang.System$Logger");

    /** The same guarantee as Java source, chained onto a {@code ModelCheckingOptions} (a regression test's). */
    static String javaSource() {
        String test = PREFIXES.stream()
                .map(p -> "name.startsWith(" + JdkAsOneStep.quoted(p) + ")")
                .collect(Collectors.joining(" || "));
        return "\n                            .addGuarantee(ManagedStrategyGuaranteeKt.forClasses(name -> " + test
                + ").allMethods().ignore())";
    }
}
