package dev.provingground.diff;

import dev.provingground.verdict.ChildJvm;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.jetbrains.lincheck.datastructures.Operation;
import org.jetbrains.lincheck.datastructures.StressOptions;
import org.jetbrains.lincheck.jvm.agent.LincheckInstrumentation;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A JVM of its own for {@link RedefinableClassesOnlyTest}: Lincheck given the JVM's instrumentation ({@code bare}) or
 * {@link RedefinableClassesOnly} around it ({@code around}), each counted; a class loaded that cannot be linked (its
 * one method returns an instance of a class that is absent, as log4j's plugins do when their optional dependency is,
 * docs/findings.md, F35); then two stress checks of a counter. It writes what the JVM was asked in the second check.
 */
public final class UnlinkedClassProbe {

    private UnlinkedClassProbe() {}

    /** What the JVM was asked to retransform during the second check, and what was left out. */
    record Counted(int calls, int refused, List<String> leftOut, String note, boolean checksPassed)
            implements Serializable {}

    /** The counter the stress checks run. */
    public static final class Counter {
        private final AtomicInteger value = new AtomicInteger();

        @Operation
        public int increment() {
            return value.incrementAndGet();
        }

        @Operation
        public int get() {
            return value.get();
        }
    }

    /** {@code args}: {@code bare} or {@code around}, and the file the {@link Counted} is written to. */
    public static void main(String[] args) throws Exception {
        AtomicInteger calls = new AtomicInteger();
        AtomicInteger refused = new AtomicInteger();
        Instrumentation jvm = counted(ByteBuddyAgent.install(), calls, refused);
        if (args[0].equals("around")) RedefinableClassesOnly.attachToLincheck(jvm);
        else LincheckInstrumentation.INSTANCE.attachJavaAgentDynamically(jvm);
        Class.forName("fixture.Plugin", false, new PluginLoader()); // loaded, never linked
        boolean passed = check();
        calls.set(0);
        refused.set(0);
        passed &= check();
        Counted counted = new Counted(
                calls.get(),
                refused.get(),
                List.copyOf(RedefinableClassesOnly.leftOut().keySet()),
                RedefinableClassesOnly.note(),
                passed);
        try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(Path.of(args[1])))) {
            out.writeObject(counted);
        }
        ChildJvm.end(0);
    }

    private static boolean check() {
        new StressOptions()
                .iterations(2)
                .invocationsPerIteration(50)
                .threads(2)
                .actorsPerThread(2)
                .check(Counter.class);
        return true;
    }

    /** The JVM's instrumentation, its {@code retransformClasses} calls counted, and those it refused. */
    private static Instrumentation counted(Instrumentation jvm, AtomicInteger calls, AtomicInteger refused) {
        return (Instrumentation) Proxy.newProxyInstance(
                Instrumentation.class.getClassLoader(), new Class<?>[] {Instrumentation.class}, (proxy, method, a) -> {
                    boolean retransform = method.getName().equals("retransformClasses");
                    if (retransform) calls.incrementAndGet();
                    try {
                        return method.invoke(jvm, a);
                    } catch (InvocationTargetException e) {
                        if (retransform) refused.incrementAndGet();
                        throw e.getCause();
                    }
                });
    }

    /** Defines {@code fixture.Plugin}, whose {@code make()} returns a new {@code fixture.Missing}, which it cannot find. */
    private static final class PluginLoader extends ClassLoader {

        PluginLoader() {
            super(UnlinkedClassProbe.class.getClassLoader());
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            if (!name.equals("fixture.Plugin")) throw new ClassNotFoundException(name);
            byte[] bytes = plugin();
            return defineClass(name, bytes, 0, bytes.length);
        }

        private static byte[] plugin() {
            ClassWriter writer = new ClassWriter(0);
            writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "fixture/Plugin", null, "java/lang/Object", null);
            MethodVisitor make = writer.visitMethod(
                    Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "make", "()Ljava/lang/Number;", null, null);
            make.visitCode();
            make.visitTypeInsn(Opcodes.NEW, "fixture/Missing");
            make.visitInsn(Opcodes.DUP);
            make.visitMethodInsn(Opcodes.INVOKESPECIAL, "fixture/Missing", "<init>", "()V", false);
            make.visitInsn(Opcodes.ARETURN);
            make.visitMaxs(2, 0);
            make.visitEnd();
            writer.visitEnd();
            return writer.toByteArray();
        }
    }
}
