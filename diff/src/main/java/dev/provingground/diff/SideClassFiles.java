package dev.provingground.diff;

import java.io.IOException;
import java.io.InputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
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
 * One side's class files ({@link Bytecode}), read with ASM from the side's own class loader, each once: a class or a
 * method by name, whether a class is the side's own, a class name as both sides share it ({@value Bytecode#SELF},
 * {@value Bytecode#RUNTIME}), and a method's instructions as text in those names.
 */
final class SideClassFiles implements Estimates.Code {

    private final ClassLoader loader;
    private final String selfInternal;
    private final String runtimeInternal;
    private final Map<String, Optional<ClassNode>> classes = new HashMap<>();

    SideClassFiles(ClassLoader loader, String selfInternal, String runtimeInternal) {
        this.loader = loader;
        this.selfInternal = selfInternal;
        this.runtimeInternal = runtimeInternal;
    }

    private boolean isVolatile(String owner, String field) {
        return node(owner)
                .map(c ->
                        c.fields.stream().anyMatch(f -> f.name.equals(field) && (f.access & Opcodes.ACC_VOLATILE) != 0))
                .orElse(false);
    }

    /** Whether a class is the side's own (read from its loader), not the JDK's nor Kotlin's. */
    @Override
    public boolean isOwn(String internalName) {
        if (internalName.startsWith("[")) return false;
        if (internalName.startsWith("java/")
                || internalName.startsWith("javax/")
                || internalName.startsWith("jdk/")
                || internalName.startsWith("sun/")
                || internalName.startsWith("kotlin/")) return false;
        return node(internalName).isPresent();
    }

    /** An owner's name as both sides share it: the side's class (and its nested classes) as {@value Bytecode#SELF}. */
    String neutral(String owner) {
        if (owner.equals(selfInternal) || owner.startsWith(selfInternal + "$"))
            return Bytecode.SELF + owner.substring(selfInternal.length());
        if (owner.equals(runtimeInternal) || owner.startsWith(runtimeInternal + "$"))
            return Bytecode.RUNTIME + owner.substring(runtimeInternal.length());
        return owner;
    }

    /** A method by reference, in its owner or the nearest of its superclasses that the side has. */
    @Override
    public Optional<MethodNode> method(Bytecode.Ref r) {
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
                return Optional.of(BoundsChecks.undone(c)); // as the build has it, in the checks' JVMs too
            } catch (IOException e) {
                return Optional.empty();
            }
        });
    }

    /** Instructions as text: opcodes and operands, labels numbered in order, line numbers and frames left out. */
    String text(InsnList instructions) {
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
                            .append(c.desc.replace(selfInternal, Bytecode.SELF));
                case FieldInsnNode f ->
                    b.append(' ')
                            .append(neutral(f.owner))
                            .append('.')
                            .append(f.name)
                            .append(' ')
                            .append(f.desc.replace(selfInternal, Bytecode.SELF))
                            .append(isVolatile(f.owner, f.name) ? " volatile" : "");
                case org.objectweb.asm.tree.LdcInsnNode c -> b.append(' ').append(c.cst);
                case org.objectweb.asm.tree.IntInsnNode i -> b.append(' ').append(i.operand);
                case org.objectweb.asm.tree.VarInsnNode v -> b.append(' ').append(v.var);
                case org.objectweb.asm.tree.IincInsnNode v ->
                    b.append(' ').append(v.var).append(' ').append(v.incr);
                case org.objectweb.asm.tree.TypeInsnNode t -> b.append(' ').append(neutral(t.desc));
                case org.objectweb.asm.tree.JumpInsnNode j -> b.append(" L").append(labels.get(j.label));
                case InvokeDynamicInsnNode d ->
                    b.append(' ').append(d.name).append(d.desc.replace(selfInternal, Bytecode.SELF));
                default -> {}
            }
            b.append('\n');
        }
        return b.toString();
    }
}
