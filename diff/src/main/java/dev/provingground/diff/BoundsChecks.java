package dev.provingground.diff;

import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * A class file with {@link ArrayBounds#check} called before each of its array loads and stores, the array and index
 * copied from under the stored value: no branch is added (no frame changes), only two more stack slots at most.
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
}
