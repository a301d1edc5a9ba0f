package dev.provingground.diff;

import dev.provingground.verdict.ChildJvm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks 2 and 3 from the diff's side: each in a JVM of its own ({@link LinearizabilityMain}), with both
 * sides' classes on its class path, bounded; a JVM that ends without its result is a harness error, or,
 * when the subject hung, spun, exited or ran out of heap, that outcome, never a verdict.
 */
final class Linearizability {

    /** One check's result: outcome (PASSED, FAILED, or a harness outcome), milliseconds, summary, evidence. */
    record Result(String outcome, long millis, String summary, String evidence) {
    }

    private Linearizability() {
    }

    static Result run(DiffRequest request, List<Path> classPath, String beforeClass, String beforeApi,
                      String implementation, String specification) {
        long start = System.nanoTime();
        List<String> args = new ArrayList<>(List.of(implementation, specification, beforeClass, request.after().className(),
                beforeApi == null ? "-" : beforeApi, request.api() == null ? "-" : request.api(),
                request.factory() == null ? "-" : request.factory()));
        args.addAll(request.mode().lincheckBudget());
        args.add(request.generators().isEmpty() ? "-" : String.join(",", request.generators()));
        try {
            ChildJvm.Ended ended = ChildJvm.run(LinearizabilityMain.class, classPath,
                    List.of("-XX:+EnableDynamicAgentLoading"), args, request.boundSeconds());
            long millis = (System.nanoTime() - start) / 1_000_000;
            List<String> lines = ended.result();
            if (!ended.complete() || lines.size() < 3) {
                String outcome = ended.complete() ? "ERROR" : ended.how().name();
                return new Result(outcome, millis, (outcome.equals("ERROR") ? "harness error, no verdict: " : "")
                        + "the check's JVM ended without its result: " + ended.cause(), ended.describe());
            }
            return new Result(lines.get(0), Long.parseLong(lines.get(1)), lines.get(2), String.join("\n", lines.subList(3, lines.size())));
        } catch (Exception e) {
            return new Result("ERROR", (System.nanoTime() - start) / 1_000_000, "harness error, no verdict: " + e, String.valueOf(e));
        }
    }
}
