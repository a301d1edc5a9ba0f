package dev.provingground.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A wait tells a waiter that spins from one that parks by the CPU it burns; progress resets the count. */
class SpinWatchTest {

    @Test
    void aWaiterThatSpinsIsCalledSoBeforeTheBound() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        Thread spinner = new Thread(() -> {
            while (!stop.get()) Thread.onSpinWait();
        });
        spinner.start();
        try {
            assertEquals(SpinWatch.Ended.SPUN, SpinWatch.await(() -> 1, () -> List.of(spinner), 60));
        } finally {
            stop.set(true);
            spinner.join();
        }
    }

    @Test
    void aWaiterThatParksIsNeverCalledSpinningItWaitsOutTheBound() throws Exception {
        CountDownLatch letGo = new CountDownLatch(1);
        Thread parked = new Thread(() -> {
            try {
                letGo.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        parked.start();
        try {
            assertEquals(SpinWatch.Ended.BOUND, SpinWatch.await(() -> 1, () -> List.of(parked), 1));
        } finally {
            letGo.countDown();
            parked.join();
        }
    }

    @Test
    void nothingLeftIsDone() throws Exception {
        assertEquals(SpinWatch.Ended.DONE, SpinWatch.await(() -> 0, List::of, 1));
    }
}
