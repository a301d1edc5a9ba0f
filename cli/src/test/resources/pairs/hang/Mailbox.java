package pairs.hang;

import java.util.concurrent.LinkedBlockingQueue;

/** take() on an empty mailbox blocks for ever: the diff must say so, bounded, and give no verdict. */
public class Mailbox {
    private final LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();

    public void put(String message) {
        queue.add(message);
    }

    public String take() throws InterruptedException {
        return queue.take();
    }
}
