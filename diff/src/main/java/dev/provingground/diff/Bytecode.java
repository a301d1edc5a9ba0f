package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FrameNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.util.Printer;

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
    private final Map<String, Optional<ClassNode>> classes = new HashMap<>();

    /** The bytecode of {@code self}'s side, its virtual calls dispatched as on an object of class {@code runtime}. */
    Bytecode(ClassLoader loader, Class<?> self, Class<?> runtime) {
        this.loader = loader;
        this.selfInternal = self.getName().replace('.', '/');
        this.runtime = runtime;
        this.runtimeInternal = runtime.getName().replace('.', '/');
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
            Optional<MethodNode> node = method(r);
            if (node.isEmpty()) continue;
            String key = neutral(r.owner()) + "." + r.name() + r.descriptor().replace(selfInternal, SELF);
            if (reached.putIfAbsent(key, node.get()) != null || deep >= depth) continue;
            for (AbstractInsnNode insn : node.get().instructions) {
                if (insn instanceof MethodInsnNode call) {
                    if (isOwn(call.owner)) todo.add(Map.entry(new Ref(call.owner, call.name, call.desc), deep + 1));
                    if (dispatchesToRuntime(call))
                        todo.add(Map.entry(new Ref(runtimeInternal, call.name, call.desc), deep + 1));
                } else if (insn instanceof InvokeDynamicInsnNode indy) {
                    for (Object arg : indy.bsmArgs) { // a lambda's body is a method of the class: followed
                        if (arg instanceof org.objectweb.asm.Handle h && isOwn(h.getOwner())) {
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
        Map<String, String> out = new LinkedHashMap<>();
        // A PR that only drops synchronized from a method, or volatile from a field, changes no instruction: flags
        // count.
        reach(start)
                .forEach((key, node) -> out.put(
                        key,
                        ((node.access & Opcodes.ACC_SYNCHRONIZED) != 0 ? "synchronized\n" : "")
                                + text(node.instructions)));
        return out;
    }

    /** The fields of the side's own classes the code of {@code m} reads or writes: the state it touches. */
    Set<String> touched(Method m) {
        Set<String> out = new LinkedHashSet<>();
        for (MethodNode node : reach(m).values()) {
            for (AbstractInsnNode insn : node.instructions) {
                if (insn instanceof FieldInsnNode f && isOwn(f.owner)) out.add(neutral(f.owner) + "." + f.name);
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
     * Whether {@code m}'s code writes to System.out or System.err, or calls a PrintStream: its own code, in the class's own
     * artifact. A library it calls that may print (a logging library writing to System.err) does not count: every method
     * that logs would be left out, with the race in it.
     */
    boolean prints(Method m) {
        for (Map.Entry<String, MethodNode> e : reach(m).entrySet()) {
            if (!inOwnArtifact(e.getKey().substring(0, e.getKey().indexOf('.')))) continue;
            for (AbstractInsnNode insn : e.getValue().instructions) {
                if (insn instanceof FieldInsnNode f
                        && f.owner.equals("java/lang/System")
                        && (f.name.equals("out") || f.name.equals("err"))) return true;
                if (insn instanceof MethodInsnNode c
                        && (c.owner.equals("java/io/PrintStream")
                                || c.owner.equals("java/lang/Throwable") && c.name.equals("printStackTrace"))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a class (by its {@link #neutral} name) comes from the same jar or folder as the side's class. */
    private boolean inOwnArtifact(String neutralOwner) {
        if (neutralOwner.startsWith(SELF) || neutralOwner.startsWith(RUNTIME)) return true;
        try {
            Class<?> self = Class.forName(selfInternal.replace('/', '.'), false, loader);
            Class<?> owner = Class.forName(neutralOwner.replace('/', '.'), false, loader);
            var mine = self.getProtectionDomain().getCodeSource();
            var theirs = owner.getProtectionDomain().getCodeSource();
            return mine == null
                    || theirs == null
                    || mine.getLocation() == null
                    || mine.getLocation().equals(theirs.getLocation());
        } catch (ClassNotFoundException | LinkageError | SecurityException e) {
            return true;
        }
    }

    /**
     * The field {@code m} hands out as it is, when its body is a read of one field (of a reference type
     * that is no value: an array, a table, a node) returned unchanged; empty otherwise.
     */
    Optional<String> handsOut(Method m) {
        if (m.getReturnType().isPrimitive()
                || Outcomes.isValueType(m.getReturnType()) && !m.getReturnType().isArray()) return Optional.empty();
        Optional<MethodNode> node = method(Ref.of(m));
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

    private boolean isVolatile(String owner, String field) {
        return node(owner)
                .map(c ->
                        c.fields.stream().anyMatch(f -> f.name.equals(field) && (f.access & Opcodes.ACC_VOLATILE) != 0))
                .orElse(false);
    }

    private boolean isOwn(String internalName) {
        if (internalName.startsWith("[")) return false;
        if (internalName.startsWith("java/")
                || internalName.startsWith("javax/")
                || internalName.startsWith("jdk/")
                || internalName.startsWith("sun/")
                || internalName.startsWith("kotlin/")) return false;
        return node(internalName).isPresent();
    }

    /** An owner's name as both sides share it: the side's class (and its nested classes) as {@value #SELF}. */
    private String neutral(String owner) {
        if (owner.equals(selfInternal) || owner.startsWith(selfInternal + "$"))
            return SELF + owner.substring(selfInternal.length());
        if (owner.equals(runtimeInternal) || owner.startsWith(runtimeInternal + "$"))
            return RUNTIME + owner.substring(runtimeInternal.length());
        return owner;
    }

    private Optional<MethodNode> method(Ref r) {
        String owner = r.owner();
        for (int depth = 0;
                depth < 20 && owner != null;
                depth++) { // a method inherited from a superclass of the side's own
            Optional<ClassNode> c = node(owner);
            if (c.isEmpty()) return Optional.empty();
            for (MethodNode m : c.get().methods) {
                if (m.name.equals(r.name()) && m.desc.equals(r.descriptor())) return Optional.of(m);
            }
            owner = c.get().superName;
        }
        return Optional.empty();
    }

    private Optional<ClassNode> node(String internalName) {
        return classes.computeIfAbsent(internalName, n -> {
            if (ClassLoader.getPlatformClassLoader().getResource(n + ".class") != null)
                return Optional.empty(); // the JDK's
            try (InputStream in = loader.getResourceAsStream(n + ".class")) {
                if (in == null) return Optional.empty();
                ClassNode c = new ClassNode();
                new ClassReader(in.readAllBytes()).accept(c, ClassReader.SKIP_FRAMES);
                return Optional.of(c);
            } catch (IOException e) {
                return Optional.empty();
            }
        });
    }

    /** Instructions as text: opcodes and operands, labels numbered in order, line numbers and frames left out. */
    private String text(InsnList instructions) {
        Map<LabelNode, Integer> labels = new HashMap<>();
        for (AbstractInsnNode insn : instructions) if (insn instanceof LabelNode l) labels.put(l, labels.size());
        StringBuilder b = new StringBuilder();
        for (AbstractInsnNode insn : instructions) {
            if (insn instanceof LineNumberNode || insn instanceof FrameNode) continue;
            if (insn instanceof LabelNode l) {
                b.append('L').append(labels.get(l)).append('\n');
                continue;
            }
            b.append(Printer.OPCODES[insn.getOpcode()]);
            switch (insn) {
                case MethodInsnNode c ->
                    b.append(' ')
                            .append(neutral(c.owner))
                            .append('.')
                            .append(c.name)
                            .append(c.desc.replace(selfInternal, SELF));
                case FieldInsnNode f ->
                    b.append(' ')
                            .append(neutral(f.owner))
                            .append('.')
                            .append(f.name)
                            .append(' ')
                            .append(f.desc.replace(selfInternal, SELF))
                            .append(isVolatile(f.owner, f.name) ? " volatile" : "");
                case org.objectweb.asm.tree.LdcInsnNode c -> b.append(' ').append(c.cst);
                case org.objectweb.asm.tree.IntInsnNode i -> b.append(' ').append(i.operand);
                case org.objectweb.asm.tree.VarInsnNode v -> b.append(' ').append(v.var);
                case org.objectweb.asm.tree.IincInsnNode v ->
                    b.append(' ').append(v.var).append(' ').append(v.incr);
                case org.objectweb.asm.tree.TypeInsnNode t -> b.append(' ').append(neutral(t.desc));
                case org.objectweb.asm.tree.JumpInsnNode j -> b.append(" L").append(labels.get(j.label));
                case InvokeDynamicInsnNode d -> b.append(' ').append(d.name).append(d.desc.replace(selfInternal, SELF));
                default -> {}
            }
            b.append('\n');
        }
        return b.toString();
    }
}
