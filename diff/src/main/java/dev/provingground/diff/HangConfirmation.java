package dev.provingground.diff;

import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.StressOptions;

/**
 * What a real run of a hang's scenario showed: a hang too, or a non-linearizable history, or neither; and how many of
 * the invocations asked ran ({@link SizedStress}, {@link #confirm}). When neither, on a replayed scenario, it is the replay's stress run
 * itself (the same scenario, judged alike) for as many runs as it ran, which are not run again: corpus R08 ran the
 * same thousand slow real runs twice, the second cut at the side's bound.
 */
record HangConfirmation(boolean hung, LincheckAssertionError failure, int ran, int asked) {

    /** The line that says a replay's stress {@code run} is the confirmation's {@code runs} real runs. */
    static String asTheReplay(String run, String side, int runs) {
        return "  Lincheck " + run + " of the " + side + " side: not run again; the hang's confirmation above ran"
                + " this scenario on real threads " + runs + " times, judged alike, with no non-linearizable"
                + " history\n";
    }

    /** How many real runs it made: "1000 invocations", or "140 of 1000 invocations, sized to ...". */
    String words(String sizedTo) {
        return ran >= asked ? asked + " invocations" : ran + " of " + asked + " invocations, sized to " + sizedTo;
    }

    /** The line of {@code what}'s evidence that says its real runs did not show the hang model checking reported. */
    String notShown(String what, String sizedTo) {
        return "  " + what + ": model checking reported a hang that a real run of its scenario (" + words(sizedTo)
                + ", stress) did not show: the engine's limit, not the subject's\n";
    }

    /**
     * The summary of a side whose model checking of the pairs ({@code run}) ended at a hang no real run of its scenario
     * showed: the engine's limit, not the subject's, so a harness error of model checking, as its crash or a batch it
     * cannot end is, and the side runs again on real threads only with a bound of its own ({@link Linearizability}).
     * Before, the search went on in the same JVM with what was left of the side: on log4j's {@code LoggerContext}
     * (corpus R08, 2026-12-06, one run in three) the pairs' net was spent, the confirmation's timed slice of a hundred
     * slow real runs too, and the pairs on real threads, which meet its race in one to two minutes (they did in the
     * runs where model checking crashed at once, F26), were cut at the side's bound: "no difference found".
     */
    static String engineLimit(String run) {
        return "harness error, no verdict: Lincheck " + run + " reported a hang that a real run of its scenario did not"
                + " show (the engine's limit, not the subject's); the model checking of the pairs ended there";
    }

    /**
     * Runs the scenario model checking said hangs with real threads (stress, up to {@code invocations} times), judged as
     * the search's own runs are ({@link LincheckRuns#configured}: the histories looked past are looked past here too), sized to what
     * one run costs within {@code capSeconds} and the side's bound ({@link SizedStress}). Unsized, it was the model
     * checking's hidden cost: on log4j's {@code LoggerContext} (corpus R08, 2026-12-03, one run in six), the thousand real
     * runs of a pair with {@code close()} that model checking of the pairs said hangs took the real threads' half of the
     * side, and the pairs on real threads, which meet the race in about a minute, were cut at the side's bound: "no
     * difference found". A run cut by the side's bound confirms nothing: no hang, as a shorter run.
     */
    static HangConfirmation confirm(
            LincheckAssertionError hang, Class<?> implOps, Class<?> specOps, int invocations, long capSeconds)
            throws Exception {
        ExecutionScenario scenario = LincheckFailures.scenario(hang);
        StressOptions real = new StressOptions().iterations(0);
        real.addCustomScenario(scenario);
        LincheckRuns.configured(real, scenario.getNThreads(), 1, specOps, true, false);
        try {
            SizedStress.Ran ran = SizedStress.run(real, invocations, implOps, "the hang's confirmation", 0, capSeconds);
            return new HangConfirmation(false, null, ran.ran(), invocations);
        } catch (SideDeadline.Reached cut) {
            return new HangConfirmation(false, null, 0, invocations);
        } catch (LincheckAssertionError e) {
            boolean hung = LincheckFailures.isHang(e);
            return new HangConfirmation(hung, hung ? null : e, invocations, invocations);
        } catch (Exception | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new IllegalStateException("the hang's confirmation could not run", t);
        }
    }
}
