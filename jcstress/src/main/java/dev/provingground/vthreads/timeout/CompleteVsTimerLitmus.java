package dev.provingground.vthreads.timeout;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import dev.provingground.jcstress.LitmusSubject;
import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Requires;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZII_Result;

/*
 * The timer fires while the future completes normally. One actor completes the future with its real
 * result; the other is the timer thread, running the subject's timer task (a ManualScheduler hands it
 * over). Either wins, once: (true, 1, 1) the real result, or (false, 2, 1) the timeout value, the
 * dependent having run once. (true, 2, 1) is a real result overwritten by the timeout value, after
 * its dependent saw the real one: a timer that checks "not done" and then obtrudes.
 *
 * Observed in one quick run (one JVM configuration, 2 x 200 ms, 2 cores):
 *   SingleThreadTimeouts, SharedSchedulerTimeouts, NeverCancel, NoRemoveOnCancel   allowed outcomes only
 *   ObtrudingTimeouts                                                              true, 2, 1 (see docs/vthreads.md)
 *   JdkCompleteOnTimeout                                                           n/a: the JDK's timer cannot be injected
 */
@JCStressTest
@Outcome(id = "true, 1, 1", expect = ACCEPTABLE, desc = "the real result won; dependent ran once")
@Outcome(id = "false, 2, 1", expect = ACCEPTABLE, desc = "the timeout won; dependent ran once")
@Outcome(id = "true, 2, 1", expect = FORBIDDEN, desc = "the real result was overwritten by the timeout value")
@Outcome(expect = FORBIDDEN, desc = "other")
@Aim(properties = "ONE_RESULT", catches = ObtrudingTimeouts.class)
@Requires(InjectedTimer.class) // the hand-fired timer cannot reach a subject with a timer of its own (the JDK's)
@State
public class CompleteVsTimerLitmus {

    final ManualScheduler timer = new ManualScheduler();
    final CompletableFuture<String> future = new CompletableFuture<>();
    final AtomicInteger dependentRuns = new AtomicInteger();

    public CompleteVsTimerLitmus() {
        TimeoutCompletion subject =
                LitmusSubject.create(TimeoutContract.CONTRACT, new TimeoutSetup((threads, factory) -> timer));
        subject.completeOnTimeout(future, "timeout", 1, TimeUnit.HOURS);
        future.thenRun(dependentRuns::incrementAndGet);
    }

    @Actor
    public void completion(ZII_Result r) {
        r.r1 = future.complete("real");
    }

    @Actor
    public void timerThread() {
        timer.fire();
    }

    @Arbiter
    public void arbiter(ZII_Result r) {
        String value = future.getNow(null);
        r.r2 = "real".equals(value) ? 1 : "timeout".equals(value) ? 2 : 0;
        r.r3 = dependentRuns.get();
    }
}
