package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * The strings a class keys by its arguments' class names. When the code a chosen method runs asks one of its arguments
 * the name of its class and keeps it as a value, not as text ({@code event.getClass().getSimpleName()} handed to a map:
 * an event processor looking up the consumers registered for an event's type), a string argument is a class's name, and the built-in strings ("a", "b") name none: a consumer
 * registered for "a" never hears an event, and a registration never meets the walk of the list it adds to. So the
 * string domain gains the name of the class of the built-in objects (the JDK's {@code String}, as the asked name is
 * written: simple or qualified), and it is the most typical string ({@link Domains#rank}), so that a registration and
 * a lookup meet on one key. A class that asks no argument its class's name, or asks it only to write it into text (a
 * message, its own {@code toString}), keeps the strings as they are.
 */
final class ClassNameKeys {

    /** The names the built-in objects' class has: simple and qualified. */
    static final Set<String> NAMES = Set.of("String", "java.lang.String");

    /** What each class's chosen methods ask, by the class itself (not its name: both builds name it alike). */
    private static final ClassValue<Map<List<Method>, List<String>>> SEEN = new ClassValue<>() {
        @Override
        protected Map<List<Method>, List<String>> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private ClassNameKeys() {}

    /** The class names {@code api}'s {@code chosen} methods key by, as they ask them: empty when they ask none. */
    static List<String> of(Class<?> api, List<Method> chosen) {
        ClassLoader loader = api.getClassLoader();
        if (loader == null || chosen.isEmpty()) return List.of();
        return SEEN.get(api).computeIfAbsent(List.copyOf(chosen), k -> asked(new Bytecode(loader, api, api), k));
    }

    private static List<String> asked(Bytecode code, List<Method> chosen) {
        Set<String> names = new LinkedHashSet<>();
        for (Method m : chosen) {
            if (m.getDeclaringClass().getName().startsWith("java.")) continue;
            for (MethodNode node : code.reach(m).values()) {
                for (AbstractInsnNode insn : node.instructions) {
                    if (!isGetClass(insn) || !isArgument(node, real(insn.getPrevious(), false))) continue;
                    AbstractInsnNode next = real(insn.getNext(), true);
                    if (next instanceof MethodInsnNode call
                            && call.owner.equals("java/lang/Class")
                            && !isText(real(call.getNext(), true))) {
                        switch (call.name) {
                            case "getSimpleName" -> names.add("String");
                            case "getName", "getTypeName", "getCanonicalName" -> names.add("java.lang.String");
                            default -> {}
                        }
                    }
                }
            }
        }
        return List.copyOf(names);
    }

    /** The nearest instruction that is one (not a label, a line number or a frame), forward or back. */
    private static AbstractInsnNode real(AbstractInsnNode insn, boolean forward) {
        while (insn != null && insn.getOpcode() < 0) insn = forward ? insn.getNext() : insn.getPrevious();
        return insn;
    }

    /** Whether an instruction loads one of the method's arguments (never {@code this}: its own class's name is text). */
    private static boolean isArgument(MethodNode method, AbstractInsnNode insn) {
        if (!(insn instanceof VarInsnNode load) || load.getOpcode() != Opcodes.ALOAD) return false;
        boolean isStatic = (method.access & Opcodes.ACC_STATIC) != 0;
        int slots = isStatic ? 0 : 1;
        for (Type t : Type.getArgumentTypes(method.desc)) slots += t.getSize();
        return load.var >= (isStatic ? 0 : 1) && load.var < slots;
    }

    /**
     * Whether the name goes into text (a concatenation, a builder, a message's arguments), where it names the class for
     * a reader, not a key.
     */
    private static boolean isText(AbstractInsnNode insn) {
        return insn instanceof InvokeDynamicInsnNode
                || insn != null && insn.getOpcode() == Opcodes.AASTORE
                || insn instanceof MethodInsnNode call
                        && (call.owner.equals("java/lang/StringBuilder")
                                || call.owner.equals("java/lang/StringBuffer")
                                || call.owner.equals("java/lang/String"));
    }

    private static boolean isGetClass(AbstractInsnNode insn) {
        return insn instanceof MethodInsnNode call
                && call.getOpcode() == Opcodes.INVOKEVIRTUAL
                && call.name.equals("getClass")
                && call.desc.equals("()Ljava/lang/Class;");
    }

    /** A string parameter's built-in values with the class names the class keys by, after them. */
    static List<Object> widened(java.lang.reflect.Type type, List<Object> values, List<String> names) {
        if (names.isEmpty() || type != String.class && type != CharSequence.class) return values;
        List<Object> out = new ArrayList<>(values);
        for (String name : names) if (!out.contains(name)) out.add(name);
        return List.copyOf(out);
    }
}
