package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildRequest;
import dev.provingground.verdict.OwnJvmCheck;
import java.util.List;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.LincheckAssertionError;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Options;
import org.jetbrains.lincheck.datastructures.StressOptions;

/**
 * Checks 2 and 3, in a JVM of their own whose class path holds both sides (the before side relocated when
 * the two share class names, {@link Relocation}): Lincheck runs the generated operations on the
 * implementation side against the specification side run sequentially, stress testing and model
 * checking with 2 threads (3 operations each) and 3 threads (2 each), stopping at the first
 * non-linearizable history. Writes its result as a check in a JVM of its own does ({@link OwnJvmCheck#report}).
 *
 * <p>It is asked one {@link Request} ({@link ChildRequest}: its one argument is the file that holds it).
 */
public final class LinearizabilityMain {

    private LinearizabilityMain() {}

    /**
     * What the checks are asked: the implementation and specification sides ("before" or "after"), the two builds ({@link
     * SidesAsked}), the budget (stress iterations and invocations, model checking iterations and invocations), the one
     * scenario to replay ({@link ScenarioText#encode}, or null for the search), whether to use real threads only,
     * a model-checking run's own bound in seconds, the side's whole bound ({@link SideDeadline}), the history sought on this side ({@link
     * ProducesHistory.History#encode}, or null) and whether only as a race ({@link ProducesHistory#seek(ProducesHistory.History, boolean)}), the histories already looked past ({@link KnownHistories#encode}), the
     * library classes model checking takes each call of as one step ({@link OneStepWhereTheEngineFails}) and where a round
     * that looks past one more history begins ({@link ResumePoint}, or null: at the first run).
     */
    record Request(
            String implementation,
            String specification,
            SidesAsked sides,
            int stressIterations,
            int stressInvocations,
            int modelCheckingIterations,
            int modelCheckingInvocations,
            String scenario,
            boolean stressOnly,
            long modelCheckingBoundSeconds,
            long sideBoundSeconds,
            String history,
            boolean soughtAsARace,
            String known,
            List<String> oneStep,
            ResumePoint resume)
            implements java.io.Serializable {}

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        RedefinableClassesOnly.attachToLincheck(); // a class that cannot be linked costs once, not at every run (F35)
        Request ask = ChildRequest.read(args[0], Request.class);
        SideDeadline.set(ask.sideBoundSeconds());
        String impl = ask.implementation();
        String spec = ask.specification();
        SidesAsked.Loaded sides = ask.sides().load();
        Side before = sides.before();
        Side after = sides.after();
        Class<?> beforeApi = sides.beforeApi();
        Class<?> afterApi = sides.afterApi();
        MethodChoice choice = sides.choice();
        Operations operations = sides.operations();
        List<Operations.Op> ops = operations.ops();
        DiffOperations.implementation = DiffOperations.Role.of(
                impl.equals("before") ? before : after, impl.equals("before") ? beforeApi : afterApi, ops, choice);
        DiffOperations.specification = DiffOperations.Role.of(
                spec.equals("before") ? before : after, spec.equals("before") ? beforeApi : afterApi, ops, choice);
        List<String> subjects = List.of(before.type().getName(), after.type().getName()); // never one step
        Class<?> implOps = GeneratedOperations.define("Operations_" + impl, false, ops);
        Class<?> specOps = GeneratedOperations.define("Specification_" + spec, true, ops);
        OwnSequentialAnswers.judgeBy(impl.equals(spec) ? null : implOps); // a failure, by the side's own answers too
        WarmUp.run(ops.size(), 10_000); // a library's one-time work done outside the engine (WarmUp)
        int[] budget = {
            ask.stressIterations(),
            ask.stressInvocations(),
            ask.modelCheckingIterations(),
            ask.modelCheckingInvocations()
        };
        boolean replay = ask.scenario() != null;
        java.util.Map<Integer, List<Integer>> seenBy =
                replay // each pair's observers (SeenBy, probed in the sequential JVM)
                        ? java.util.Map.of()
                        : SeenBy.indices(ask.sides().seenBy(), ops, choice.byKindInHistories());
        List<ExecutionScenario> pairs = replay
                ? List.of(ScenarioText.decode(ask.scenario(), ops, implOps))
                : SystematicScenarios.of(
                        operations, choice, afterApi, implOps, budget[3] >= 1_000 ? 1_000 : 200, seenBy);
        if (!replay) SystematicScenarios.write(System.getenv(SystematicScenarios.PAIRS_FILE), ops, pairs);
        boolean stressOnly = ask.stressOnly();
        // Another side's failing history to look for on this side (its scenario is the one replayed): the question is
        // not "is it linearizable" but "does it ever answer so" (ProducesHistory), with five times the budget.
        ProducesHistory.History produce = ask.history() == null ? null : ProducesHistory.History.decode(ask.history());
        ProducesHistory.seek(produce, ask.soughtAsARace());
        KnownHistories.lookPast(ask.known(), ops);
        int widen = produce == null ? 1 : 5;
        List<String> runs = replay
                ? List.of("the scenario replayed", "the scenario replayed, stress")
                : SearchRuns.of(ask.modelCheckingIterations());
        if (stressOnly) runs = runs.stream().filter(SearchRuns::onRealThreads).toList();
        long modelCheckingBound = ask.modelCheckingBoundSeconds();
        // the pairs are a count; the clock is only their net, half the side's bound (ModelCheckingBatches#net)
        long pairsNet = ModelCheckingBatches.net(modelCheckingBound, ask.sideBoundSeconds());
        StringBuilder ran = new StringBuilder();
        ran.append(SeenBy.words(seenBy, ops));
        List<String> said = new java.util.ArrayList<>(runs); // each run as the summary names it
        List<String> notRun = new java.util.ArrayList<>(); // the runs the side's deadline left no room for
        boolean cutShort = false; // a run the side's deadline cut
        List<String> afterTheCut = new java.util.ArrayList<>(); // runs not begun: the engine still at work in one cut
        boolean engineAtWork = false; // a run cut at its bound left the engine at work: no other run may begin
        // where the clock cut the model checking of the pairs this round (ResumePoint), -1: it did not
        int pairsCutAt = -1;
        int realRunsOfTheScenario =
                0; // by a hang's confirmation, judged as the stress replay judges (HangConfirmation)
        for (String run : runs) {
            if (ResumePoint.skips(ask.resume(), runs, run, said, ran)) continue;
            if (engineAtWork) {
                afterTheCut.add(run);
                said.remove(run);
                continue;
            }
            if (!SideDeadline.roomForARun()) {
                notRun.add(run);
                said.remove(run);
                continue;
            }
            boolean systematic = run.startsWith("systematic") || run.startsWith("the scenario");
            boolean stress = SearchRuns.onRealThreads(run);
            int threads = run.endsWith("3x2") ? 3 : 2;
            int actors = threads == 2 ? 3 : 2;
            Options<?, ?> options;
            int stressInvocations = 0; // a replay's on real threads, sized to what one costs (SizedStress)
            java.util.function.Function<List<ExecutionScenario>, Options<?, ?>> batches = null;
            String budgetText;
            if (systematic
                    && stress) { // real threads on the same scenarios: a window model checking's switch points miss
                int invocations = widen * SystematicScenarios.invocations(budget[1], pairs.size(), 100);
                stressInvocations = invocations;
                if (replay && produce == null && realRunsOfTheScenario >= invocations) {
                    ran.append(HangConfirmation.asTheReplay(run, impl, realRunsOfTheScenario));
                    said.set(said.indexOf(run), run + " (the hang's confirmation, " + realRunsOfTheScenario + " runs)");
                    continue;
                }
                StressOptions real = new StressOptions().iterations(0).invocationsPerIteration(invocations);
                pairs.forEach(real::addCustomScenario);
                options = real;
                budgetText = pairs.size() + " scenarios x " + invocations + " invocations";
            } else if (systematic) { // model-checked in batches under the run's bound (ModelCheckingBatches)
                int invocations = widen * SystematicScenarios.invocations(budget[3], pairs.size(), 30);
                batches = batch -> {
                    ModelCheckingOptions mc = OneStepWhereTheEngineFails.applied(
                            Dispatch.withTheDiffsOptions(
                                    new ModelCheckingOptions().iterations(0).invocationsPerIteration(invocations)),
                            ask.oneStep(),
                            subjects);
                    batch.forEach(mc::addCustomScenario);
                    return LincheckRuns.configured(mc, threads, actors, specOps, true, produce != null);
                };
                options = null;
                budgetText = pairs.size() + " scenarios x " + invocations + " invocations, model checking";
            } else {
                options = stress
                        ? new StressOptions().iterations(budget[0]).invocationsPerIteration(budget[1])
                        : OneStepWhereTheEngineFails.applied(
                                Dispatch.withTheDiffsOptions(new ModelCheckingOptions()
                                        .iterations(budget[2])
                                        .invocationsPerIteration(budget[3])),
                                ask.oneStep(),
                                subjects);
                budgetText = (stress ? budget[0] + " x " + budget[1] : budget[2] + " x " + budget[3])
                        + " scenarios x invocations";
            }
            if (options != null)
                LincheckRuns.configured(options, threads, actors, specOps, systematic, produce != null);
            String what = "Lincheck " + run + " (" + budgetText + ") of the " + impl + " side against the " + spec
                    + " side run sequentially";
            long runStart = System.nanoTime();
            int at = said.indexOf(run);
            String resumed = ""; // where a round resumed the model-checked pairs, and how far they were checked
            try {
                ModelCheckingBatches.Coverage coverage = null;
                if (stress && replay) {
                    SizedStress.Ran sized = SizedStress.run(
                            (StressOptions) options, stressInvocations, implOps, what, produce == null ? 0 : budget[1]);
                    if (!sized.whole()) resumed = sized.words();
                    cutShort |= sized.tooFew();
                } else if (stress) LincheckRuns.checkWithin(options, implOps, LincheckRuns.NO_BOUND_OF_ITS_OWN, what);
                else if (batches != null) {
                    int from = ResumePoint.scenariosBefore(ask.resume(), run, pairs);
                    resumed = ResumePoint.words(from, pairs.size());
                    coverage = ModelCheckingBatches.check(
                            pairs.subList(from, pairs.size()), batches, implOps, pairsNet, what);
                    if (!coverage.whole() && run.equals(ResumePoint.MODEL_CHECKED_PAIRS))
                        pairsCutAt = from + coverage.checked();
                } else if (produce == null) // a random run of the search: one still at work at its bound is cut
                LincheckRuns.cutWhenStillWorking(options, implOps, modelCheckingBound, what);
                else LincheckRuns.checkWithin(options, implOps, modelCheckingBound, what);
                String cut = coverage != null && !coverage.whole() ? coverage.cut(pairsNet) : "";
                if (!cut.isEmpty()) resumed += (resumed.isEmpty() ? "" : "; ") + cut;
                if (!resumed.isEmpty()) said.set(at, run + " (" + resumed + ")");
                ran.append("  ")
                        .append(what)
                        .append(": no non-linearizable history")
                        .append(cut.isEmpty() ? "" : " in " + cut)
                        .append(" (")
                        .append(String.format("%.1f s", (System.nanoTime() - runStart) / 1e9))
                        .append(")\n");
            } catch (LincheckRuns.StillWorking slow) {
                said.set(at, run + " (cut at its " + modelCheckingBound + " s bound, the engine still at work)");
                engineAtWork = true;
                ran.append("  ").append(slow.getMessage()).append('\n');
            } catch (SideDeadline.Reached cut) {
                said.set(at, run + " (cut at " + SideDeadline.words() + ")");
                cutShort = true;
                ran.append("  ").append(cut.getMessage()).append('\n');
            } catch (LincheckAssertionError e) {
                String message = String.valueOf(e.getMessage());
                boolean hang = LincheckFailures.isHang(e);
                if (produce != null && hang) { // no history at all: this run says nothing of the one sought
                    ran.append("  ").append(what).append(": hung (Lincheck's hang detection), the history not met\n");
                    continue;
                }
                if (produce != null) {
                    LincheckRuns.report(
                            Outcome.FAILED,
                            start,
                            "produces the after side's history too (" + run + "): " + produce.describe(),
                            "Lincheck " + run + " of the " + impl
                                    + " side met the after side's failing history, answer for answer:\n\n" + message
                                    + "\n\noperations:\n" + GeneratedOperations.legend(ops) + "\nbefore it:\n" + ran);
                    return;
                }
                if (hang) {
                    // Model checking's livelock heuristic also fires on bounded loops and lock waits in real library
                    // code: such a hang counts only once a real run of that scenario hangs too.
                    if (!stress) {
                        // Within the pairs' model checking, its confirmation is sized to what is left of their
                        // net: the other half of the side is the real threads' (ModelCheckingBatches#net).
                        long cap = batches == null
                                ? SideDeadline.NONE
                                : Math.max(0, pairsNet - (System.nanoTime() - runStart) / 1_000_000_000L);
                        HangConfirmation c = HangConfirmation.confirm(e, implOps, specOps, budget[1], cap);
                        if (!c.hung()) {
                            if (replay && c.failure() == null) realRunsOfTheScenario = c.ran();
                            ran.append(c.notShown(
                                    what,
                                    batches == null
                                            ? SideDeadline.words()
                                            : "what was left of the model checking's net of " + pairsNet + " s"));
                            if (c.failure() != null) {
                                LincheckRuns.reportFailure(
                                        start,
                                        impl,
                                        spec,
                                        run + SearchRuns.HANG_RUN_FOR_REAL,
                                        c.failure(),
                                        ops,
                                        ran,
                                        pairsCutAt);
                                return;
                            }
                            if (batches != null && !replay) { // the rest of the side's search: real threads only
                                LincheckRuns.report(Outcome.ERROR, start, HangConfirmation.engineLimit(run), ran + "");
                                return;
                            }
                            continue;
                        }
                    }
                    // Lincheck's hang detection (a call that never returns, a deadlock, a livelock): its own outcome
                    LincheckRuns.report(
                            Outcome.HUNG,
                            start,
                            "the " + impl + " side hung (" + run + ", Lincheck's hang detection"
                                    + (stress ? "" : ", confirmed by a real run of the scenario") + ")",
                            what + ": " + message + "\n\noperations:\n" + GeneratedOperations.legend(ops) + "\n"
                                    + ScenarioText.SCENARIO
                                    + ScenarioText.encode(LincheckFailures.scenario(e)) + "\n");
                    return;
                }
                LincheckRuns.reportFailure(start, impl, spec, run, e, ops, ran, pairsCutAt);
                return;
            } catch (Throwable t) {
                LincheckRuns.couldNotRun(start, run, t);
                return;
            }
        }
        new SearchEnd(said, notRun, afterTheCut, cutShort)
                .report(start, impl, produce, widen, ran.toString(), GeneratedOperations.legend(ops));
    }
}
