package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ChildRequest;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks 2 and 3 from the diff's side: each in a JVM of its own ({@link LinearizabilityMain}), with both
 * sides' classes on its class path, bounded, read as {@link OwnJvmCheck} reads a check in a JVM of its own:
 * a JVM that ends without its result is a harness error, or, when the subject hung, spun, exited or ran
 * out of heap, that outcome, never a verdict.
 */
final class Linearizability {

    private Linearizability() {}

    static Seen run(Builds builds, MethodChoice choice, String implementation, String specification) {
        return run(builds, choice, implementation, specification, null);
    }

    /**
     * The same, on one scenario only ({@link ScenarioText#encode}): another side's failing history, replayed here.
     * When model checking cannot run on the subject (a harness error: Lincheck lost control of its threads, or failed in
     * itself, or its failing history holds an answer only the engine gives), the check runs again with real threads only, and says so: a verdict of stress alone, never none for an
     * engine's limit that stress does not share. Before that, when the engine's own code failed inside a library class
     * that is not the subject's ({@link Thrown#engineInside}), model checking runs again taking each call of that class as
     * one step ({@link OneStepWhereTheEngineFails}, up to {@value #ONE_STEP_CLASSES} classes), and says so.
     */
    static Seen run(Builds builds, MethodChoice choice, String implementation, String specification, String scenario) {
        return run(builds, choice, implementation, specification, scenario, null, false, List.of(), null);
    }

    /**
     * The search of a side, looking past {@code known} histories ({@link KnownHistories}: both builds give them), begun
     * at {@code resume} ({@link ResumePoint}: where the round before met the last of them; null, at the first run).
     */
    static Seen lookingPast(
            Builds builds,
            MethodChoice choice,
            String implementation,
            String specification,
            List<String> known,
            ResumePoint resume) {
        return run(builds, choice, implementation, specification, null, null, false, known, resume);
    }

    /**
     * Whether a side ever answers as another side's failing {@code history} did on its {@code scenario} ({@link ProducesHistory}):
     * FAILED when it does (the history is its too), PASSED when it never did within five times the budget.
     */
    static Seen produces(
            Builds builds,
            MethodChoice choice,
            String implementation,
            String specification,
            String scenario,
            String history) {
        return run(builds, choice, implementation, specification, scenario, history, false, List.of(), null);
    }

    /**
     * Whether the after side gives its own failing {@code history} on its {@code scenario} again, as a race: answers no
     * sequential run of its own explains ({@link ProducesHistory#seek(ProducesHistory.History, boolean)}), sought with
     * five times the budget, the budget the before side gets to give it. FAILED when it does.
     */
    static Seen reproduces(Builds builds, MethodChoice choice, String scenario, String history) {
        return run(builds, choice, "after", "after", scenario, history, true, List.of(), null);
    }

    private static Seen run(
            Builds builds,
            MethodChoice choice,
            String implementation,
            String specification,
            String scenario,
            String history,
            boolean asARace,
            List<String> known,
            ResumePoint resume) {
        List<String> oneStep = new ArrayList<>();
        // One run of this side's check: with model checking (the classes taken as one step so far) or real threads
        // only.
        java.util.function.BiFunction<Boolean, List<String>, Seen> attempt = (stressOnly, steps) -> once(
                builds,
                choice,
                implementation,
                specification,
                scenario,
                stressOnly,
                history,
                asARace,
                known,
                steps,
                resume);
        String key = scenario == null ? null : Builds.sideAndScenario(implementation, scenario);
        Seen failedBefore = key == null ? null : builds.modelCheckingFailed().get(key);
        if (failedBefore != null)
            return onRealThreads(attempt.apply(true, List.of()), failedBefore, 0, " on this scenario");
        Seen raw = attempt.apply(false, oneStep);
        Seen seen = byTheEngine(raw);
        List<String> failedInside = new ArrayList<>(); // why each class is one step: the engine's answer inside it
        long failedMillis = 0;
        while (seen.outcome() == Outcome.ERROR && oneStep.size() < ONE_STEP_CLASSES) {
            Optional<String> inside = EngineAnswers.engineAnswer(raw)
                    .flatMap(Thrown::engineInside)
                    .filter(c -> !oneStep.contains(c) && !subjects(builds, c));
            if (inside.isEmpty()) break;
            oneStep.add(inside.get());
            failedInside.add(seen.summary());
            failedMillis += seen.millis();
            raw = attempt.apply(false, oneStep);
            seen = byTheEngine(raw);
        }
        if (seen.outcome() != Outcome.ERROR) {
            return oneStep.isEmpty()
                    ? seen
                    : new Seen(
                            seen.outcome(),
                            failedMillis + seen.millis(),
                            seen.summary() + " (model checking took each call of " + String.join(", ", oneStep)
                                    + " as one step: the engine failed inside it: " + String.join("; ", failedInside)
                                    + ")",
                            seen.evidence() + "\n" + OneStepWhereTheEngineFails.evidence(oneStep) + "\n");
        }
        if (key != null) builds.modelCheckingFailed().put(key, seen);
        Seen stress = onRealThreads(attempt.apply(true, List.of()), seen, seen.millis(), "");
        return stress.outcome() == Outcome.ERROR ? seen : stress;
    }

    /**
     * A check run with real threads only ({@code raw}), said so with why model checking could not run ({@code why}: this
     * check's own attempt, {@code millisBefore} ago, or an earlier check's on the same scenario and side).
     */
    private static Seen onRealThreads(Seen raw, Seen why, long millisBefore, String where) {
        Seen stress = byTheEngine(raw);
        if (stress.outcome() == Outcome.ERROR) return stress;
        return new Seen(
                stress.outcome(),
                millisBefore + stress.millis(),
                stress.summary() + " (real threads only: model checking could not run" + where + ": " + why.summary()
                        + ")",
                stress.evidence() + "\n\nmodel checking could not run" + where + ":\n" + why.evidence());
    }

    /**
     * A JVM killed at its bound with no thread in the subject's code: the search inside ends before that bound ({@link
     * SideDeadline}), so what ran past it was the engine's or the harness's, never the subject's hang (corpus R13 read
     * "after hangs, before does not", exit 1, with the engine's thread at work in the harness's own code).
     */
    private static Seen pastItsBound(Seen killed, long boundSeconds) {
        return new Seen(
                Outcome.ERROR,
                killed.millis(),
                "harness error, no verdict: the side's JVM was killed at its bound of " + boundSeconds
                        + " s with no thread in the subject's code; its search ends before that bound by design, so what"
                        + " ran past it was the engine's or the harness's",
                killed.evidence());
    }

    /** How many library classes model checking may take as one step before the check goes to real threads only. */
    static final int ONE_STEP_CLASSES = 3;

    /**
     * Whether {@code className} is the subject's own class (or one nested in it), or a class it extends (whose code runs
     * as the subject's: a template method's hook, an inherited update), whose races a single step would hide.
     */
    private static boolean subjects(Builds builds, String className) {
        List<String> own = new ArrayList<>();
        for (Class<?> side : List.of(
                builds.request().after().type(), builds.request().before().type()))
            for (Class<?> c = side; c != null && c != Object.class; c = c.getSuperclass())
                own.add(Outcomes.unrelocated(c.getName()));
        return own.stream().anyMatch(s -> className.equals(s) || className.startsWith(s + "$"));
    }

    /**
     * A failing history that holds an answer only the engine gives ({@link EngineAnswers}: a reflective look-up that fails,
     * a class that does not link) is a harness error, not a race: under model checking, Agrona's counters answered
     * {@code NoSuchFieldException} (corpus R02), and the check runs again with real threads only.
     */
    private static Seen byTheEngine(Seen seen) {
        return EngineAnswers.engineAnswer(seen)
                .map(answer -> new Seen(
                        Outcome.ERROR,
                        seen.millis(),
                        "harness error, no verdict: the failing history answers " + answer
                                + ", which no race gives: the engine's doing, not the subject's",
                        seen.evidence()))
                .orElse(seen);
    }

    private static Seen once(
            Builds builds,
            MethodChoice choice,
            String implementation,
            String specification,
            String scenario,
            boolean stressOnly,
            String history,
            boolean asARace,
            List<String> known,
            List<String> oneStep,
            ResumePoint resume) {
        long start = System.nanoTime();
        DiffRequest request = builds.request();
        DiffRequest.Mode mode = request.mode();
        long bound = builds.sideBoundSeconds();
        if (bound < 2 * SideDeadline.LEAST_FOR_A_RUN)
            return new Seen(
                    Outcome.ERROR,
                    0,
                    "harness error, no verdict: the whole diff's bound of " + request.wholeSeconds()
                            + " s (-Dpg.diff.wholeSeconds) was spent before this check of the " + implementation
                            + " side could begin",
                    "");
        LinearizabilityMain.Request ask = new LinearizabilityMain.Request(
                implementation,
                specification,
                SidesAsked.of(request, choice, builds.beforeClass(), builds.beforeApi(), builds.seenBy()),
                mode.stressIterations,
                mode.stressInvocations,
                mode.modelCheckingIterations,
                mode.modelCheckingInvocations,
                scenario,
                stressOnly,
                // a model-checking run's own bound, below its JVM's: at a 30 s bound, both at 30 s raced, and the JVM's
                // kill (SPINNING, no verdict) could come before the run's own harness error (real threads then judge)
                Math.min(Math.max(30, request.boundSeconds() / 5), Math.max(1, request.boundSeconds() / 2)),
                bound, // the side's whole search ends before its JVM's bound (SideDeadline)
                history,
                asARace,
                KnownHistories.encode(known),
                List.copyOf(oneStep),
                resume);
        try {
            List<String> args = List.of(ChildRequest.write(ask));
            ChildJvm.Ended ended = ChildJvm.run(
                    LinearizabilityMain.class,
                    builds.classPath(),
                    List.of("-XX:+EnableDynamicAgentLoading"),
                    args,
                    bound);
            long millis = builds.spent()
                    .since(
                            TimeSpent.engineRun(
                                    implementation,
                                    specification,
                                    scenario != null,
                                    history != null,
                                    asARace,
                                    stressOnly,
                                    oneStep.size(),
                                    known.size()),
                            start);
            Seen seen = OwnJvmCheck.seen(
                    ended,
                    millis,
                    "linearizability of the " + implementation + " side against the " + specification + " side");
            Seen judged = ended.stuck() != null && ended.stuck().frame().isEmpty()
                    ? pastItsBound(seen, ended.limitSeconds())
                    : seen;
            String clipped = builds.clippedWords(bound);
            return clipped.isEmpty()
                    ? judged
                    : new Seen(judged.outcome(), judged.millis(), judged.summary() + clipped, judged.evidence());
        } catch (Exception e) {
            return new Seen(
                    Outcome.ERROR,
                    (System.nanoTime() - start) / 1_000_000,
                    "harness error, no verdict: " + e,
                    String.valueOf(e));
        }
    }
}
