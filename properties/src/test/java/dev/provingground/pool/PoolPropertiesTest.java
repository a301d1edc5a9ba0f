package dev.provingground.pool;

import static dev.provingground.pool.PoolContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.Mockito.doThrow;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;

import dev.provingground.properties.DaemonThread;
import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Setting;
import java.io.UncheckedIOException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Sequential semantics of every pool subject: random acquire/write/release/release-again sequences
 * on one thread (so acquires while holding are nested acquires) on a pool of two slots, and the
 * release-on-throw scenarios with a Mockito sink.
 */
class PoolPropertiesTest {

    private static final long BOUND_SECONDS = Setting.POOL_BOUND_SECONDS.or(5L);

    private static ContextPool create(CatalogEntry subject, int capacity, Sink sink) {
        return CONTRACT.create(subject.subject(), new PoolSetup(capacity, sink));
    }

    /** What a property asserts after each step: the step, what it did, and the steps so far. */
    @FunctionalInterface
    private interface StepCheck {
        void after(PoolOp op, String outcome, String where, PoolOp.Replay replay);
    }

    /** Replays generated steps on a fresh pool of two slots, checking after each one. */
    private void everyStep(CatalogEntry subject, StepCheck check) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt().forAll(PoolOp.sequences()).checkAssert(steps -> {
                    PoolOp.Replay replay = new PoolOp.Replay(create(subject, 2, Sink.DISCARD));
                    for (int i = 0; i < steps.ops().size(); i++) {
                        PoolOp op = steps.ops().get(i);
                        String outcome = replay.apply(op);
                        check.after(op, outcome, new PoolOp.Steps(steps.ops().subList(0, i + 1)).toString(), replay);
                    }
                }));
    }

    @EachSubject
    @Aim(
            properties = "EXCLUSIVE_HOLDER",
            catches = {ThreadLocalContexts.class, TryLockRingPool.class, HashStartRingPool.class})
    void nestedLeasesNeverShareContexts(CatalogEntry subject) {
        everyStep(subject, (op, outcome, where, replay) -> {
            if (op.kind() == PoolOp.Kind.ACQUIRE) {
                assertThat(outcome)
                        .as("acquire with %d held, after %s", replay.held() - 1, where)
                        .doesNotStartWith("threw");
            }
            assertThat(replay.sharedOrChanged()).as("after %s", where).isNull();
        });
    }

    @EachSubject
    @Aim(properties = "CLEAN_HANDOFF", catches = NoResetSlotPool.class)
    void everyAcquireGetsResetContext(CatalogEntry subject) {
        everyStep(subject, (op, outcome, where, replay) -> {
            if (op.kind() == PoolOp.Kind.ACQUIRE && !outcome.startsWith("threw")) {
                assertThat(outcome).as("after %s", where).isEqualTo("acquired clean");
            }
        });
    }

    @EachSubject
    @Aim(properties = "RELEASE_ONCE", catches = DoubleFreeSlotPool.class)
    void secondReleaseThrowsAndFreesNothing(CatalogEntry subject) {
        everyStep(subject, (op, outcome, where, replay) -> {
            if (op.kind() == PoolOp.Kind.RELEASE && !outcome.equals("nothing held")) {
                assertThat(outcome).as("first release, after %s", where).isEqualTo("released");
            } else if (op.kind() == PoolOp.Kind.RELEASE_AGAIN && !outcome.equals("nothing released")) {
                assertThat(outcome).as("after %s", where).isEqualTo("second release threw IllegalStateException");
            }
        });
    }

    /**
     * Mockito sink that fails: log() must rethrow the failure and give the only slot back, which
     * another thread's log() then gets (waited for at most pg.pool.boundSeconds). The same when the
     * message supplier throws, before anything is written.
     */
    @EachSubject
    @Aim(properties = "RELEASE_ON_THROW", catches = NoFinallySlotPool.class)
    void logReleasesItsSlotWhenTheSinkOrTheMessageThrows(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            Sink sink = mock(Sink.class);
            doThrow(new UncheckedIOException(new java.io.IOException("disk full")))
                    .doNothing()
                    .when(sink)
                    .write(any(), anyInt());
            ContextPool pool = create(subject, 1, sink);

            assertThatThrownBy(() -> pool.log(1, () -> "first"))
                    .as("log() rethrows the sink's failure")
                    .isInstanceOf(UncheckedIOException.class);
            logOnAnotherThread(pool, () -> "second", "after the sink threw");
            verify(sink, times(2).description("the sink gets both lines")).write(any(), anyInt());

            Supplier<String> failing = () -> {
                throw new IllegalArgumentException("toString() failed");
            };
            assertThatThrownBy(() -> pool.log(1, failing))
                    .as("log() rethrows the message's failure")
                    .isInstanceOf(IllegalArgumentException.class);
            logOnAnotherThread(pool, () -> "third", "after the message supplier threw");
            verify(sink, times(3).description("the failed message writes nothing"))
                    .write(any(), anyInt());
        });
    }

    private static void logOnAnotherThread(ContextPool pool, Supplier<String> message, String when) throws Exception {
        DaemonThread logger = DaemonThread.start("pg-pool-next-logger", () -> pool.log(1, message));
        Thread t = logger.thread();
        try {
            logger.done().get(BOUND_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            fail("the slot was not released " + when + ": another thread's log() still waits after " + BOUND_SECONDS
                    + " s (pg.pool.boundSeconds); it is " + t.getState() + " at "
                    + (t.getStackTrace().length > 0 ? t.getStackTrace()[0] : "?"));
        }
    }
}
