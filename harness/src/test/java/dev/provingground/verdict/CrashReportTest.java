package dev.provingground.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whose code crashed a JVM, read from its fatal error report's stack: the first Java frame outside the JDK. */
class CrashReportTest {

    /** The crashing thread of corpus R23's Lincheck JVM (logback's LoggerContext, 2026-11-26), its first frames. */
    private static final List<String> LINCHECK_SNAPSHOT = """
            Stack: [0x00007fb275c00000,0x00007fb275d00000],  sp=0x00007fb275cfd160,  free space=1012k
            Native frames: (J=compiled Java code, j=interpreted, Vv=VM code, C=native code)
            J 7059 c1 org.jetbrains.kotlinx.lincheck.strategy.managed.SnapshotTracker.trackArrayCell(Ljava/lang/Object;I)V (117 bytes) @ 0x00007fb28d0b62c2
            J 7047 c1 org.jetbrains.kotlinx.lincheck.strategy.managed.ManagedStrategy.beforeWriteArrayElement(Lsun/nio/ch/lincheck/ThreadDescriptor;ILjava/lang/Object;ILjava/lang/Object;)V (638 bytes)
            J 5617 c1 sun.nio.ch.lincheck.Injections.beforeWriteArray(Lsun/nio/ch/lincheck/ThreadDescriptor;ILjava/lang/Object;ILjava/lang/Object;)V (30 bytes)
            J 5544 c1 java.util.ArrayList.add(Ljava/lang/Object;[Ljava/lang/Object;I)V java.base@25.0.3 (194 bytes)
            j  ch.qos.logback.classic.LoggerContext.addListener(Lch/qos/logback/classic/spi/LoggerContextListener;)V+102
            """.lines().toList();

    @Test
    void aCrashInLincheckSnapshotIsTheEngines() {
        String frame = "org.jetbrains.kotlinx.lincheck.strategy.managed.SnapshotTracker.trackArrayCell";
        assertEquals(Optional.of(frame), CrashReport.frame(LINCHECK_SNAPSHOT));
        assertTrue(CrashReport.isEngines(frame));
    }

    @Test
    void theJdksFramesAreLookedThroughToTheCodeThatCalledThem() {
        List<String> subject = List.of(
                "V  [libjvm.so+0xe5a1b4]  Unsafe_GetInt+0x54",
                "j  jdk.internal.misc.Unsafe.getInt(Ljava/lang/Object;J)I+0 java.base@25.0.3",
                "j  sun.misc.Unsafe.getInt(J)I+5 jdk.unsupported@25.0.3",
                "j  com.acme.Buffers.read(I)I+9");
        assertEquals(Optional.of("com.acme.Buffers.read"), CrashReport.frame(subject));
        assertFalse(CrashReport.isEngines("com.acme.Buffers.read"));
    }

    @Test
    void aReportWithNoJavaFrameNamesNone() {
        assertEquals(Optional.empty(), CrashReport.frame(List.of("C  [libc.so.6+0x8f2f1]", "V  [libjvm.so+0xa3df1e]")));
    }
}
