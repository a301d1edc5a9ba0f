package pairs.alias;

import java.util.concurrent.locks.ReentrantLock;

/** The same window behind a lock of its own instead of the monitor. */
public class LockedWindow {
    private char[] buffer = new char[2];
    private final ReentrantLock lock = new ReentrantLock();

    public void use(char[] given) {
        lock.lock();
        try {
            buffer = given;
        } finally {
            lock.unlock();
        }
    }

    public char[] view() {
        lock.lock();
        try {
            return buffer;
        } finally {
            lock.unlock();
        }
    }
}
