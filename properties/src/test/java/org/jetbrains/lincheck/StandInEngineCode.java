package org.jetbrains.lincheck;

import dev.provingground.hostile.MisbehavingCode;

/**
 * Stands for an engine's own code in the harness's tests (its package is Lincheck's; Lincheck itself is not on this
 * module's class path): a JVM crash whose first frame outside the JDK is here is the engine's, as Lincheck's memory
 * snapshot's was in corpus R23. Not Lincheck's class: nothing of Lincheck's calls it.
 */
public final class StandInEngineCode {

    private StandInEngineCode() {}

    public static void crashTheJvm() throws ReflectiveOperationException {
        MisbehavingCode.unsafe().getInt(0L); // the crash's first frame outside the JDK: this one
    }
}
