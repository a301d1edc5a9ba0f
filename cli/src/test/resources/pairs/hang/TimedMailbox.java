package pairs.hang;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A mailbox with a timed wait: poll(1, MINUTES), poll(2, DAYS)... on an empty mailbox each waits its time out, and the
 * diff draws a dozen such calls, each a call of its own. Once one blocks on both sides, none of them is called again:
 * otherwise each costs the call's bound, and the check its whole bound (Jetty's BlockingArrayQueue against itself,
 * corpus S08: 300 s, no verdict).
 */
public class TimedMailbox {
    private final LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();

    public void put(String message) {
        queue.add(message);
    }

    public String poll() {
        return queue.poll();
    }

    public String poll(long timeout, TimeUnit unit) throws InterruptedException {
        return queue.poll(timeout, unit);
    }

    public String take() throws InterruptedException {
        return queue.take();
    }

    public int size() {
        return queue.size();
    }
}
