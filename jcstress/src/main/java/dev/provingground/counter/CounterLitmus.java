package dev.provingground.counter;

import dev.provingground.jcstress.LitmusSubject;

/** Builds the counter subject a litmus state runs on; threshold 2 so that small counts block. */
final class CounterLitmus {

    private CounterLitmus() {}

    static PendingRequestCounters counters(CountingReporter reporter) {
        return LitmusSubject.create(CounterContract.CONTRACT, new CounterSetup(2, reporter));
    }
}
