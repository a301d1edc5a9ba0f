package dev.provingground.diff;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Check 1: the same random sequences of operations on a fresh instance of each side, one thread; every
 * call must answer the same on both (the same value, or an exception of the same class). The first
 * sequence that differs is shrunk (calls removed while it still differs) to the shortest case, which
 * is reported with both sides' answers and the seed that finds it again. A difference that is a failure the PR fixes
 * (the before side threw for a defect in its code, the after side answers: {@link SequentialDifference#fixesADefect}) is said,
 * and the sequences go on.
 */
final class SequentialEquivalence {

    /**
     * What the check saw within its bound: a difference or none, or a check that never ended (which call,
     * where it was stuck); and the calls that returned on neither side, each within its own bound; what
     * the subject printed ({@link SequentialMain}: its JVM's log), for the report; and the calls whose answer is not the
     * same on two fresh objects ({@code unstable}, {@link #unstable}), which no check can compare by value; and the calls
     * that read past an array of a JDK class's ({@code pastArray}, {@link PastArrays#CALLS}), which Lincheck's
     * model checking cannot make.
     */
    record Outcome(
            Optional<SequentialDifference> difference,
            boolean hung,
            String stuck,
            long millis,
            List<Operations.Op> blocking,
            String stacks,
            List<Operations.Op> noReturn,
            String printed,
            List<Operations.Op> outOfHeap,
            List<Operations.Op> unstable,
            List<Operations.Op> pastArray,
            Optional<SequentialDifference> fixedDefect) {

        /** A check that ran to its end with {@code difference} or none, and met no call worth a line of its own. */
        static Outcome found(Optional<SequentialDifference> difference, long millis) {
            return ended(difference, Optional.empty(), millis);
        }

        /** A check that ran to its end with no difference but {@code fixed}, a failure the PR fixes. */
        static Outcome fixing(SequentialDifference fixed, long millis) {
            return ended(Optional.empty(), Optional.of(fixed), millis);
        }

        private static Outcome ended(
                Optional<SequentialDifference> difference, Optional<SequentialDifference> fixed, long millis) {
            return new Outcome(
                    difference,
                    false,
                    "",
                    millis,
                    List.of(),
                    "",
                    List.of(),
                    "",
                    List.of(),
                    List.of(),
                    List.of(),
                    fixed);
        }

        /** A check that did not end ({@code stuck}: why, begun by {@link #HARNESS_ERROR} when the harness failed). */
        static Outcome stopped(String stuck, long millis, String stacks) {
            return new Outcome(
                    Optional.empty(),
                    true,
                    stuck,
                    millis,
                    List.of(),
                    stacks,
                    List.of(),
                    "",
                    List.of(),
                    List.of(),
                    List.of(),
                    Optional.empty());
        }

        /** The check itself could not run (a harness error, not a side's hang): {@link #HARNESS_ERROR} begins its text. */
        boolean error() {
            return hung && stuck.startsWith(HARNESS_ERROR);
        }
    }

    /**
     * The first failure the PR fixes ({@link SequentialDifference#fixesADefect}): said, and the sequences go on, so that a
     * difference of another kind is still found; a call that fixed one is not shrunk again.
     */
    private final java.util.concurrent.atomic.AtomicReference<SequentialDifference> fixed =
            new java.util.concurrent.atomic.AtomicReference<>();

    private final java.util.Set<Operations.Op> fixedCalls = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** Differences that did not repeat on the same calls ({@link MinimalDifference#repeats}): not counted, said in the evidence. */
    private final List<SequentialDifference> unrepeated = java.util.Collections.synchronizedList(new ArrayList<>());

    /** Where each call that did not return was stuck, and the differences that did not repeat, for the evidence. */
    private String stacks() {
        StringBuilder b = new StringBuilder();
        for (SequentialDifference d : List.copyOf(unrepeated)) {
            b.append(
                            "  a difference that did not repeat on the same calls (not counted: an answer of the clock, hashing or chance), sequence ")
                    .append(d.sequence())
                    .append(":\n")
                    .append(d.describe());
        }
        return b.append(boundedCalls.stuckStacks()).toString();
    }

    /** How an outcome's stuck text begins when the check itself failed (an error of the harness, not of a side). */
    static final String HARNESS_ERROR = "harness error, no verdict: ";

    /** Each call made, bounded; where a call that did not return was stuck. */
    private final BoundedCalls boundedCalls;

    private final java.util.Set<Operations.Op> blocking = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.Set<Operations.Op> oneSided = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Calls that ran out of heap on a side ({@link Outcomes#OUT_OF_HEAP}): no difference, never drawn again, left out of the concurrent checks. */
    private final java.util.Set<Operations.Op> outOfHeap = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private final Side before;
    private final Side after;
    private final Class<?> beforeApi;
    private final Class<?> afterApi;

    SequentialEquivalence(
            Side before,
            Class<?> beforeApi,
            Side after,
            Class<?> afterApi,
            long callBoundMillis,
            java.util.Set<String> byKind) {
        this.boundedCalls = new BoundedCalls(callBoundMillis, byKind);
        this.before = before;
        this.after = after;
        this.beforeApi = beforeApi;
        this.afterApi = afterApi;
    }

    /**
     * {@link #run} in a thread of its own, bounded: a call that never returns (a blocking method on an
     * empty structure, a livelock) makes the check HUNG, naming the call and its stack, never a verdict.
     */
    Outcome bounded(List<Operations.Op> ops, long seed, int sequences, int maxLength, long boundSeconds) {
        long start = System.nanoTime();
        java.util.concurrent.atomic.AtomicReference<Optional<SequentialDifference>> found =
                new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicReference<Throwable> failed =
                new java.util.concurrent.atomic.AtomicReference<>();
        Thread worker = new Thread(
                () -> { // the sequences, each call in a thread of its own (answers)
                    try {
                        unstable.addAll(unstable(ops));
                        for (Operations.Op op : boundedCalls.blockedOnBothSides()) {
                            blocking.add(op);
                            oneSided.add(op);
                        }
                        found.set(run(ops, seed, sequences, maxLength));
                    } catch (Throwable t) {
                        failed.set(t);
                    }
                },
                "pg-diff-sequential");
        worker.setDaemon(true);
        worker.start();
        try {
            worker.join(boundSeconds * 1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        if (worker.isAlive()) {
            StringBuilder stack = new StringBuilder();
            for (StackTraceElement e : worker.getStackTrace())
                stack.append("\n    at ").append(e);
            return new Outcome(
                    Optional.empty(),
                    true,
                    "HUNG: " + boundedCalls.calling() + " did not return within " + boundSeconds + " s; its thread:"
                            + stack,
                    millis,
                    List.copyOf(blocking),
                    stacks(),
                    List.copyOf(oneSided),
                    "",
                    List.copyOf(outOfHeap),
                    List.copyOf(unstable),
                    List.of(),
                    Optional.ofNullable(fixed.get()));
        }
        if (failed.get() != null)
            throw new IllegalStateException("the sequential check failed: " + failed.get(), failed.get());
        return new Outcome(
                found.get(),
                false,
                "",
                millis,
                List.copyOf(blocking),
                stacks(),
                List.copyOf(oneSided),
                "",
                List.copyOf(outOfHeap),
                List.copyOf(unstable),
                List.of(),
                Optional.ofNullable(fixed.get()));
    }

    /** Calls whose answer differs between two fresh objects of one side ({@link #unstable}): compared by kind from then on. */
    private final List<Operations.Op> unstable = java.util.Collections.synchronizedList(new ArrayList<>());

    /**
     * The calls whose answer is not the same on two fresh objects of the same side ({@link BoundedCalls#unstable}):
     * compared by kind from then on, here and in the concurrent checks.
     */
    List<Operations.Op> unstable(List<Operations.Op> ops) {
        return boundedCalls.unstable(ops, before, beforeApi, after, afterApi);
    }

    /**
     * {@code sequences} random sequences of 1 to {@code maxLength} calls from {@code seed}; the first
     * difference, shrunk. Once a call blocks on both sides, no call of its method is drawn again (each would wait out
     * the bound: 17 timed polls of an empty queue, 170 s), as the concurrent checks leave that method out.
     */
    Optional<SequentialDifference> run(List<Operations.Op> ops, long seed, int sequences, int maxLength) {
        Random random = new Random(seed);
        for (int s = 0; s < sequences; s++) {
            java.util.Set<String> blocks =
                    blocking.stream().map(Operations.Op::signature).collect(java.util.stream.Collectors.toSet());
            List<Operations.Op> drawn = ops.stream()
                    .filter(op -> !blocks.contains(op.signature()) && !outOfHeap.contains(op))
                    .toList();
            if (drawn.isEmpty()) return Optional.empty();
            int length = 1 + random.nextInt(maxLength);
            List<Operations.Op> calls = new ArrayList<>();
            for (int i = 0; i < length; i++) calls.add(drawn.get(random.nextInt(drawn.size())));
            SequentialDifference d = compare(calls, s);
            if (d == null) continue;
            if (d.fixesADefect() && !fixedCalls.add(d.calls().get(d.calls().size() - 1))) continue; // said once
            SequentialDifference shrunk = MinimalDifference.shrink(d, this::compare);
            if (!MinimalDifference.repeats(shrunk, this::compare)) unrepeated.add(shrunk);
            else if (shrunk.fixesADefect()) fixed.compareAndSet(null, shrunk);
            else return Optional.of(shrunk);
        }
        return Optional.empty();
    }

    /**
     * Both sides' answers to the calls (made at once, {@link BoundedCalls#answersOnBoth}), or null when they agree on
     * every one. A call that returns on neither side blocks: it is noted ({@link #blocking}) and left out of the sequences that follow.
     */
    SequentialDifference compare(List<Operations.Op> calls, int sequence) {
        BoundedCalls.Both both = boundedCalls.answersOnBoth(before, beforeApi, after, afterApi, calls);
        List<String> b = both.before();
        List<String> a = both.after();
        String hang = boundedCalls.doesNotReturn();
        if (a.equals(b) && !a.isEmpty() && a.get(a.size() - 1).equals(hang)) blocking.add(calls.get(a.size() - 1));
        if (!a.isEmpty() && a.get(a.size() - 1).equals(hang)) oneSided.add(calls.get(a.size() - 1));
        if (!b.isEmpty() && b.get(b.size() - 1).equals(hang)) oneSided.add(calls.get(b.size() - 1));
        // A call that exhausted the heap answers for the heap, not for the code: the sequence ends there, and is no
        // difference.
        if (!a.isEmpty() && a.get(a.size() - 1).startsWith(Outcomes.OUT_OF_HEAP))
            outOfHeap.add(calls.get(a.size() - 1));
        if (!b.isEmpty() && b.get(b.size() - 1).startsWith(Outcomes.OUT_OF_HEAP))
            outOfHeap.add(calls.get(b.size() - 1));
        if (a.stream().anyMatch(x -> x.startsWith(Outcomes.OUT_OF_HEAP))
                || b.stream().anyMatch(x -> x.startsWith(Outcomes.OUT_OF_HEAP))) return null;
        if (a.equals(b)) return null;
        int first = 0;
        while (a.get(first).equals(b.get(first))) first++;
        return new SequentialDifference(
                List.copyOf(calls.subList(0, first + 1)), b.subList(0, first + 1), a.subList(0, first + 1), sequence);
    }
}
