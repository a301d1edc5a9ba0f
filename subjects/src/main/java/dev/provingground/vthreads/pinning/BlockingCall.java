package dev.provingground.vthreads.pinning;

/** The blocking work a registry does while guarded (an exporter's I/O); the check supplies a short wait. */
@FunctionalInterface
public interface BlockingCall {
    void block() throws InterruptedException;
}
