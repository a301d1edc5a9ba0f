package dev.provingground.diff;

import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A class file with {@link ArrayBounds#check} called before each of its array loads and stores, the array and index
 * copied from under the stored value: no branch is added (no frame changes), only two more stack slots at most. What
 * reads a class's code to judge it ({@link SideClassFiles}: which calls key by a class's name, what a method reaches)
 * reads it with the checks taken out again ({@link #undone}), as the build has it.
 */
final class BoundsChecks extends ClassVisitor {

    private static final String OWNER = ArrayBounds.class.getName().replace('.', '/');

    BoundsChecks(ClassVisitor next) {
        super(Opcodes.ASM9, next);
    }

    @Override
    public MethodVisitor visitMethod(
            int access, String name, String descriptor, String signature, String[] exceptions) {
        return new Checked(super.visitMethod(access, name, descriptor, signature, exceptions));
    }

    private static final class Checked extends MethodVisitor {

        Checked(MethodVisitor next) {
            super(Opcodes.ASM9, next);
        }

        @Override
        public void visitInsn(int opcode) {
            switch (opcode) {
                case Opcodes.IALOAD,
                        Opcodes.LALOAD,
                        Opcodes.FALOAD,
                        Opcodes.DALOAD,
                        Opcodes.AALOAD,
                        Opcodes.BALOAD,
                        Opcodes.CALOAD,
                        Opcodes.SALOAD -> {
                    super.visitInsn(Opcodes.DUP2); // array, index, array, index
                    check();
                }
                case Opcodes.IASTORE,
                        Opcodes.FASTORE,
                        Opcodes.AASTORE,
                        Opcodes.BASTORE,
                        Opcodes.CASTORE,
                        Opcodes.SASTORE -> {
                    super.visitInsn(Opcodes.DUP_X2); // value, array, index, value
                    super.visitInsn(Opcodes.POP); // value, array, index
                    super.visitInsn(Opcodes.DUP2_X1); // array, index, value, array, index
                    check();
                }
                case Opcodes.LASTORE, Opcodes.DASTORE -> { // the value takes two slots
                    super.visitInsn(Opcodes.DUP2_X2); // value, array, index, value
                    super.visitInsn(Opcodes.POP2); // value, array, index
                    super.visitInsn(Opcodes.DUP2_X2); // array, index, value, array, index
                    check();
                }
                default -> {}
            }
            super.visitInsn(opcode);
        }

        private void check() {
            super.visitMethodInsn(Opcodes.INVOKESTATIC, OWNER, "check", "(Ljava/lang/Object;I)V", false);
        }

        @Override
        public void visitMaxs(int maxStack, int maxLocals) {
            super.visitMaxs(maxStack + 2, maxLocals);
        }
    }

    /**
     * {@code c} with the checks {@link BoundsChecks} wrote taken out: each call of {@link ArrayBounds#check} and the
     * copies made for it, which stand right before it.
     */
    static org.objectweb.asm.tree.ClassNode undone(org.objectweb.asm.tree.ClassNode c) {
        for (org.objectweb.asm.tree.MethodNode m : c.methods) {
            for (org.objectweb.asm.tree.AbstractInsnNode insn : m.instructions.toArray()) {
                if (!(insn instanceof org.objectweb.asm.tree.MethodInsnNode call)
                        || !call.owner.equals(OWNER)
                        || !call.name.equals("check")) continue;
                int copies = call.getPrevious().getOpcode() == Opcodes.DUP2 ? 1 : 3;
                for (int i = 0; i < copies; i++) m.instructions.remove(call.getPrevious());
                m.instructions.remove(call);
            }
        }
        return c;
    }
}
