package pairs.reach;

import java.util.ArrayList;
import java.util.List;

/**
 * A subject in the shape of a reactive one: what it is given goes to its subscribers, and an error no subscriber can
 * take goes to the library's error hook ({@link ErrorHooks}), which prints it. Its methods report errors; they are not
 * printers, and are called. Only {@code dump()} prints by itself.
 */
public class Relay {
    private final List<String> received = new ArrayList<>();
    private boolean done;

    public synchronized void onNext(String value) {
        if (done) {
            ErrorHooks.onError(new IllegalStateException("onNext after onComplete"));
            return;
        }
        received.add(value);
    }

    public synchronized void onComplete() {
        try {
            if (done) throw new IllegalStateException("onComplete twice");
            done = true;
        } catch (IllegalStateException e) {
            e.printStackTrace();
        }
    }

    public synchronized int received() {
        return received.size();
    }

    public void dump() {
        System.out.println(received);
    }
}
