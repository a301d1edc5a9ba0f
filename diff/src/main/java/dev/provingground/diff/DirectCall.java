package dev.provingground.diff;

import static net.bytebuddy.matcher.ElementMatchers.named;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.concurrent.atomic.AtomicInteger;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.loading.ClassLoadingStrategy;
import net.bytebuddy.implementation.MethodCall;
import net.bytebuddy.implementation.bytecode.assign.Assigner;

/**
 * One API method, called as compiled code calls it ({@code invokevirtual} or {@code invokeinterface}), not
 * through reflection: under Lincheck's model checking, a reflective call ran the subject's code outside the
 * analysed code, so a {@code synchronized} method took the JVM's monitor where the model could not see it,
 * and a thread the model had not scheduled ran inside another's monitor (a sound, fully synchronized
 * class read "not linearizable": docs/findings.md). A method whose declaring class is not public (a
 * public method a package-private superclass declares) cannot be called so from here: it is called
 * through reflection, as before.
 */
interface DirectCall {

    Object call(Object target, Object[] arguments) throws Throwable;

    // The same with up to three arguments passed one by one ({@link Dispatch}): their array is made here, in the code
    // model checking analyses, so it is the calling thread's own and reading it is no switch point.

    default Object call0(Object target) throws Throwable {
        return call(target, new Object[0]);
    }

    default Object call1(Object target, Object a) throws Throwable {
        return call(target, new Object[] {a});
    }

    default Object call2(Object target, Object a, Object b) throws Throwable {
        return call(target, new Object[] {a, b});
    }

    default Object call3(Object target, Object a, Object b, Object c) throws Throwable {
        return call(target, new Object[] {a, b, c});
    }

    AtomicInteger NAMES = new AtomicInteger();

    /** The direct call of {@code method}, defined beside this class (where Lincheck's operations classes are). */
    static DirectCall of(Method method) {
        if (!Modifier.isPublic(method.getDeclaringClass().getModifiers())
                || !Modifier.isPublic(method.getModifiers())) {
            return reflective(method);
        }
        try (DynamicType.Unloaded<DirectCall> unloaded = new ByteBuddy()
                .subclass(DirectCall.class)
                .name(DirectCall.class.getPackageName() + ".DirectCall_" + method.getName() + "_"
                        + NAMES.incrementAndGet())
                .method(named("call"))
                .intercept(MethodCall.invoke(method)
                        .onArgument(0)
                        .withArgumentArrayElements(1, method.getParameterCount())
                        .withAssigner(Assigner.DEFAULT, Assigner.Typing.DYNAMIC))
                .make()) {
            Class<? extends DirectCall> c = unloaded.load(
                            DirectCall.class.getClassLoader(),
                            ClassLoadingStrategy.UsingLookup.of(
                                    MethodHandles.privateLookupIn(DirectCall.class, MethodHandles.lookup())))
                    .getLoaded();
            return c.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException | IllegalStateException | LinkageError e) {
            return reflective(method); // a class this module's loader cannot see: through reflection
        }
    }

    private static DirectCall reflective(Method method) {
        return (target, arguments) -> {
            try {
                return method.invoke(target, arguments);
            } catch (java.lang.reflect.InvocationTargetException e) {
                throw e.getCause();
            }
        };
    }
}
