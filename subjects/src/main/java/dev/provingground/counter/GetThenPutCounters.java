package dev.provingground.counter;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * Known-bad: lazy creation by get-then-put. Two first sends to a new instance each create a counter;
 * the second put replaces the first, and the first send's increment is lost.
 * Breaks: {@link CounterProperty#NO_LOST_UPDATE}.
 */
public class GetThenPutCounters extends RetiringAtomicCounters {

    public GetThenPutCounters(CounterSetup setup) {
        super(setup);
    }

    @Override
    public void onSend(String instance) {
        while (true) {
            AtomicInteger counter = counters.get(instance);
            if (counter == null) {
                counter = new AtomicInteger();
                counters.put(instance, counter);
            }
            if (counter.getAndUpdate(v -> v == RETIRED ? RETIRED : v + 1) != RETIRED) return;
            counters.remove(instance, counter);
        }
    }
}
