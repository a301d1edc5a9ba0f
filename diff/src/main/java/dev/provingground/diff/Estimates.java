package dev.provingground.diff;

import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.Frame;
import org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.objectweb.asm.tree.analysis.SourceValue;

/**
 * Whether a method answers an estimate: what it returns comes from a JDK aggregate whose documentation says it is no
 * snapshot while other threads update the object ({@code ConcurrentHashMap.size}: "aggregate status methods including
 * size, isEmpty, and containsValue ... reflect transient states"; {@code LongAdder.sum}: "NOT an atomic snapshot"; the
 * concurrent queues' and skip lists' {@code size}: "may be inaccurate"). Such an answer is exact in a sequence and not
 * in a race, so a history that only it makes non-linearizable is the JDK's documented relaxation, not a race the PR
 * brings. Followed by data flow (ASM's {@link SourceInterpreter}): the value returned, through primitive conversions,
 * boxing and a cast, and through the side's own methods two calls deep. A method that only reads an estimate to decide
 * something else ({@code put} that clears a full map) does not answer it, and is compared by value as before.
 */
final class Estimates {

    /** The JDK's documented estimates: owner (internal name) to method names. */
    static final Map<String, Set<String>> DOCUMENTED = Map.ofEntries(
            Map.entry(
                    "java/util/concurrent/ConcurrentHashMap",
                    Set.of("size", "mappingCount", "isEmpty", "containsValue")),
            Map.entry("java/util/concurrent/ConcurrentHashMap$KeySetView", Set.of("size", "isEmpty")),
            Map.entry("java/util/concurrent/ConcurrentSkipListMap", Set.of("size")),
            Map.entry("java/util/concurrent/ConcurrentSkipListSet", Set.of("size")),
            Map.entry("java/util/concurrent/ConcurrentLinkedQueue", Set.of("size")),
            Map.entry("java/util/concurrent/ConcurrentLinkedDeque", Set.of("size")),
            Map.entry("java/util/concurrent/LinkedTransferQueue", Set.of("size")),
            Map.entry(
                    "java/util/concurrent/atomic/LongAdder",
                    Set.of("sum", "sumThenReset", "intValue", "longValue", "floatValue", "doubleValue")),
            Map.entry(
                    "java/util/concurrent/atomic/DoubleAdder",
                    Set.of("sum", "sumThenReset", "intValue", "longValue", "floatValue", "doubleValue")),
            Map.entry(
                    "java/util/concurrent/atomic/LongAccumulator",
                    Set.of("get", "getThenReset", "intValue", "longValue", "floatValue", "doubleValue")),
            Map.entry(
                    "java/util/concurrent/atomic/DoubleAccumulator",
                    Set.of("get", "getThenReset", "intValue", "longValue", "floatValue", "doubleValue")));

    /** How many of the side's own methods deep a returned value is followed. */
    private static final int DEPTH = 2;

    /** The side's code: a method's instructions by reference, and whether a class is the side's own. */
    interface Code {
        Optional<MethodNode> method(Bytecode.Ref ref);

        boolean isOwn(String internalName);
    }

    private final Code code;

    Estimates(Code code) {
        this.code = code;
    }

    /** The documented estimate {@code start} answers ({@code ConcurrentHashMap.size}), if what it returns may be one. */
    Optional<String> answered(Bytecode.Ref start) {
        return answered(start, 0, new HashSet<>());
    }

    private Optional<String> answered(Bytecode.Ref ref, int depth, Set<Bytecode.Ref> seen) {
        if (depth > DEPTH || !seen.add(ref)) return Optional.empty();
        Optional<MethodNode> node = code.method(ref);
        if (node.isEmpty() || node.get().instructions.size() == 0) return Optional.empty();
        Frame<SourceValue>[] frames;
        try {
            frames = new Analyzer<>(new SourceInterpreter()).analyze(ref.owner(), node.get());
        } catch (AnalyzerException | RuntimeException e) {
            return Optional.empty(); // code ASM cannot follow answers what it answers: compared by value, as before
        }
        for (int i = 0; i < node.get().instructions.size(); i++) {
            AbstractInsnNode insn = node.get().instructions.get(i);
            if (!returnsAValue(insn) || frames[i] == null) continue;
            Optional<String> found = source(node.get(), frames, top(frames[i]), depth, seen);
            if (found.isPresent()) return found;
        }
        return Optional.empty();
    }

    /** The estimate a value on the stack comes from, through conversions, boxing and casts, and own methods. */
    private Optional<String> source(
            MethodNode node, Frame<SourceValue>[] frames, SourceValue value, int depth, Set<Bytecode.Ref> seen) {
        for (AbstractInsnNode from : value.insns) {
            if (from instanceof MethodInsnNode call) {
                if (DOCUMENTED.getOrDefault(call.owner, Set.of()).contains(call.name)) {
                    return Optional.of(call.owner.substring(call.owner.lastIndexOf('/') + 1) + "." + call.name);
                }
                if (isBoxing(call)) {
                    Optional<String> boxed = operand(node, frames, from, depth, seen);
                    if (boxed.isPresent()) return boxed;
                    continue;
                }
                if (code.isOwn(call.owner)) {
                    Optional<String> deeper =
                            answered(new Bytecode.Ref(call.owner, call.name, call.desc), depth + 1, seen);
                    if (deeper.isPresent()) return deeper;
                }
            } else if (isConversion(from) || from instanceof TypeInsnNode t && t.getOpcode() == Opcodes.CHECKCAST) {
                Optional<String> converted = operand(node, frames, from, depth, seen);
                if (converted.isPresent()) return converted;
            }
        }
        return Optional.empty();
    }

    /** The estimate the value an instruction takes from the top of the stack comes from. */
    private Optional<String> operand(
            MethodNode node, Frame<SourceValue>[] frames, AbstractInsnNode insn, int depth, Set<Bytecode.Ref> seen) {
        Frame<SourceValue> before = frames[node.instructions.indexOf(insn)];
        if (before == null || before.getStackSize() == 0) return Optional.empty();
        return source(node, frames, top(before), depth, seen);
    }

    private static SourceValue top(Frame<SourceValue> frame) {
        return frame.getStack(frame.getStackSize() - 1);
    }

    private static boolean returnsAValue(AbstractInsnNode insn) {
        int op = insn.getOpcode();
        return op >= Opcodes.IRETURN && op <= Opcodes.ARETURN;
    }

    private static boolean isConversion(AbstractInsnNode insn) {
        int op = insn.getOpcode();
        return op >= Opcodes.I2L && op <= Opcodes.I2S;
    }

    /** {@code Integer.valueOf(int)} and the like: a primitive answered as its box. */
    private static boolean isBoxing(MethodInsnNode call) {
        return call.getOpcode() == Opcodes.INVOKESTATIC
                && call.owner.startsWith("java/lang/")
                && call.name.equals("valueOf")
                && call.desc.length() == call.owner.length() + 5; // (X)Ljava/lang/Owner;
    }
}
