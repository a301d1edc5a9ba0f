package dev.provingground.diff;

import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ChildRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Check 1 in a JVM of its own, as checks 2 and 3 are: a call that runs on past its bound (HdrHistogram's
 * {@code recordValue(2^32, 1)}, 2^32 steps) cannot be stopped inside a JVM, only left; here it ends with
 * its JVM instead of eating the cores the Lincheck checks need. What the subject prints goes to the child's
 * log, and from there to the report, never to the console.
 *
 * <p>It is asked one {@link Request} ({@link ChildRequest}: its one argument is the file that holds it); the outcome
 * travels back as lines of {@link ChildJvm#say}: ops by their index in the operations.
 */
public final class SequentialMain {

    private SequentialMain() {}

    /**
     * What the check is asked: the two builds ({@link SidesAsked}), the seed, the number of sequences and their greatest
     * length, the bound of one call in milliseconds and of the whole check in seconds.
     */
    record Request(SidesAsked sides, long seed, int sequences, int maxLength, long callBoundMillis, long boundSeconds)
            implements java.io.Serializable {}

    public static void main(String[] args) {
        try {
            PastArrays.watched = true; // this JVM runs no engine: a call that reads past an array is noted
            Request r = ChildRequest.read(args[0], Request.class);
            SidesAsked.Loaded sides = r.sides().load();
            Side before = sides.before();
            Side after = sides.after();
            Class<?> beforeApi = sides.beforeApi();
            Class<?> afterApi = sides.afterApi();
            MethodChoice choice = sides.choice();
            Operations built = sides.operations();
            List<Operations.Op> ops = built.ops();
            ChildJvm.say("leftOut " + text(String.join("\n", built.leftOut())));
            SequentialEquivalence.Outcome o = new SequentialEquivalence(
                            before,
                            beforeApi,
                            after,
                            afterApi,
                            r.callBoundMillis(),
                            choice.byKind().keySet())
                    .bounded(ops, r.seed(), r.sequences(), r.maxLength(), r.boundSeconds());
            ChildJvm.say("operations " + text(described(ops)));
            ChildJvm.say("hung " + o.hung());
            ChildJvm.say("millis " + o.millis());
            ChildJvm.say("stuck " + text(o.stuck()));
            ChildJvm.say("stacks " + text(o.stacks()));
            ChildJvm.say("blocking " + indices(o.blocking(), ops));
            ChildJvm.say("noReturn " + indices(o.noReturn(), ops));
            ChildJvm.say("outOfHeap " + indices(o.outOfHeap(), ops));
            ChildJvm.say("unstable " + indices(o.unstable(), ops));
            ChildJvm.say("pastArray " + indices(List.copyOf(PastArrays.CALLS), ops));
            o.difference().ifPresent(d -> say("", d, ops));
            o.fixedDefect().ifPresent(d -> say("fixed.", d, ops));
            if (!o.hung()) {
                try { // an aid to the concurrent checks, not check 1: its failure is said on its own line
                    ChildJvm.say("seenBy " + SeenBy.encode(seenBy(sides, o, r.callBoundMillis())));
                } catch (BadInput | RuntimeException e) {
                    ChildJvm.say("seenByFailed " + text(String.valueOf(e)));
                }
            }
        } catch (Throwable t) { // the harness's failure, said as such: never a verdict
            Throwable cause = t;
            while (cause.getCause() != null) cause = cause.getCause();
            ChildJvm.say("error " + text(String.valueOf(cause)));
        }
        ChildJvm.end(0);
    }

    /**
     * What each call the concurrent checks will make sees of the others ({@link SeenBy}), probed here once for every engine
     * JVM of the diff: the choice less what {@code outcome} rules out ({@link ChoiceAfterSequential}, as the diff will
     * make it), by the calls' text. None when that choice is empty.
     */
    private static java.util.Map<String, List<String>> seenBy(
            SidesAsked.Loaded sides, SequentialEquivalence.Outcome outcome, long callBoundMillis) throws BadInput {
        MethodChoice concurrent = ChoiceAfterSequential.of(
                sides.choice(),
                outcome,
                callBoundMillis,
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));
        if (concurrent.chosen().isEmpty()) return java.util.Map.of();
        Operations operations = sides.operations(concurrent);
        java.util.Map<Integer, List<Integer>> seen = SeenBy.forPairs(
                operations,
                concurrent,
                sides.afterApi(),
                SeenBy.both(sides.before(), sides.beforeApi(), sides.after(), sides.afterApi()));
        return SeenBy.byText(seen, operations.ops());
    }

    /**
     * What the sequential check's JVM gave: check 1's outcome, what the concurrent checks' calls see of each other, and why
     * that probe could not run (empty when it ran, or was not asked).
     */
    record Ran(SequentialEquivalence.Outcome outcome, java.util.Map<String, List<String>> seenBy, String seenByFailed) {

        Ran(SequentialEquivalence.Outcome outcome) {
            this(outcome, java.util.Map.of(), "");
        }
    }

    /** Runs check 1 in its own JVM on {@code classPath} (both sides, as for Lincheck), bounded; its outcome, or why there is none. */
    static Ran run(
            DiffRequest request,
            MethodChoice choice,
            List<Operations.Op> ops,
            List<Path> classPath,
            String beforeClass,
            String beforeApi) {
        long start = System.nanoTime();
        Request ask = new Request(
                SidesAsked.of(request, choice, beforeClass, beforeApi, java.util.Map.of()),
                request.seed(),
                request.mode().sequences,
                request.mode().maxLength,
                request.callBoundMillis(),
                request.boundSeconds());
        ChildJvm.Ended ended;
        try {
            List<String> args = List.of(ChildRequest.write(ask));
            // A call that exhausts the heap (a list grown to Integer.MAX_VALUE) answers so, and the check goes on: not
            // the JVM's end.
            ended = ChildJvm.run(
                    SequentialMain.class,
                    classPath,
                    List.of("-XX:-ExitOnOutOfMemoryError", request.heapFlag()),
                    args,
                    request.boundSeconds() + 60);
        } catch (Exception e) {
            return new Ran(error("the sequential check could not start: " + e, start));
        }
        if (!ended.complete()) {
            if (ended.how() == null || ended.how() == dev.provingground.verdict.CheckResult.Outcome.ERROR) {
                return new Ran(error("the sequential check's JVM ended with no result: " + ended.describe(), start));
            }
            return new Ran(SequentialEquivalence.Outcome.stopped(
                    ended.how() + ": the sequential check's JVM: " + ended.cause(),
                    (System.nanoTime() - start) / 1_000_000,
                    ended.describe()));
        }
        java.util.Map<String, String> said = new java.util.HashMap<>();
        for (String line : ended.result()) {
            int space = line.indexOf(' ');
            said.put(space < 0 ? line : line.substring(0, space), space < 0 ? "" : line.substring(space + 1));
        }
        if (said.containsKey("error"))
            return new Ran(error("the sequential check could not run: " + untext(said.get("error")), start));
        // Calls travel back by their number in the operations, so both JVMs must have made the same list: one that
        // differs (a domain, a handle, built otherwise there) would name other calls than those made, silently.
        String made = untext(said.get("operations"));
        if (!made.equals(described(ops))) {
            return new Ran(error(
                    "the sequential check's JVM made other calls than the diff's: " + firstDifference(made, ops)
                            + "; it left out: " + untext(said.get("leftOut")).replace("\n", "; "),
                    start));
        }
        SequentialEquivalence.Outcome outcome = new SequentialEquivalence.Outcome(
                difference("", said, ops),
                Boolean.parseBoolean(said.get("hung")),
                untext(said.get("stuck")),
                Long.parseLong(said.get("millis")),
                ops(said.get("blocking"), ops),
                untext(said.get("stacks")),
                ops(said.get("noReturn"), ops),
                printed(ended.output()),
                ops(said.get("outOfHeap"), ops),
                ops(said.getOrDefault("unstable", ""), ops),
                ops(said.getOrDefault("pastArray", ""), ops),
                difference("fixed.", said, ops));
        return new Ran(
                outcome,
                said.containsKey("seenBy") ? SeenBy.decode(said.get("seenBy")) : java.util.Map.of(),
                untext(said.get("seenByFailed")));
    }

    /** A difference said in three lines whose keys begin with {@code prefix}: its sequence and calls, each side's answers. */
    private static void say(String prefix, SequentialDifference d, List<Operations.Op> ops) {
        ChildJvm.say(prefix + "difference " + d.sequence() + " " + indices(d.calls(), ops));
        ChildJvm.say(prefix + "before " + text(String.join("\n", d.before())));
        ChildJvm.say(prefix + "after " + text(String.join("\n", d.after())));
    }

    /** The difference {@link #say} said with {@code prefix}, if one was. */
    private static Optional<SequentialDifference> difference(
            String prefix, java.util.Map<String, String> said, List<Operations.Op> ops) {
        if (!said.containsKey(prefix + "difference")) return Optional.empty();
        String[] d = said.get(prefix + "difference").split(" ", 2);
        return Optional.of(new SequentialDifference(
                ops(d.length > 1 ? d[1] : "", ops),
                untext(said.get(prefix + "before")).lines().toList(),
                untext(said.get(prefix + "after")).lines().toList(),
                Integer.parseInt(d[0])));
    }

    /** What the subject printed, from the tail of the child's log: the JVM's own warnings left out. */
    private static String printed(String output) {
        return output.lines()
                .filter(l -> !l.startsWith("WARNING:") && !l.startsWith("OpenJDK") && !l.startsWith("Picked up"))
                .collect(Collectors.joining("\n"))
                .strip();
    }

    private static SequentialEquivalence.Outcome error(String what, long start) {
        return SequentialEquivalence.Outcome.stopped(
                SequentialEquivalence.HARNESS_ERROR + what, (System.nanoTime() - start) / 1_000_000, "");
    }

    /** The operations, one call a line, as both JVMs describe them. */
    static String described(List<Operations.Op> ops) {
        return ops.stream().map(Operations.Op::toString).collect(Collectors.joining("\n"));
    }

    private static String firstDifference(String made, List<Operations.Op> ops) {
        List<String> there = made.lines().toList();
        for (int i = 0; i < Math.max(there.size(), ops.size()); i++) {
            String a = i < there.size() ? there.get(i) : "(none)";
            String b = i < ops.size() ? ops.get(i).toString() : "(none)";
            if (!a.equals(b))
                return "call " + i + " is " + a + " there, " + b + " here (" + there.size() + " and " + ops.size()
                        + " calls)";
        }
        return "the same calls";
    }

    private static String indices(List<Operations.Op> chosen, List<Operations.Op> ops) {
        return chosen.stream().map(op -> Integer.toString(ops.indexOf(op))).collect(Collectors.joining(","));
    }

    private static List<Operations.Op> ops(String indices, List<Operations.Op> ops) {
        if (indices == null || indices.isBlank()) return List.of();
        List<Operations.Op> out = new ArrayList<>();
        for (String i : indices.split(",")) out.add(ops.get(Integer.parseInt(i)));
        return out;
    }

    private static String text(String s) {
        return Base64.getEncoder().encodeToString(s.getBytes(StandardCharsets.UTF_8));
    }

    private static String untext(String s) {
        return s == null ? "" : new String(Base64.getDecoder().decode(s), StandardCharsets.UTF_8);
    }
}
