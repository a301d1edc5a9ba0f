package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

/**
 * One side's bytecode, read with ASM from the side's own class loader: what a public method runs (itself
 * and every method of the side's own classes it calls, transitively; the JDK's are not followed; a virtual
 * call is followed into the method the built object's own class runs for it, so a template method of a
 * superclass reaches the protected hook a subclass overrides), each
 * method's instructions as text with the side's class name written {@value #SELF} (so two classes of one
 * build compare like one class in two builds), the fields that code reads and writes, and whether it
 * prints or hands out an internal field.
 */
final class Bytecode {

    static final String SELF = "SELF";
    /** The class of the object a side builds, where it is not the named class (an anonymous subclass a factory returns). */
    static final String RUNTIME = "RUNTIME";
    /** How many methods a public method's reach is followed to, at most: a helper library is not read whole. */
    static final int MAX_REACH = 400;

    private final ClassLoader loader;
    private final String selfInternal;
    private final Class<?> runtime;
    private final String runtimeInternal;
    private final SideClassFiles classFiles;

    /** The bytecode of {@code self}'s side, its virtual calls dispatched as on an object of class {@code runtime}. */
    Bytecode(ClassLoader loader, Class<?> self, Class<?> runtime) {
        this.loader = loader;
        this.selfInternal = self.getName().replace('.', '/');
        this.runtime = runtime;
        this.runtimeInternal = runtime.getName().replace('.', '/');
        this.classFiles = new SideClassFiles(loader, selfInternal, runtimeInternal);
    }

    /** A method by owner, name and descriptor, all internal names as the side has them. */
    record Ref(String owner, String name, String descriptor) {
        static Ref of(Method m) {
            return new Ref(m.getDeclaringClass().getName().replace('.', '/'), m.getName(), Type.getMethodDescriptor(m));
        }
    }

    /** The methods {@code m} runs: itself and, transitively, every method of the side's own classes it calls. */
    Map<String, MethodNode> reach(Method m) {
        return reach(Ref.of(m));
    }

    /** The same from a method by reference (a constructor, a factory). */
    Map<String, MethodNode> reach(Ref start) {
        return reach(start, Integer.MAX_VALUE);
    }

    /** The methods {@code start} runs up to {@code depth} calls deep (0: itself alone). */
    private Map<String, MethodNode> reach(Ref start, int depth) {
        Map<String, MethodNode> reached = new LinkedHashMap<>();
        ArrayDeque<Map.Entry<Ref, Integer>> todo = new ArrayDeque<>();
        todo.add(Map.entry(start, 0));
        while (!todo.isEmpty() && reached.size() < MAX_REACH) {
            Map.Entry<Ref, Integer> next = todo.poll();
            Ref r = next.getKey();
            int deep = next.getValue();
            Optional<MethodNode> node = classFiles.method(r);
            if (node.isEmpty()) continue;
            String key = classFiles.neutral(r.owner()) + "." + r.name()
                    + r.descriptor().replace(selfInternal, SELF);
            if (reached.putIfAbsent(key, node.get()) != null || deep >= depth) continue;
            for (AbstractInsnNode insn : node.get().instructions) {
                if (insn instanceof MethodInsnNode call) {
                    if (classFiles.isOwn(call.owner))
                        todo.add(Map.entry(new Ref(call.owner, call.name, call.desc), deep + 1));
                    if (dispatchesToRuntime(call))
                        todo.add(Map.entry(new Ref(runtimeInternal, call.name, call.desc), deep + 1));
                } else if (insn instanceof InvokeDynamicInsnNode indy) {
                    for (Object arg : indy.bsmArgs) { // a lambda's body is a method of the class: followed
                        if (arg instanceof org.objectweb.asm.Handle h && classFiles.isOwn(h.getOwner())) {
                            todo.add(Map.entry(new Ref(h.getOwner(), h.getName(), h.getDesc()), deep + 1));
                        }
                    }
                }
            }
        }
        return reached;
    }

    /**
     * Whether a virtual or interface call may run a method of the built object's class: its owner is a supertype of
     * that class (the call on {@code this} of a template method, or on another object of the same hierarchy).
     */
    private boolean dispatchesToRuntime(MethodInsnNode call) {
        if (call.getOpcode() != Opcodes.INVOKEVIRTUAL && call.getOpcode() != Opcodes.INVOKEINTERFACE
                || call.owner.startsWith("[")) return false;
        if (call.owner.equals(runtimeInternal)) return false; // followed as it is
        try {
            return Class.forName(
                            call.owner.replace('/', '.'),
                            false,
                            runtime.getClassLoader() == null ? loader : runtime.getClassLoader())
                    .isAssignableFrom(runtime);
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** Each reached method's instructions as text, keyed like {@link #reach}. */
    Map<String, String> fingerprints(Method m) {
        return fingerprints(Ref.of(m));
    }

    /** The same from a method by reference (how a side builds its object: a constructor, a factory, a {@code --new} expression). */
    Map<String, String> fingerprints(Ref start) {
        return fingerprintsOf(reach(start));
    }

    /** Each reached method's instructions as text, its flags first. */
    private Map<String, String> fingerprintsOf(Map<String, MethodNode> reached) {
        Map<String, String> out = new LinkedHashMap<>();
        // A PR that only drops synchronized from a method, or volatile from a field, changes no instruction: flags
        // count.
        reached.forEach((key, node) -> out.put(
                key,
                ((node.access & Opcodes.ACC_SYNCHRONIZED) != 0 ? "synchronized\n" : "")
                        + classFiles.text(node.instructions)));
        return out;
    }

    /**
     * The fingerprints of a view method ({@link Views}): its own reach, and what each removal through the view runs on
     * each class of the side's own that its reach makes of the view's type ({@code new ValuesView(this)}): that class's
     * own code, or the JDK's default it inherits (a {@code removeIf} a PR adds to a view, or takes away, changes no code the
     * view method itself runs).
     */
    Map<String, String> viewFingerprints(Method m) {
        Map<String, MethodNode> reached = reach(m);
        Map<String, String> out = fingerprintsOf(reached);
        made(reached, m.getReturnType()).forEach((name, c) -> {
            if (c.isEmpty()) {
                out.put(name, "cannot load"); // compared as it is
                return;
            }
            for (Method removal : Views.removals(c.get())) {
                String owner = removal.getDeclaringClass().getName().replace('.', '/');
                out.put(
                        name + " " + removal.getName() + " runs",
                        classFiles.isOwn(owner) ? classFiles.neutral(owner) : "the JDK's " + owner);
                if (classFiles.isOwn(owner)) out.putAll(fingerprints(removal));
            }
        });
        return out;
    }

    /**
     * The classes of the side's own that the code {@code reached} (a method's {@link #reach}) makes ({@code new}) of {@code type}, by their neutral
     * names in order: a view's class, the anonymous class of a handle a factory returns. Empty for one that cannot be loaded.
     */
    SortedMap<String, Optional<Class<?>>> made(Map<String, MethodNode> reached, Class<?> type) {
        TreeMap<String, Optional<Class<?>>> out = new TreeMap<>();
        for (MethodNode node : reached.values()) {
            for (AbstractInsnNode insn : node.instructions) {
                if (insn.getOpcode() != Opcodes.NEW || !classFiles.isOwn(((TypeInsnNode) insn).desc)) continue;
                String made = ((TypeInsnNode) insn).desc;
                try {
                    Class<?> c = Class.forName(made.replace('/', '.'), false, loader);
                    if (type.isAssignableFrom(c)) out.put(classFiles.neutral(made), Optional.of(c));
                } catch (ClassNotFoundException | LinkageError e) {
                    out.put(classFiles.neutral(made), Optional.empty());
                }
            }
        }
        return out;
    }

    /** The fields of the side's own classes the code of {@code m} reads or writes: the state it touches. */
    Set<String> touched(Method m) {
        Set<String> out = new LinkedHashSet<>();
        for (MethodNode node : reach(m).values()) {
            for (AbstractInsnNode insn : node.instructions) {
                if (insn instanceof FieldInsnNode f && classFiles.isOwn(f.owner))
                    out.add(classFiles.neutral(f.owner) + "." + f.name);
            }
        }
        return out;
    }

    /**
     * What clock or source of chance {@code m} reads itself or through a method it calls directly ({@code System.nanoTime},
     * a {@code Clock}, {@code Instant.now}, a {@code Random}), if any: its answer may differ between two runs of the same calls
     * on the same code. Not deeper: a map whose resize, far below its {@code put}, notes the time answers by its keys, not
     * the clock (JCTools' NonBlockingHashMap: read whole, every method was compared by kind and its lost remove was missed).
     */
    Optional<String> readsTheClock(Method m) {
        for (MethodNode node : reach(Ref.of(m), 1).values()) {
            for (AbstractInsnNode insn : node.instructions) {
                if (!(insn instanceof MethodInsnNode c)) continue;
                boolean clock = c.owner.equals("java/lang/System")
                                && (c.name.equals("nanoTime") || c.name.equals("currentTimeMillis"))
                        || c.owner.equals("java/time/Clock")
                        || c.owner.startsWith("java/time/") && c.name.equals("now")
                        || c.owner.equals("java/util/Random")
                        || c.owner.equals("java/util/concurrent/ThreadLocalRandom")
                        || c.owner.equals("java/lang/Math") && c.name.equals("random")
                        || c.owner.equals("java/util/Date") && c.name.equals("<init>") && c.desc.equals("()V");
                if (clock) return Optional.of(c.owner.substring(c.owner.lastIndexOf('/') + 1) + "." + c.name);
            }
        }
        return Optional.empty();
    }

    /**
     * The documented JDK estimate {@code m} answers ({@code ConcurrentHashMap.size}), if what it returns may be one
     * ({@link Estimates}).
     */
    Optional<String> answersAnEstimate(Method m) {
        return new Estimates(classFiles).answered(Ref.of(m));
    }

    /**
     * Whether {@code m} is a method that prints: the class's own code it runs (the class, its nested classes, the built
     * object's class) writes to System.out or System.err or calls a PrintStream ({@code dump()}, {@code print()}). What
     * other code prints does not count: a logging library writing to System.err, or another class of the same library
     * that reports an error no handler took (RxJava's {@code RxJavaPlugins.onError}, which every {@code onNext},
     * {@code subscribe} and {@code onComplete} of a subject can reach); nor does an error's own report,
     * {@code printStackTrace}. Else every method that can report an error is left out, with the race in it.
     */
    boolean prints(Method m) {
        for (Map.Entry<String, MethodNode> e : reach(m).entrySet()) {
            String owner = e.getKey().substring(0, e.getKey().indexOf('.'));
            if (!owner.startsWith(SELF) && !owner.startsWith(RUNTIME)) continue;
            for (AbstractInsnNode insn : e.getValue().instructions) {
                if (insn instanceof FieldInsnNode f
                        && f.owner.equals("java/lang/System")
                        && (f.name.equals("out") || f.name.equals("err"))) return true;
                if (insn instanceof MethodInsnNode c && c.owner.equals("java/io/PrintStream")) return true;
            }
        }
        return false;
    }

    /**
     * The field {@code m} hands out as it is, when its body is a read of one field (of a reference type
     * that is no value: an array, a table, a node) returned unchanged; empty otherwise.
     */
    Optional<String> handsOut(Method m) {
        if (m.getReturnType().isPrimitive()
                || Outcomes.isValueType(m.getReturnType()) && !m.getReturnType().isArray()) return Optional.empty();
        Optional<MethodNode> node = classFiles.method(Ref.of(m));
        if (node.isEmpty()) return Optional.empty();
        List<AbstractInsnNode> real = new java.util.ArrayList<>();
        for (AbstractInsnNode insn : node.get().instructions) {
            if (insn.getOpcode() >= 0) real.add(insn);
        }
        for (int i = 0; i + 1 < real.size(); i++) {
            if (real.get(i) instanceof FieldInsnNode f
                    && (f.getOpcode() == Opcodes.GETFIELD || f.getOpcode() == Opcodes.GETSTATIC)
                    && real.get(i + 1).getOpcode() == Opcodes.ARETURN
                    && (f.desc.startsWith("[") || !Outcomes.isValueType(descriptorClass(f.desc)))) {
                return Optional.of(f.name);
            }
        }
        return Optional.empty();
    }

    private static Class<?> descriptorClass(String desc) {
        return switch (desc.charAt(0)) {
            case '[' -> Object[].class;
            case 'L' -> {
                try {
                    yield Class.forName(
                            desc.substring(1, desc.length() - 1).replace('/', '.'),
                            false,
                            ClassLoader.getPlatformClassLoader());
                } catch (ClassNotFoundException e) {
                    yield Object.class; // a class of the library: no value
                }
            }
            default -> int.class;
        };
    }
}
