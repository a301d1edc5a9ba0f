package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck;
import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;
import org.jetbrains.lincheck.datastructures.Options;
import org.jetbrains.lincheck.datastructures.StressOptions;
import org.jetbrains.lincheck.LincheckAssertionError;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.util.List;

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

    private LinearizabilityMain() {
    }

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
        Operations operations = Operations.of(afterApi, beforeApi,
                args[11].equals("-") ? Generators.NONE : Generators.load(Generators.parse(args[11]), loader));
        List<Operations.Op> ops = operations.ops();
        DiffOperations.implementation = role(impl.equals("before") ? before : after, impl.equals("before") ? beforeApi : afterApi, ops);
        DiffOperations.specification = role(spec.equals("before") ? before : after, spec.equals("before") ? beforeApi : afterApi, ops);
        Class<?> implOps = GeneratedOperations.define("Operations_" + impl, false, ops);
        Class<?> specOps = GeneratedOperations.define("Specification_" + spec, true, ops);

        int[] budget = {Integer.parseInt(args[7]), Integer.parseInt(args[8]), Integer.parseInt(args[9]), Integer.parseInt(args[10])};
        List<String> runs = List.of("stress 2x3", "stress 3x2", "model checking 2x3", "model checking 3x2");
        StringBuilder ran = new StringBuilder();
        for (String run : runs) {
            boolean stress = run.startsWith("stress");
            int threads = run.endsWith("2x3") ? 2 : 3;
            int actors = threads == 2 ? 3 : 2;
            Options<?, ?> options = stress
                    ? new StressOptions().iterations(budget[0]).invocationsPerIteration(budget[1])
                    : new ModelCheckingOptions().iterations(budget[2]).invocationsPerIteration(budget[3]);
            options.threads(threads).actorsPerThread(actors).actorsBefore(2).actorsAfter(2)
                    .sequentialSpecification(specOps).minimizeFailedScenario(true);
            String what = "Lincheck " + run + " (" + (stress ? budget[0] + " x " + budget[1] : budget[2] + " x " + budget[3])
                    + " scenarios x invocations) of the " + impl + " side against the " + spec + " side run sequentially";
            try {
                options.check(implOps);
                ran.append("  ").append(what).append(": no non-linearizable history\n");
            } catch (LincheckAssertionError e) {
                String message = String.valueOf(e.getMessage());
                String first = message.lines().filter(l -> !l.isBlank()).findFirst().orElse("").replace("=", "").strip();
                if (message.contains("= The execution has hung") || message.contains("= Concurrent test has hung =")) {
                    // Lincheck's hang detection: a call that never returns, a deadlock or a livelock. Its own outcome, never a verdict by accident.
                    report(Outcome.HUNG, start, "the " + impl + " side hung (" + run + ", Lincheck's hang detection)",
                            what + ": " + message + "\n\noperations:\n" + GeneratedOperations.legend(ops));
                    return;
                }
                report(Outcome.FAILED, start, "not linearizable (" + run + "): " + first,
                        what + " found a history no sequential run of the " + spec + " side explains:\n\n" + e.getMessage()
                                + "\n\noperations:\n" + GeneratedOperations.legend(ops) + "\nbefore it:\n" + ran);
                return;
            } catch (Throwable t) {
                StringWriter w = new StringWriter();
                t.printStackTrace(new PrintWriter(w));
                report(Outcome.ERROR, start, "harness error, no verdict: Lincheck could not run (" + run + "): " + t, w.toString());
                return;
            }
        }
        report(Outcome.PASSED, start, "no non-linearizable history in " + String.join(", ", runs),
                ran + "\noperations:\n" + GeneratedOperations.legend(ops));
    }

    private static DiffOperations.Role role(Side side, Class<?> api, List<Operations.Op> ops) {
        Method[] methods = ops.stream().map(op -> op.on(api)).toArray(Method[]::new);
        return new DiffOperations.Role(side, ops, methods);
    }

    private static void report(Outcome outcome, long start, String summary, String evidence) {
        OwnJvmCheck.report(new OwnJvmCheck.Seen(outcome, (System.nanoTime() - start) / 1_000_000, summary, evidence));
    }
}
