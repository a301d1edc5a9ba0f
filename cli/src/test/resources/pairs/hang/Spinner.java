package pairs.hang;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * A hostile subject: {@code spin()} never returns and never parks (it burns a core until its JVM ends), and
 * {@code hello()} prints to stdout. Neither may reach the diff's own JVM: the spinning call ends with the
 * sequential check's JVM, and what the subject prints goes to the report, not the console.
 */
public class Spinner {

    private final AtomicInteger calls = new AtomicInteger();
    private volatile boolean stop;

    public int spin() {
        long turns = 0;
        while (!stop) turns++;
        return (int) turns;
    }

    public int hello() {
        System.out.println("hello from the subject");
        return calls.incrementAndGet();
    }

    public int count() {
        return calls.get();
    }
}
