package pairs.hang;

import java.util.concurrent.LinkedBlockingQueue;

/** The mailbox before a PR that made take() wait: on an empty mailbox it answers null at once. */
public class PollingMailbox {
    private final LinkedBlockingQueue<String> queue = new LinkedBlockingQueue<>();

    public void put(String message) {
        queue.add(message);
    }

    public String take() {
        return queue.poll();
    }
}
