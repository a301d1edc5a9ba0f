package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.OwnJvmCheck.Seen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks 2 and 3 from the diff's side: each in a JVM of its own ({@link LinearizabilityMain}), with both
 * sides' classes on its class path, bounded, read as {@link OwnJvmCheck} reads a check in a JVM of its own:
 * a JVM that ends without its result is a harness error, or, when the subject hung, spun, exited or ran
 * out of heap, that outcome, never a verdict.
 */
final class Linearizability {

    private Linearizability() {
    }

    static Seen run(DiffRequest request, MethodChoice choice, List<Path> classPath, String beforeClass, String beforeApi,
                      String implementation, String specification) {
        return run(request, choice, classPath, beforeClass, beforeApi, implementation, specification, null);
    }

    /** The same, on one scenario only ({@link SystematicScenarios#encode}): another side's failing history, replayed here. */
    static Seen run(DiffRequest request, MethodChoice choice, List<Path> classPath, String beforeClass, String beforeApi,
                    String implementation, String specification, String scenario) {
        long start = System.nanoTime();
        List<String> args = new ArrayList<>(List.of(implementation, specification, beforeClass, request.after().className(),
                beforeApi == null ? "-" : beforeApi, request.api() == null ? "-" : request.api(),
                request.factory() == null ? "-" : request.factory()));
        args.addAll(request.mode().lincheckBudget());
        args.add(request.generators().isEmpty() ? "-" : String.join(",", request.generators()));
        args.add(choice.argument());
        args.add(scenario == null ? "-" : scenario);
        try {
            ChildJvm.Ended ended = ChildJvm.run(LinearizabilityMain.class, classPath,
                    List.of("-XX:+EnableDynamicAgentLoading"), args, request.boundSeconds());
            return OwnJvmCheck.seen(ended, (System.nanoTime() - start) / 1_000_000,
                    "linearizability of the " + implementation + " side against the " + specification + " side");
        } catch (Exception e) {
            return new Seen(Outcome.ERROR, (System.nanoTime() - start) / 1_000_000, "harness error, no verdict: " + e, String.valueOf(e));
        }
    }
}
