package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;

/**
 * A subject's class file with a bounds check before each array access answers as it did, an index past an array
 * included: the JVM's exception and words, but thrown from {@link ArrayBounds} before the access (docs/findings.md,
 * F14), so the call is not one to leave out of model checking.
 */
class BoundsChecksTest {

    /** Every kind of array load and store, a loop (stack map frames) and a caught exception. */
    public static final class Tables {
        public static int readInt(int[] a, int i) {
            return a[i];
        }

        public static void writeLong(long[] a, int i, long v) {
            a[i] = v;
        }

        public static void writeDouble(double[] a, int i, double v) {
            a[i] = v;
        }

        public static void writeObject(Object[] a, int i, Object v) {
            a[i] = v;
        }

        public static void writeByte(byte[] a, int i, byte v) {
            a[i] = v;
        }

        public static long sum(long[] a) {
            long s = 0;
            for (int i = 0; i < a.length; i++) s += a[i];
            return s;
        }

        /** A class's name written into text (an array of a message's arguments): what {@link ClassNameKeys} reads. */
        public static Object[] named(Object o) {
            return new Object[] {o.getClass().getSimpleName()};
        }

        public static int caught(int[] a, int i) {
            try {
                return a[i];
            } catch (ArrayIndexOutOfBoundsException e) {
                return -1;
            }
        }
    }

    private static byte[] classFile(Class<?> c) throws Exception {
        try (InputStream in = c.getResourceAsStream("/" + c.getName().replace('.', '/') + ".class")) {
            return in.readAllBytes();
        }
    }

    private static byte[] checked(byte[] classFile) {
        ClassWriter writer = new ClassWriter(0);
        new ClassReader(classFile).accept(new BoundsChecks(writer), 0);
        return writer.toByteArray();
    }

    /** The class of {@code bytes}, named {@code name}, defined in a loader of its own (the test's loader its parent). */
    private static Class<?> defined(String name, byte[] bytes) throws Exception {
        ClassLoader loader = new ClassLoader(BoundsChecksTest.class.getClassLoader()) {
            @Override
            protected Class<?> loadClass(String n, boolean resolve) throws ClassNotFoundException {
                if (!n.equals(name)) return super.loadClass(n, resolve);
                synchronized (getClassLoadingLock(n)) {
                    Class<?> c = findLoadedClass(n);
                    return c != null ? c : defineClass(n, bytes, 0, bytes.length);
                }
            }
        };
        return loader.loadClass(name);
    }

    private static Object call(Class<?> c, String name, Object... args) throws Throwable {
        for (Method m : c.getMethods()) {
            if (!m.getName().equals(name)) continue;
            try {
                return m.invoke(null, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
        throw new AssertionError("no method " + name);
    }

    private static Class<?> checkedTables() throws Exception {
        return defined(Tables.class.getName(), checked(classFile(Tables.class)));
    }

    @Test
    void everyAccessInsideItsArrayAnswersAsBefore() throws Throwable {
        Class<?> tables = checkedTables();
        assertEquals(7, call(tables, "readInt", new int[] {5, 7}, 1));
        long[] longs = new long[2];
        call(tables, "writeLong", longs, 1, 9L);
        assertArrayEquals(new long[] {0, 9}, longs);
        double[] doubles = new double[2];
        call(tables, "writeDouble", doubles, 0, 2.5);
        assertArrayEquals(new double[] {2.5, 0}, doubles);
        Object[] objects = new Object[1];
        call(tables, "writeObject", objects, 0, "x");
        assertArrayEquals(new Object[] {"x"}, objects);
        byte[] bytes = new byte[3];
        call(tables, "writeByte", bytes, 2, (byte) 4);
        assertArrayEquals(new byte[] {0, 0, 4}, bytes);
        assertEquals(6L, call(tables, "sum", new long[] {1, 2, 3}));
    }

    @Test
    void anIndexPastTheArrayThrowsTheJvmsExceptionFromTheCheckBeforeTheAccess() throws Throwable {
        Class<?> tables = checkedTables();
        ArrayIndexOutOfBoundsException jvms =
                assertThrows(ArrayIndexOutOfBoundsException.class, () -> Tables.readInt(new int[] {1}, 3));
        for (Object[] args : List.of(
                new Object[] {"readInt", new int[] {1}, 3},
                new Object[] {"writeLong", new long[1], 3, 1L},
                new Object[] {"writeDouble", new double[1], 3, 1.0},
                new Object[] {"writeObject", new Object[1], 3, "x"},
                new Object[] {"writeByte", new byte[1], 3, (byte) 1})) {
            Object[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
            ArrayIndexOutOfBoundsException thrown = assertThrows(
                    ArrayIndexOutOfBoundsException.class, () -> call(tables, (String) args[0], rest), (String) args[0]);
            assertEquals(jvms.getMessage(), thrown.getMessage(), (String) args[0]);
            assertEquals(ArrayBounds.class.getName(), thrown.getStackTrace()[0].getClassName(), (String) args[0]);
            assertFalse(PastArrays.readsPastAnArray(thrown), (String) args[0]);
        }
        assertTrue(PastArrays.readsPastAnArray(jvms), "the JVM's own check, in a class not rewritten");
        assertEquals(-1, call(tables, "caught", new int[] {1}, -2), "the subject's own catch still catches it");
        assertThrows(NullPointerException.class, () -> call(tables, "readInt", null, 0));
    }

    @Test
    void theAfterSidesClassPathIsWrittenUnderItsOwnNamesWithItsOtherFiles(@TempDir Path dir) throws Throwable {
        Path build = dir.resolve("build");
        String path = Tables.class.getName().replace('.', '/') + ".class";
        Files.createDirectories(build.resolve(path).getParent());
        Files.write(build.resolve(path), classFile(Tables.class));
        Files.createDirectories(build.resolve("META-INF/services"));
        Files.writeString(build.resolve("META-INF/services/a.Service"), "a.Provider\n");
        Path out = dir.resolve("out");
        Relocation.boundsChecked(List.of(build), out);
        assertEquals("a.Provider\n", Files.readString(out.resolve("META-INF/services/a.Service")));
        Class<?> tables = defined(Tables.class.getName(), Files.readAllBytes(out.resolve(path)));
        ArrayIndexOutOfBoundsException thrown =
                assertThrows(ArrayIndexOutOfBoundsException.class, () -> call(tables, "readInt", new int[0], 0));
        assertEquals(ArrayBounds.class.getName(), thrown.getStackTrace()[0].getClassName());
    }

    /** A class whose method would grow past a class file's limit with the checks written in is written as it was. */
    @Test
    void aMethodTheChecksWouldMakeTooLargeLeavesItsClassAsItWas(@TempDir Path dir) throws Throwable {
        ClassWriter big = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        big.visit(
                org.objectweb.asm.Opcodes.V17,
                org.objectweb.asm.Opcodes.ACC_PUBLIC,
                "big/Table",
                null,
                "java/lang/Object",
                null);
        var m = big.visitMethod(
                org.objectweb.asm.Opcodes.ACC_PUBLIC | org.objectweb.asm.Opcodes.ACC_STATIC,
                "touch",
                "([I)V",
                null,
                null);
        m.visitCode();
        for (int i = 0;
                i < 12_000;
                i++) { // 4 bytes each, 48 KB; with a check each, 96 KB: past the 64 KB a method may have
            m.visitVarInsn(org.objectweb.asm.Opcodes.ALOAD, 0);
            m.visitInsn(org.objectweb.asm.Opcodes.ICONST_0);
            m.visitInsn(org.objectweb.asm.Opcodes.IALOAD);
            m.visitInsn(org.objectweb.asm.Opcodes.POP);
        }
        m.visitInsn(org.objectweb.asm.Opcodes.RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        big.visitEnd();
        byte[] original = big.toByteArray();
        Path build = dir.resolve("build");
        Files.createDirectories(build.resolve("big"));
        Files.write(build.resolve("big/Table.class"), original);
        Path out = dir.resolve("out");
        Relocation.boundsChecked(List.of(build), out);
        byte[] written = Files.readAllBytes(out.resolve("big/Table.class"));
        assertEquals(original.length, written.length);
        Class<?> table = defined("big.Table", written);
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> call(table, "touch", (Object) new int[0]));
    }

    /**
     * The code as the checks' JVMs read it to judge it is the build's own: the checks taken out, every instruction as it
     * was (ObjectMapper against itself, corpus S03, read a class name stored into a message's arguments as a key, the
     * store no longer the instruction right after the name, and made other calls there than the diff listed).
     */
    @Test
    void theCodeReadToJudgeItIsTheBuildsOwn() throws Exception {
        byte[] original = classFile(Tables.class);
        org.objectweb.asm.tree.ClassNode before = new org.objectweb.asm.tree.ClassNode();
        new ClassReader(original).accept(before, ClassReader.SKIP_FRAMES);
        org.objectweb.asm.tree.ClassNode after = new org.objectweb.asm.tree.ClassNode();
        new ClassReader(checked(original)).accept(after, ClassReader.SKIP_FRAMES);
        SideClassFiles files = new SideClassFiles(getClass().getClassLoader(), "self", "runtime");
        BoundsChecks.undone(after);
        assertEquals(before.methods.size(), after.methods.size());
        for (int i = 0; i < before.methods.size(); i++) {
            assertEquals(
                    files.text(before.methods.get(i).instructions),
                    files.text(after.methods.get(i).instructions),
                    before.methods.get(i).name);
        }
    }
}
