package dev.provingground.diff;

import java.lang.invoke.MethodHandles;
import java.util.List;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.description.annotation.AnnotationDescription;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.loading.ClassLoadingStrategy;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.MethodCall;
import org.jetbrains.lincheck.datastructures.Operation;

/**
 * Lincheck operations classes made at run time, as Lincheck's users write them by hand: one
 * {@code @Operation} method per call of the diff ({@code retain_3()} is call 3, {@code retain(2^30)}; a give-back,
 * {@link Operations.Op#givesBack}, is a method but no {@code @Operation}: a set-up of the systematic scenarios only),
 * each answering in {@link Outcomes}' words, so an exception is an answer to compare, not a failure. The
 * implementation's class and the specification's differ only in the side they build. Defined in this
 * module's class loader, where Lincheck looks classes up by name.
 */
final class GeneratedOperations {

    private GeneratedOperations() {}

    static Class<?> define(String simpleName, boolean specification, List<Operations.Op> ops) throws Exception {
        DynamicType.Builder<DiffOperations> b = new ByteBuddy()
                .subclass(DiffOperations.class, ConstructorStrategy.Default.NO_CONSTRUCTORS)
                .name(DiffOperations.class.getPackageName() + "." + simpleName)
                .defineConstructor(Visibility.PUBLIC)
                .intercept(MethodCall.invoke(DiffOperations.class.getDeclaredConstructor(boolean.class))
                        .with(specification));
        var call = DiffOperations.class.getDeclaredMethod("call", int.class);
        AnnotationDescription operation =
                AnnotationDescription.Builder.ofType(Operation.class).build();
        for (int i = 0; i < ops.size(); i++) {
            var method = b.defineMethod(name(ops, i), String.class, Visibility.PUBLIC)
                    .intercept(MethodCall.invoke(call).with(i));
            // A give-back (two calls in one) is a set-up of the systematic scenarios only: no random scenario races it.
            b = ops.get(i).givesBack() ? method : method.annotateMethod(operation);
        }
        try (DynamicType.Unloaded<DiffOperations> unloaded = b.make()) {
            return unloaded.load(
                            DiffOperations.class.getClassLoader(),
                            ClassLoadingStrategy.UsingLookup.of(
                                    MethodHandles.privateLookupIn(DiffOperations.class, MethodHandles.lookup())))
                    .getLoaded();
        }
    }

    /** The operation's method name: the API method's, and the call's number. */
    static String name(List<Operations.Op> ops, int i) {
        return ops.get(i).method() + "_" + i;
    }

    /** Which call each operation name is, for the evidence. */
    static String legend(List<Operations.Op> ops) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < ops.size(); i++) b.append(String.format("  %-20s = %s%n", name(ops, i) + "()", ops.get(i)));
        return b.toString();
    }
}
