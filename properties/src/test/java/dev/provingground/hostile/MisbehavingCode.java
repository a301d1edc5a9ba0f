package dev.provingground.hostile;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.LockSupport;

/**
 * Code that misbehaves one way per method, standing for a subject's code in the tests of the named
 * outcomes; in a package of its own, as a reviewer's class would be, so its frames are the subject's.
 * A test in this JVM lets a blocked or spinning call go with {@link #release()} when it is done.
 */
public final class MisbehavingCode {

    private static volatile boolean released;

    private MisbehavingCode() {}

    public static void exit() {
        System.exit(3);
    }

    public static void exhaustHeap() {
        List<long[]> kept = new ArrayList<>();
        while (true) kept.add(new long[1 << 20]);
    }

    public static void block() {
        while (!released) LockSupport.parkNanos(1_000_000_000L);
    }

    public static void spin() {
        while (!released) Thread.onSpinWait();
    }

    /** Reads address 0 through {@code sun.misc.Unsafe}: the JVM dies of SIGSEGV with this frame first outside the JDK. */
    public static void crashTheJvm() throws ReflectiveOperationException {
        unsafe().getInt(0L);
    }

    /** {@code sun.misc.Unsafe}, for a read that crashes the JVM in its caller's frame. */
    public static sun.misc.Unsafe unsafe() throws ReflectiveOperationException {
        java.lang.reflect.Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        return (sun.misc.Unsafe) theUnsafe.get(null);
    }

    public static void release() {
        released = true;
    }
}
