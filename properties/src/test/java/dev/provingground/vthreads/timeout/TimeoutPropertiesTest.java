package dev.provingground.vthreads.timeout;

import static dev.provingground.vthreads.timeout.TimeoutContract.CONTRACT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.Mockito.atLeastOnce;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.lists;

import dev.provingground.properties.PropertyCheck;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.EachSubject;
import dev.provingground.verdict.Requires;
import dev.provingground.verdict.Setting;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Timeout completion, one property per check: exactly one result with the timer fired by hand
 * (a Mockito mock of the scheduler captures the task), no task left in a real scheduler's queue after
 * early completions (QuickTheories: which futures complete normally, which exceptionally), and no
 * head-of-line blocking behind a slow dependent on the timer thread (latches, a bounded wait).
 */
class TimeoutPropertiesTest {

    /** How long another future's 1 ms timeout may take to fire while a slow dependent holds a timer thread. */
    private static final long HEAD_OF_LINE_BOUND_SECONDS = Setting.TIMEOUT_BOUND_SECONDS.or(5L);

    /**
     * Three orders, the timer task fired by hand: the timer wins; the completion wins and a timer task
     * the timer thread had already taken runs after it; the completion lands between the timer task's
     * "not done" check and its completion (a future that completes itself when asked, once armed).
     */
    @EachSubject
    @Aim(properties = "ONE_RESULT", catches = ObtrudingTimeouts.class)
    @Requires(InjectedTimer.class)
    void oneResultWhicheverFiresFirst(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            MockedTimer timer = new MockedTimer(subject);
            CompletableFuture<String> timedOut = timer.arm(new CompletableFuture<>());
            AtomicInteger timedOutRuns = dependentCounter(timedOut);
            timer.fire();
            assertThat(timedOut.getNow(null))
                    .as("timer fired first: the result")
                    .isEqualTo("timeout");
            assertThat(timedOut.complete("real"))
                    .as("timer fired first: a later complete(real) returns")
                    .isFalse();
            assertThat(timedOut.getNow(null))
                    .as("timer fired first, then complete(real): the result")
                    .isEqualTo("timeout");
            assertThat(timedOutRuns).as("timer fired first: dependent runs").hasValue(1);

            timer = new MockedTimer(subject);
            CompletableFuture<String> completed = timer.arm(new CompletableFuture<>());
            AtomicInteger completedRuns = dependentCounter(completed);
            assertThat(completed.complete("real"))
                    .as("completed first: complete(real) returns")
                    .isTrue();
            timer.fire();
            assertThat(completed.getNow(null))
                    .as("completed first, then a timer task already taken ran: the result")
                    .isEqualTo("real");
            assertThat(completedRuns).as("completed first: dependent runs").hasValue(1);

            timer = new MockedTimer(subject);
            CompletesWhenChecked raced = timer.arm(new CompletesWhenChecked());
            AtomicInteger racedRuns = dependentCounter(raced);
            raced.armed = true;
            timer.fire();
            assertThat(raced.completedWhenChecked)
                    .as("the timer task asked isDone()")
                    .isTrue();
            assertThat(raced.getNow(null))
                    .as("completed between the timer task's check and its completion: the result")
                    .isEqualTo("real");
            assertThat(racedRuns)
                    .as("completed between the timer task's check and its completion: dependent runs")
                    .hasValue(1);
        });
    }

    /** Normal and exceptional completion both cancel the timer task (upstream cancels on any completion). */
    @EachSubject
    @Aim(properties = "NO_LEAK", catches = NeverCancelTimeouts.class)
    @Requires(InjectedTimer.class)
    void completionCancelsTheTimerTask(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            MockedTimer timer = new MockedTimer(subject);
            CompletableFuture<String> normal = new CompletableFuture<>();
            assertThat(timer.subject.completeOnTimeout(normal, "timeout", 250, TimeUnit.MILLISECONDS))
                    .as("completeOnTimeout returns the future it was given")
                    .isSameAs(normal);
            verify(timer.scheduler).schedule(any(Runnable.class), eq(250L), eq(TimeUnit.MILLISECONDS));
            normal.complete("real");
            verify(
                            timer.task,
                            atLeastOnce().description("the timer task is cancelled when the future completes normally"))
                    .cancel(anyBoolean());

            timer = new MockedTimer(subject);
            CompletableFuture<String> failed = timer.arm(new CompletableFuture<>());
            failed.completeExceptionally(new IllegalStateException("failed before its timeout"));
            verify(
                            timer.task,
                            atLeastOnce()
                                    .description("the timer task is cancelled when the future completes exceptionally"))
                    .cancel(anyBoolean());
        });
    }

    /** After any mix of normal and exceptional early completions, a real scheduler's queue is empty. */
    @EachSubject
    @Aim(
            properties = "NO_LEAK",
            catches = {NeverCancelTimeouts.class, NoRemoveOnCancelTimeouts.class})
    @Requires(InjectedTimer.class)
    void earlyCompletionsLeaveTheQueueEmpty(CatalogEntry subject) {
        PropertyCheck.run(
                CONTRACT,
                subject,
                () -> PropertyCheck.qt()
                        .forAll(lists().of(booleans().all()).ofSizeBetween(1, 64))
                        .checkAssert(normally -> {
                            List<ScheduledThreadPoolExecutor> schedulers = new ArrayList<>();
                            TimeoutCompletion completion = onRealTimers(subject, schedulers);
                            try {
                                for (boolean normal : normally) {
                                    CompletableFuture<String> cf = completion.completeOnTimeout(
                                            new CompletableFuture<>(), "timeout", 1, TimeUnit.HOURS);
                                    if (normal) cf.complete("real");
                                    else cf.completeExceptionally(new IllegalStateException("failed early"));
                                }
                                int queued = schedulers.stream()
                                        .mapToInt(s -> s.getQueue().size())
                                        .sum();
                                assertThat(queued)
                                        .as(
                                                "tasks left in the scheduler's queue after %d futures completed before "
                                                        + "their 1 h timeout (true: normally, false: exceptionally): %s",
                                                normally.size(), normally)
                                        .isZero();
                            } finally {
                                schedulers.forEach(ScheduledThreadPoolExecutor::shutdownNow);
                            }
                        }));
    }

    /**
     * One future times out and its dependent blocks on the timer thread (on a latch, released at the
     * end); another future's 1 ms timeout must still fire within the bound. Real timers: this is the
     * one check that reaches the JDK's own.
     */
    @EachSubject
    @Aim(properties = "NO_HEAD_OF_LINE", catches = SingleThreadTimeouts.class)
    void slowDependentDoesNotHoldBackAnotherTimeout(CatalogEntry subject) {
        PropertyCheck.scenario(CONTRACT, subject, () -> {
            List<ScheduledThreadPoolExecutor> schedulers = new ArrayList<>();
            TimeoutCompletion completion = onRealTimers(subject, schedulers);
            CountDownLatch slowStarted = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            AtomicReference<String> slowThread = new AtomicReference<>();
            try {
                // The dependent is registered before the timeout is armed, so it runs on the thread that
                // completes the future (the timer's), never on this one.
                CompletableFuture<String> slow = new CompletableFuture<>();
                slow.thenRun(() -> {
                    slowThread.set(Thread.currentThread().getName());
                    slowStarted.countDown();
                    try {
                        release.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
                completion.completeOnTimeout(slow, "timeout", 1, TimeUnit.MILLISECONDS);
                assertThat(slowStarted.await(HEAD_OF_LINE_BOUND_SECONDS, TimeUnit.SECONDS))
                        .as("the first future's 1 ms timeout fired within %d s", HEAD_OF_LINE_BOUND_SECONDS)
                        .isTrue();
                CompletableFuture<String> other =
                        completion.completeOnTimeout(new CompletableFuture<>(), "timeout", 1, TimeUnit.MILLISECONDS);
                try {
                    other.get(HEAD_OF_LINE_BOUND_SECONDS, TimeUnit.SECONDS);
                } catch (TimeoutException e) {
                    throw new AssertionError(
                            "another future's 1 ms timeout had not fired after " + HEAD_OF_LINE_BOUND_SECONDS
                                    + " s while a slow dependent of a timed-out future held timer thread '"
                                    + slowThread.get() + "' ("
                                    + Runtime.getRuntime().availableProcessors() + " processors; scheduler threads: "
                                    + schedulers.stream()
                                            .map(s -> String.valueOf(s.getCorePoolSize()))
                                            .toList()
                                    + (schedulers.isEmpty() ? " (a timer of its own)" : "") + ")");
                }
            } finally {
                release.countDown();
                schedulers.forEach(ScheduledThreadPoolExecutor::shutdownNow);
            }
        });
    }

    /** The subject on real timers; every executor it builds is added to {@code built}, to read its queue and shut it down. */
    private static TimeoutCompletion onRealTimers(CatalogEntry subject, List<ScheduledThreadPoolExecutor> built) {
        return CONTRACT.create(subject.subject(), new TimeoutSetup((threads, factory) -> {
            ScheduledThreadPoolExecutor s = new ScheduledThreadPoolExecutor(threads, factory);
            built.add(s);
            return s;
        }));
    }

    private static AtomicInteger dependentCounter(CompletableFuture<String> cf) {
        AtomicInteger runs = new AtomicInteger();
        cf.thenRun(runs::incrementAndGet);
        return runs;
    }

    /** A subject on a Mockito mock of the scheduler: the scheduled task is captured, and fired by hand. */
    private static final class MockedTimer {
        final ScheduledThreadPoolExecutor scheduler = mock(ScheduledThreadPoolExecutor.class);
        final ScheduledFuture<?> task = mock(ScheduledFuture.class);
        final TimeoutCompletion subject;
        private Runnable captured;

        MockedTimer(CatalogEntry entry) {
            when(scheduler.schedule(any(Runnable.class), anyLong(), any(TimeUnit.class)))
                    .thenAnswer(call -> {
                        captured = call.getArgument(0);
                        return task;
                    });
            subject = CONTRACT.create(entry.subject(), new TimeoutSetup((threads, factory) -> scheduler));
        }

        <F extends CompletableFuture<String>> F arm(F cf) {
            subject.completeOnTimeout(cf, "timeout", 1, TimeUnit.SECONDS);
            return cf;
        }

        void fire() {
            assertThat(captured).as("the subject scheduled a timer task").isNotNull();
            captured.run();
        }
    }

    /** Once armed, answers "not done" and completes itself with the real result right after: the race, replayed. */
    private static final class CompletesWhenChecked extends CompletableFuture<String> {
        volatile boolean armed;
        volatile boolean completedWhenChecked;

        @Override
        public boolean isDone() {
            if (!armed) return super.isDone();
            armed = false;
            boolean done = super.isDone();
            completedWhenChecked = complete("real");
            return done;
        }
    }
}
