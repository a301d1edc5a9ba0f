package dev.provingground.diff;

import java.lang.instrument.ClassDefinition;
import java.lang.instrument.ClassFileTransformer;
import java.lang.instrument.Instrumentation;
import java.lang.instrument.UnmodifiableClassException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarFile;
import net.bytebuddy.agent.ByteBuddyAgent;
import org.jetbrains.lincheck.jvm.agent.LincheckInstrumentation;

/**
 * The instrumentation Lincheck is given in an engine's JVM: the JVM's own, except that a class whose retransformation
 * failed once is no longer modifiable, and a bulk retransformation that fails is split in halves until the classes that
 * fail are found, instead of throwing (docs/findings.md, F35).
 *
 * <p>Why: Lincheck installs its agent at every {@code Options.check} and uninstalls it after, each with one bulk
 * {@code retransformClasses} call over the loaded classes; when that call throws, it retransforms them one at a time,
 * a safepoint each (about 20 ms in a JVM holding a library and both builds). A class that is loaded but cannot be
 * linked (a plugin whose optional dependency is absent: log4j's Disruptor, JMS and Kafka appenders, corpus R08) can
 * never be redefined, so every bulk call failed and every install and uninstall cost tens of seconds: R08's real-thread
 * JVM spent 85 of its 98 s so. Here such a class fails once, is found by halving (a few dozen calls, not thousands), and
 * is left out of every later call; Lincheck skips it as it would have, one class at a time, and instruments the rest.
 * Which classes were left out, and why, is kept ({@link #leftOut}).
 */
public final class RedefinableClassesOnly implements Instrumentation {

    private static volatile RedefinableClassesOnly attached;

    private final Instrumentation jvm;
    private final Map<Class<?>, String> failed = new ConcurrentHashMap<>();

    RedefinableClassesOnly(Instrumentation jvm) {
        this.jvm = jvm;
    }

    /**
     * Gives Lincheck this instrumentation around the JVM's (ByteBuddy's self-attached agent, as Lincheck's own attach
     * does), before Lincheck's first run in this JVM; nothing when Lincheck's agent is already attached.
     */
    public static void attachToLincheck() {
        attachToLincheck(ByteBuddyAgent.install());
    }

    /** {@link #attachToLincheck()} around the given instrumentation (a test counts the calls the JVM is asked). */
    static void attachToLincheck(Instrumentation jvm) {
        LincheckInstrumentation lincheck = LincheckInstrumentation.INSTANCE;
        synchronized (RedefinableClassesOnly.class) {
            if (lincheck.getJavaAgentAttachType() != null) return;
            RedefinableClassesOnly around = new RedefinableClassesOnly(jvm);
            lincheck.attachJavaAgentDynamically(around);
            attached = around;
        }
    }

    /** The classes left out of Lincheck's instrumentation in this JVM, each with why its retransformation failed. */
    public static Map<String, String> leftOut() {
        RedefinableClassesOnly around = attached;
        Map<String, String> out = new TreeMap<>();
        if (around != null) around.failed.forEach((type, why) -> out.put(type.getName(), why));
        return out;
    }

    /**
     * For a check's evidence: the classes left out of Lincheck's instrumentation in this JVM, and why; empty when none.
     * A class that cannot be linked never runs, so nothing of the subject's run is missed through it.
     */
    public static String note() {
        Map<String, String> out = leftOut();
        if (out.isEmpty()) return "";
        StringBuilder note =
                new StringBuilder("\n\nleft out of Lincheck's instrumentation, their retransformation refused"
                        + " by the JVM (a class that cannot be linked never runs; docs/findings.md, F35): " + out.size()
                        + " classes\n");
        out.forEach((type, why) ->
                note.append("  ").append(type).append(": ").append(why).append('\n'));
        return note.toString();
    }

    @Override
    public boolean isModifiableClass(Class<?> theClass) {
        return !failed.containsKey(theClass) && jvm.isModifiableClass(theClass);
    }

    /**
     * Retransforms the classes not known to fail; when the JVM refuses the call, halves it until the classes that fail
     * are found, kept and left out. Never throws for a class that cannot be retransformed: it is left out, as Lincheck
     * leaves it out when it retransforms one class at a time.
     */
    @Override
    public void retransformClasses(Class<?>... classes) {
        List<Class<?>> asked = new ArrayList<>(classes.length);
        for (Class<?> type : classes) if (!failed.containsKey(type)) asked.add(type);
        if (!asked.isEmpty()) retransformOrHalve(asked);
    }

    private void retransformOrHalve(List<Class<?>> classes) {
        try {
            jvm.retransformClasses(classes.toArray(new Class<?>[0]));
        } catch (Throwable refused) {
            if (refused instanceof VirtualMachineError && !(refused instanceof InternalError)) throw (Error) refused;
            if (classes.size() == 1) {
                failed.put(classes.get(0), refused.toString());
                return;
            }
            int half = classes.size() / 2;
            retransformOrHalve(classes.subList(0, half));
            retransformOrHalve(classes.subList(half, classes.size()));
        }
    }

    @Override
    public void addTransformer(ClassFileTransformer transformer, boolean canRetransform) {
        jvm.addTransformer(transformer, canRetransform);
    }

    @Override
    public void addTransformer(ClassFileTransformer transformer) {
        jvm.addTransformer(transformer);
    }

    @Override
    public boolean removeTransformer(ClassFileTransformer transformer) {
        return jvm.removeTransformer(transformer);
    }

    @Override
    public boolean isRetransformClassesSupported() {
        return jvm.isRetransformClassesSupported();
    }

    @Override
    public boolean isRedefineClassesSupported() {
        return jvm.isRedefineClassesSupported();
    }

    @Override
    public void redefineClasses(ClassDefinition... definitions)
            throws ClassNotFoundException, UnmodifiableClassException {
        jvm.redefineClasses(definitions);
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class[] getAllLoadedClasses() {
        return jvm.getAllLoadedClasses();
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Class[] getInitiatedClasses(ClassLoader loader) {
        return jvm.getInitiatedClasses(loader);
    }

    @Override
    public long getObjectSize(Object object) {
        return jvm.getObjectSize(object);
    }

    @Override
    public void appendToBootstrapClassLoaderSearch(JarFile jar) {
        jvm.appendToBootstrapClassLoaderSearch(jar);
    }

    @Override
    public void appendToSystemClassLoaderSearch(JarFile jar) {
        jvm.appendToSystemClassLoaderSearch(jar);
    }

    @Override
    public boolean isNativeMethodPrefixSupported() {
        return jvm.isNativeMethodPrefixSupported();
    }

    @Override
    public void setNativeMethodPrefix(ClassFileTransformer transformer, String prefix) {
        jvm.setNativeMethodPrefix(transformer, prefix);
    }

    @Override
    public void redefineModule(
            Module module,
            Set<Module> extraReads,
            Map<String, Set<Module>> extraExports,
            Map<String, Set<Module>> extraOpens,
            Set<Class<?>> extraUses,
            Map<Class<?>, List<Class<?>>> extraProvides) {
        jvm.redefineModule(module, extraReads, extraExports, extraOpens, extraUses, extraProvides);
    }

    @Override
    public boolean isModifiableModule(Module module) {
        return jvm.isModifiableModule(module);
    }

    @Override
    public String toString() {
        return "the JVM's instrumentation, " + failed.size() + " classes that cannot be redefined left out";
    }
}
