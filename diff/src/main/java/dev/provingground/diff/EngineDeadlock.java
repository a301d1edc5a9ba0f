package dev.provingground.diff;

import dev.provingground.verdict.CrashReport;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A deadlock of the engine's making, seen in this JVM's threads: a thread blocked on a monitor whose holder Lincheck's
 * scheduler has parked at a switch point (docs/findings.md, F18). Model checking switches threads inside JDK code it
 * instruments ({@code ArrayList.get}) but not at the monitors of JDK code it does not ({@code URLClassPath.getLoader},
 * the class path's look-up), so a thread switched out there keeps that monitor, and the thread given the turn blocks on
 * it for real, where the scheduler never sees it: nothing moves again. Spring's {@code MutablePropertySources} (corpus
 * R11) made every {@code PropertySource} look commons-logging's configuration up on the class path, and both sides hung
 * to their bound. Read through the JDK's typed thread information, never a dump's text.
 */
final class EngineDeadlock {

    private EngineDeadlock() {}

    /** The deadlock, in words, if this JVM's threads are in one now. */
    static Optional<String> now() {
        ThreadInfo[] threads = ManagementFactory.getThreadMXBean().dumpAllThreads(true, false);
        Map<Long, ThreadInfo> byId = new HashMap<>();
        for (ThreadInfo t : threads) byId.put(t.getThreadId(), t);
        for (ThreadInfo blocked : threads) {
            if (blocked.getThreadState() != Thread.State.BLOCKED) continue;
            ThreadInfo holder = byId.get(blocked.getLockOwnerId());
            if (holder == null) continue;
            Optional<String> switchPoint = parkedByTheEngine(holder);
            if (switchPoint.isEmpty()) continue;
            return Optional.of("Lincheck's model checking parked " + holder.getThreadName() + " at a switch point in "
                    + switchPoint.get() + " while it held the monitor of " + blocked.getLockName() + ", which "
                    + blocked.getThreadName() + " waits for where the engine does not see it");
        }
        return Optional.empty();
    }

    /**
     * Where the engine parked a thread, when its stack, from the top, runs through the JDK (the park itself) and then the
     * engine's own code before anything else: the first frame below the engine's, the code it was switched out of.
     */
    static Optional<String> parkedByTheEngine(ThreadInfo holder) {
        StackTraceElement[] stack = holder.getStackTrace();
        int i = 0;
        while (i < stack.length && CrashReport.isJdk(stack[i].getClassName())) i++;
        if (i == stack.length || !CrashReport.isEngines(stack[i].getClassName())) return Optional.empty();
        while (i < stack.length && CrashReport.isEngines(stack[i].getClassName())) i++;
        return i < stack.length
                ? Optional.of(stack[i].getClassName() + "." + stack[i].getMethodName())
                : Optional.empty();
    }
}
