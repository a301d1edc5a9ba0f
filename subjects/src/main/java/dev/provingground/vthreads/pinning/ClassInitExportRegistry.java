package dev.provingground.vthreads.pinning;

/**
 * Known-bad, pins on every JDK: the ReentrantLock registry, but its exporter connects lazily in a
 * class initializer (a holder class), and the connection blocks. A virtual thread blocking inside
 * {@code <clinit>} pins its carrier on JDK 21 to 25, and so do the virtual threads that wait for that
 * initialization to finish. Class initialization happens once per JVM: the check runs each subject
 * in a JVM of its own.
 */
public class ClassInitExportRegistry extends ReentrantLockRegistry {

    private static volatile BlockingCall connect;

    public ClassInitExportRegistry(PinningSetup setup) {
        super(setup);
        connect = setup.export();
    }

    @Override
    public void record(String name, long amount) throws InterruptedException {
        Exporter.touch();
        super.record(name, amount);
    }

    /** Connects when first touched: inside the class initializer. */
    private static final class Exporter {
        static {
            try {
                connect.block();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        static void touch() {}
    }
}
