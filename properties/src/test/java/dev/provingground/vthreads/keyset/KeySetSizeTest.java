package dev.provingground.vthreads.keyset;

import static dev.provingground.vthreads.keyset.KeySetContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;

import dev.provingground.properties.DaemonThread;
import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * What the contract promises of {@code size}, which Lincheck leaves out: exact when no call is in
 * flight. Two threads start together; each first churns (adds and removes its own 1,024 strings,
 * 500,000 times: long enough that the two threads overlap even on a loaded machine), then adds
 * 100,000 different strings and removes half of them. Once both have returned (a bounded wait), the
 * size must be 100,000. Five rounds.
 *
 * <p>The churn is there because a first version (adds only, 100,000 per thread) once missed the
 * plain-int size in all five rounds on a loaded machine: each thread's work took about 10 ms, and
 * one could finish before the other started. jcstress {@code AddVsAddOtherLitmus} checks the same
 * property with the two adds raced on purpose.
 */
class KeySetSizeTest {

    private static final int ROUNDS = 5;
    private static final int PER_THREAD = 100_000;
    private static final int CHURN = 500_000;

    @EachSubject
    @Aim(properties = "QUIESCENT_SIZE", catches = CountingStringSet.class)
    void sizeIsExactOnceEveryCallHasReturned(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            for (int round = 1; round <= ROUNDS; round++) {
                StringSet set = CONTRACT.create(subject.subject(), new KeySetSetup());
                CountDownLatch start = new CountDownLatch(1);
                // Threads of their own: the common pool has one thread on 2 cores and would run the two in turn.
                DaemonThread first = DaemonThread.start("pg-keyset-a", () -> fill(set, "a", start));
                DaemonThread second = DaemonThread.start("pg-keyset-b", () -> fill(set, "b", start));
                start.countDown();
                CompletableFuture.allOf(first.done(), second.done()).get(60, TimeUnit.SECONDS);
                assertThat(set.size())
                        .as(
                                "round %d: size after two threads each churned %,d add/remove pairs, then added %,d strings and removed half",
                                round, CHURN, PER_THREAD)
                        .isEqualTo(PER_THREAD);
            }
        });
    }

    private static void fill(StringSet set, String prefix, CountDownLatch start) throws InterruptedException {
        start.await();
        String[] own = new String[1024];
        for (int i = 0; i < own.length; i++) own[i] = prefix + "-churn-" + i;
        for (int i = 0; i < CHURN; i++) {
            String s = own[i % own.length];
            set.add(s);
            set.remove(s);
        }
        for (int i = 0; i < PER_THREAD; i++) set.add(prefix + i);
        for (int i = 0; i < PER_THREAD; i += 2) set.remove(prefix + i);
    }
}
