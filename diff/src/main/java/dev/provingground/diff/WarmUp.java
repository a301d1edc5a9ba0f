package dev.provingground.diff;

/**
 * Each call made once, one after another on a fresh object of each role, in the engine's JVM before the engine runs: a
 * library's one-time work (a logging factory that reads the class path's configuration files, a service loaded, a class
 * initialized) is done there, outside model checking. Inside it, Lincheck can switch threads in the JDK's class loading
 * while one holds the class path's monitor, which it does not see: the other thread blocks on it, and so does the
 * engine (Spring's {@code MutablePropertySources}, corpus R11: both sides hung 300 s in commons-logging's
 * {@code LogFactory.getConfigurationFile}; docs/findings.md, F17). The answers are dropped; a call that throws is the
 * call's answer, not the warm-up's end. Bounded: a warm-up that does not end in time is left, a daemon, and the engine
 * runs.
 */
final class WarmUp {

    private WarmUp() {}

    /** Warms both roles ({@link DiffOperations#implementation}, {@link DiffOperations#specification}); whether it ended within {@code boundMillis}. */
    static boolean run(int calls, long boundMillis) {
        Thread warming = new Thread(
                () -> {
                    for (boolean specification : new boolean[] {false, true}) {
                        DiffOperations object = new DiffOperations(specification) {};
                        for (int i = 0; i < calls; i++) {
                            try {
                                object.call(i);
                            } catch (RuntimeException | LinkageError e) {
                                // the call's answer: the next call is made all the same
                            }
                        }
                    }
                },
                "pg-warm-up");
        warming.setDaemon(true);
        warming.start();
        try {
            warming.join(boundMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !warming.isAlive();
    }
}
