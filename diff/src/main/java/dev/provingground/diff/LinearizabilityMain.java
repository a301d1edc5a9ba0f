package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
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
 * <p>Arguments: implementation side, specification side (each "before" or "after"), then the before and
 * after class names, the API type names (or "-"), the factory (or "-"), the budget (stress
 * iterations and invocations, model checking iterations and invocations) and the generators (or "-").
 */
public final class LinearizabilityMain {

    private LinearizabilityMain() {}

    public static void main(String[] args) throws Exception {
        long start = System.nanoTime();
        String impl = args[0];
        String spec = args[1];
        String factory = args[6].equals("-") ? null : args[6];
        ClassLoader loader = ClassLoader.getSystemClassLoader();
        Side before = Side.load("before", args[2], List.of(), factory, loader);
        Side after = Side.load("after", args[3], List.of(), factory, loader);
        Class<?> beforeApi = args[4].equals("-") ? before.type() : Class.forName(args[4], false, loader);
        Class<?> afterApi = args[5].equals("-") ? after.type() : Class.forName(args[5], false, loader);
        MethodChoice choice = MethodChoice.parse(args[12]);
        Operations operations = Operations.of(
                afterApi,
                beforeApi,
                args[11].equals("-") ? Generators.NONE : Generators.load(Generators.parse(args[11]), loader),
                choice);
        List<Operations.Op> ops = operations.ops();
        DiffOperations.implementation =
                role(impl.equals("before") ? before : after, impl.equals("before") ? beforeApi : afterApi, ops, choice);
        DiffOperations.specification =
                role(spec.equals("before") ? before : after, spec.equals("before") ? beforeApi : afterApi, ops, choice);
        Class<?> implOps = GeneratedOperations.define("Operations_" + impl, false, ops);
        Class<?> specOps = GeneratedOperations.define("Specification_" + spec, true, ops);

        int[] budget = {
            Integer.parseInt(args[7]), Integer.parseInt(args[8]), Integer.parseInt(args[9]), Integer.parseInt(args[10])
        };
        boolean replay = args.length > 13 && !args[13].equals("-");
        List<ExecutionScenario> pairs = replay
                ? List.of(SystematicScenarios.decode(args[13], ops, implOps))
                : SystematicScenarios.of(operations, choice, afterApi, implOps, budget[3] >= 1_000 ? 1_000 : 200);
        boolean stressOnly = args.length > 14 && args[14].equals(STRESS_ONLY);
        // Another side's failing history to look for on this side (its scenario is the one replayed): the question is
        // not
        // "is it linearizable" but "does it ever answer so" (ProducesHistory), with five times the budget.
        ProducesHistory.History produce =
                args.length > 16 && !args[16].equals("-") ? ProducesHistory.History.decode(args[16]) : null;
        ProducesHistory.sought = produce;
        KnownHistories.known = args.length > 17 ? KnownHistories.decode(args[17]) : java.util.Set.of();
        int widen = produce == null ? 1 : 5;
        List<String> runs = replay
                ? List.of("the scenario replayed", "the scenario replayed, stress")
                : List.of(
                        "systematic pairs",
                        "systematic pairs, stress",
                        "stress 2x3",
                        "stress 3x2",
                        "model checking 2x3",
                        "model checking 3x2");
        if (stressOnly) runs = runs.stream().filter(r -> r.contains("stress")).toList();
        long modelCheckingBound = Long.parseLong(args.length > 15 ? args[15] : "60");
        StringBuilder ran = new StringBuilder();
        for (String run : runs) {
            boolean systematic = run.startsWith("systematic") || run.startsWith("the scenario");
            boolean stress = run.contains("stress");
            int threads = run.endsWith("3x2") ? 3 : 2;
            int actors = threads == 2 ? 3 : 2;
            Options<?, ?> options;
            String budgetText;
            if (systematic
                    && stress) { // real threads on the same scenarios: a window model checking's switch points miss
                int invocations = widen * SystematicScenarios.invocations(budget[1], pairs.size(), 100);
                StressOptions real = new StressOptions().iterations(0).invocationsPerIteration(invocations);
                pairs.forEach(real::addCustomScenario);
                options = real;
                budgetText = pairs.size() + " scenarios x " + invocations + " invocations";
            } else if (systematic) {
                int invocations = widen * SystematicScenarios.invocations(budget[3], pairs.size(), 30);
                ModelCheckingOptions mc =
                        new ModelCheckingOptions().iterations(0).invocationsPerIteration(invocations);
                pairs.forEach(mc::addCustomScenario);
                options = mc;
                budgetText = pairs.size() + " scenarios x " + invocations + " invocations, model checking";
            } else {
                options = stress
                        ? new StressOptions().iterations(budget[0]).invocationsPerIteration(budget[1])
                        : new ModelCheckingOptions().iterations(budget[2]).invocationsPerIteration(budget[3]);
                budgetText = (stress ? budget[0] + " x " + budget[1] : budget[2] + " x " + budget[3])
                        + " scenarios x invocations";
            }
            options.threads(threads)
                    .actorsPerThread(actors)
                    .actorsBefore(2)
                    .actorsAfter(2)
                    .sequentialSpecification(specOps)
                    .minimizeFailedScenario(!systematic);
            if (produce != null) options.verifier(ProducesHistory.class);
            else if (!KnownHistories.known.isEmpty())
                options.verifier(KnownHistories.class); // histories both builds give, looked past
            String what = "Lincheck " + run + " (" + budgetText + ") of the " + impl + " side against the " + spec
                    + " side run sequentially";
            long runStart = System.nanoTime();
            try {
                if (stress) options.check(implOps);
                else LincheckRuns.checkWithin(options, implOps, modelCheckingBound, what);
                ran.append("  ")
                        .append(what)
                        .append(": no non-linearizable history (")
                        .append(String.format("%.1f s", (System.nanoTime() - runStart) / 1e9))
                        .append(")\n");
            } catch (LincheckAssertionError e) {
                String message = String.valueOf(e.getMessage());
                boolean hang = message.contains("= The execution has hung")
                        || message.contains("= Concurrent test has hung =");
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
                if (message.contains("= The execution has hung") || message.contains("= Concurrent test has hung =")) {
                    // Model checking's livelock heuristic also fires on bounded loops and lock waits in real library
                    // code:
                    // such a hang counts only once a real run of that scenario hangs too.
                    if (!stress) {
                        LincheckRuns.Confirmation c = LincheckRuns.confirm(e, implOps, specOps, budget[1]);
                        if (!c.hung()) {
                            ran.append("  ")
                                    .append(what)
                                    .append(": model checking reported a hang that a real run of its scenario (")
                                    .append(budget[1])
                                    .append(
                                            " invocations, stress) did not show: the engine's limit, not the subject's\n");
                            if (c.failure() != null) {
                                LincheckRuns.reportFailure(
                                        start,
                                        impl,
                                        spec,
                                        run + ", the hang's scenario run for real",
                                        c.failure(),
                                        ops,
                                        ran);
                                return;
                            }
                            continue;
                        }
                    }
                    // Lincheck's hang detection: a call that never returns, a deadlock or a livelock. Its own outcome,
                    // never a verdict by accident.
                    LincheckRuns.report(
                            Outcome.HUNG,
                            start,
                            "the " + impl + " side hung (" + run + ", Lincheck's hang detection"
                                    + (stress ? "" : ", confirmed by a real run of the scenario") + ")",
                            what + ": " + message + "\n\noperations:\n" + GeneratedOperations.legend(ops) + "\n"
                                    + SystematicScenarios.SCENARIO
                                    + SystematicScenarios.encode(
                                            e.getFailure$lincheck().getScenario()) + "\n");
                    return;
                }
                LincheckRuns.reportFailure(start, impl, spec, run, e, ops, ran);
                return;
            } catch (Throwable t) {
                StringWriter w = new StringWriter();
                t.printStackTrace(new PrintWriter(w));
                LincheckRuns.report(
                        Outcome.ERROR,
                        start,
                        "harness error, no verdict: Lincheck could not run (" + run + "): " + t,
                        w.toString());
                return;
            }
        }
        if (produce != null) {
            LincheckRuns.report(
                    Outcome.PASSED,
                    start,
                    "never answers as the after side's failing history did (" + String.join(", ", runs) + ", " + widen
                            + " times the budget): " + produce.describe(),
                    ran + "\noperations:\n" + GeneratedOperations.legend(ops));
            return;
        }
        LincheckRuns.report(
                Outcome.PASSED,
                start,
                "no non-linearizable history in " + String.join(", ", runs),
                ran + "\noperations:\n" + GeneratedOperations.legend(ops));
    }

    /** The argument that leaves model checking out: the parent's second try when model checking could not run ({@link Linearizability}). */
    static final String STRESS_ONLY = "stress-only";

    private static DiffOperations.Role role(Side side, Class<?> api, List<Operations.Op> ops, MethodChoice choice) {
        Method[] methods = ops.stream().map(op -> op.on(api)).toArray(Method[]::new);
        Object target = side.fresh();
        java.util.Map<Method, DirectCall> compiled = new java.util.HashMap<>();
        DirectCall[] calls = java.util.Arrays.stream(methods)
                .map(m -> compiled.computeIfAbsent(m, k -> DirectCall.of(Outcomes.invoker(target, k))))
                .toArray(DirectCall[]::new);
        Outcomes.Handle[] handles = new Outcomes.Handle[ops.size()];
        for (int i = 0; i < handles.length; i++) {
            if (ops.get(i).then() == null) continue;
            Method m = ops.get(i).answering(api);
            handles[i] = new Outcomes.Handle(m, compiled.computeIfAbsent(m, DirectCall::of));
        }
        return new DiffOperations.Role(
                side,
                ops,
                methods,
                calls,
                handles,
                Made.Objects.Plan.of(ops, java.util.Arrays.asList(methods)),
                choice.byKind().keySet());
    }
}
