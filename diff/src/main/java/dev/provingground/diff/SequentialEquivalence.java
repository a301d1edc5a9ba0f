package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Check 1: the same random sequences of operations on a fresh instance of each side, one thread; every
 * call must answer the same on both (the same value, or an exception of the same class). The first
 * sequence that differs is shrunk (calls removed while it still differs) to the shortest case, which
 * is reported with both sides' answers and the seed that finds it again.
 */
final class SequentialEquivalence {

    /** A shrunk case: the calls, and what each side answered, call by call. */
    record Difference(List<Operations.Op> calls, List<String> before, List<String> after, int sequence) {

        String describe() {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < calls.size(); i++) {
                String mark = before.get(i).equals(after.get(i)) ? "  " : "=>";
                b.append(String.format(
                        "  %s %-28s before: %-36s after: %s%n", mark, calls.get(i), before.get(i), after.get(i)));
            }
            return b.toString();
        }

        /** The first call that answers differently, in one line. */
        String firstDifference() {
            for (int i = 0; i < calls.size(); i++) {
                if (!before.get(i).equals(after.get(i))) {
                    return (i == 0 ? "" : "after " + calls.subList(0, i) + ", ") + calls.get(i) + " answers "
                            + before.get(i) + " before and " + after.get(i) + " after";
                }
            }
            return "no difference";
        }
    }

    /**
     * What the check saw within its bound: a difference or none, or a check that never ended (which call,
     * where it was stuck); and the calls that returned on neither side, each within its own bound; what
     * the subject printed ({@link SequentialMain}: its JVM's log), for the report; and the calls whose answer is not the
     * same on two fresh objects ({@code unstable}, {@link #unstable}), which no check can compare by value.
     */
    record Outcome(
            Optional<Difference> difference,
            boolean hung,
            String stuck,
            long millis,
            List<Operations.Op> blocking,
            String stacks,
            List<Operations.Op> noReturn,
            String printed,
            List<Operations.Op> outOfHeap,
            List<Operations.Op> unstable) {

        Outcome(
                Optional<Difference> difference,
                boolean hung,
                String stuck,
                long millis,
                List<Operations.Op> blocking,
                String stacks,
                List<Operations.Op> noReturn,
                String printed,
                List<Operations.Op> outOfHeap) {
            this(difference, hung, stuck, millis, blocking, stacks, noReturn, printed, outOfHeap, List.of());
        }

        Outcome(
                Optional<Difference> difference,
                boolean hung,
                String stuck,
                long millis,
                List<Operations.Op> blocking,
                String stacks,
                List<Operations.Op> noReturn,
                String printed) {
            this(difference, hung, stuck, millis, blocking, stacks, noReturn, printed, List.of());
        }

        /** The check itself could not run (a harness error, not a side's hang): {@link #HARNESS_ERROR} begins its text. */
        boolean error() {
            return hung && stuck.startsWith(HARNESS_ERROR);
        }
    }

    /** Differences that did not repeat on the same calls ({@link #repeats}): not counted, said in the evidence. */
    private final List<Difference> unrepeated = java.util.Collections.synchronizedList(new ArrayList<>());

    /** Where each call that did not return was stuck, and the differences that did not repeat, for the evidence. */
    private String stacks() {
        StringBuilder b = new StringBuilder();
        for (Difference d : List.copyOf(unrepeated)) {
            b.append(
                            "  a difference that did not repeat on the same calls (not counted: an answer of the clock, hashing or chance), sequence ")
                    .append(d.sequence())
                    .append(":\n")
                    .append(d.describe());
        }
        stuckThreads.forEach((call, thread) -> {
            b.append("  ")
                    .append(call)
                    .append(" did not return within ")
                    .append(callBoundMillis)
                    .append(" ms; its thread:");
            for (StackTraceElement e : thread.getStackTrace())
                b.append("\n    at ").append(e);
            b.append('\n');
        });
        return b.toString();
    }

    /** How an outcome's stuck text begins when the check itself failed (an error of the harness, not of a side). */
    static final String HARNESS_ERROR = "harness error, no verdict: ";

    /** The bound of one call, in milliseconds: a call past it does not return, on that side. */
    private final long callBoundMillis;

    private final java.util.Set<Operations.Op> blocking = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.Set<Operations.Op> oneSided = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final java.util.Map<String, Thread> stuckThreads = new java.util.concurrent.ConcurrentHashMap<>();
    /** Calls that ran out of heap on a side ({@link Outcomes#OUT_OF_HEAP}): no difference, never drawn again, left out of the concurrent checks. */
    private final java.util.Set<Operations.Op> outOfHeap = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private final Side before;
    private volatile String calling = "";
    private final Side after;
    private final Class<?> beforeApi;
    private final Class<?> afterApi;

    /** The signatures of the methods compared by kind ({@link MethodChoice#byKind}: the clock, a return type that differs; {@link Outcomes#call}). */
    private volatile java.util.Set<String> byKind;

    SequentialEquivalence(
            Side before,
            Class<?> beforeApi,
            Side after,
            Class<?> afterApi,
            long callBoundMillis,
            java.util.Set<String> byKind) {
        this.callBoundMillis = callBoundMillis;
        this.byKind = java.util.Set.copyOf(byKind);
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
        java.util.concurrent.atomic.AtomicReference<Optional<Difference>> found =
                new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicReference<Throwable> failed =
                new java.util.concurrent.atomic.AtomicReference<>();
        Thread worker = new Thread(
                () -> { // the sequences, each call in a thread of its own (answers)
                    try {
                        unstable.addAll(unstable(ops));
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
                    "HUNG: " + calling + " did not return within " + boundSeconds + " s; its thread:" + stack,
                    millis,
                    List.copyOf(blocking),
                    stacks(),
                    List.copyOf(oneSided),
                    "",
                    List.copyOf(outOfHeap),
                    List.copyOf(unstable));
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
                List.copyOf(unstable));
    }

    /** Calls whose answer differs between two fresh objects of one side ({@link #unstable}): compared by kind from then on. */
    private final List<Operations.Op> unstable = java.util.Collections.synchronizedList(new ArrayList<>());

    /**
     * The calls (the first of each signature) whose answer is not the same on two fresh objects of the same side, each
     * called once, one before and one after a third object has made every call once: an answer made of global state (an
     * appender named from a global counter, {@code DefaultConsole-3}, then {@code -5} once other objects reconfigured),
     * the clock or hashing, which no run can compare with another's by value. Such a method's answers are compared by kind
     * from then on, here and in the concurrent checks ({@link MethodChoice#byKind}), as the clock's are: a race is never
     * read from a number another object took.
     */
    List<Operations.Op> unstable(List<Operations.Op> ops) {
        List<Operations.Op> probes = new ArrayList<>();
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Operations.Op op : ops) {
            if (!byKind.contains(op.signature()) && seen.add(op.signature())) probes.add(op);
        }
        java.util.Set<Operations.Op> out = new java.util.LinkedHashSet<>();
        for (Side side : List.of(after, before)) {
            Class<?> api = side == after ? afterApi : beforeApi;
            List<String> first = alone(side, api, probes);
            answers(side, api, probes); // another object makes every call once: what it changes of global state
            List<String> second = alone(side, api, probes);
            for (int i = 0; i < probes.size(); i++) {
                boolean answered = java.util.stream.Stream.of(first.get(i), second.get(i))
                        .noneMatch(a -> a == null
                                || a.startsWith(Outcomes.OUT_OF_HEAP)
                                || a.equals(doesNotReturn(callBoundMillis)));
                if (answered && !first.get(i).equals(second.get(i))) out.add(probes.get(i));
            }
        }
        java.util.Set<String> unstableSignatures = new java.util.HashSet<>(byKind);
        out.forEach(op -> unstableSignatures.add(op.signature()));
        byKind = java.util.Set.copyOf(unstableSignatures);
        return List.copyOf(out);
    }

    /** Each call's answer on a fresh object of its own (null when it gave none). */
    private List<String> alone(Side side, Class<?> api, List<Operations.Op> calls) {
        List<String> out = new ArrayList<>();
        for (Operations.Op op : calls) {
            List<String> a = answers(side, api, List.of(op));
            out.add(a.size() == 1 ? a.get(0) : null);
        }
        return out;
    }

    /**
     * {@code sequences} random sequences of 1 to {@code maxLength} calls from {@code seed}; the first
     * difference, shrunk. A call found blocking on both sides is no longer drawn.
     */
    Optional<Difference> run(List<Operations.Op> ops, long seed, int sequences, int maxLength) {
        Random random = new Random(seed);
        for (int s = 0; s < sequences; s++) {
            List<Operations.Op> drawn = ops.stream()
                    .filter(op -> !blocking.contains(op) && !outOfHeap.contains(op))
                    .toList();
            if (drawn.isEmpty()) return Optional.empty();
            int length = 1 + random.nextInt(maxLength);
            List<Operations.Op> calls = new ArrayList<>();
            for (int i = 0; i < length; i++) calls.add(drawn.get(random.nextInt(drawn.size())));
            Difference d = compare(calls, s);
            if (d == null) continue;
            Difference shrunk = shrink(d);
            if (repeats(shrunk)) return Optional.of(shrunk);
            unrepeated.add(shrunk);
        }
        return Optional.empty();
    }

    /** How many more times a shrunk difference is run before it counts: an answer of the clock, of hashing or of chance does not repeat. */
    static final int REPEATS = 3;

    /** Whether the same calls, on fresh instances, answer the same way on each side {@value #REPEATS} more times. */
    private boolean repeats(Difference d) {
        for (int i = 0; i < REPEATS; i++) {
            Difference again = compare(d.calls(), d.sequence());
            if (again == null
                    || !again.before().equals(d.before())
                    || !again.after().equals(d.after())) return false;
        }
        return true;
    }

    /**
     * Both sides' answers to the calls, or null when they agree on every one. A call that returns on
     * neither side blocks: it is noted ({@link #blocking}) and left out of the sequences that follow.
     */
    Difference compare(List<Operations.Op> calls, int sequence) {
        List<String> b = answers(before, beforeApi, calls);
        List<String> a = answers(after, afterApi, calls);
        String hang = doesNotReturn(callBoundMillis);
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
        return new Difference(
                List.copyOf(calls.subList(0, first + 1)), b.subList(0, first + 1), a.subList(0, first + 1), sequence);
    }

    /** What a call that does not return within {@link #callBoundMillis} answers. */
    static String doesNotReturn(long millis) {
        return "does not return within " + (millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms");
    }

    /**
     * The side's answers to the calls on a fresh instance, each call bounded: a call that does not return
     * within the bound answers so, and the sequence ends there (its thread is left, a daemon, where it is stuck).
     */
    private List<String> answers(Side side, Class<?> api, List<Operations.Op> calls) {
        Object target = side.fresh();
        List<Method> methods = calls.stream().map(op -> op.on(api)).toList();
        List<String> out = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.atomic.AtomicReference<Throwable> failed =
                new java.util.concurrent.atomic.AtomicReference<>();
        Thread caller = new Thread(
                () -> {
                    try {
                        Made.Objects made = Made.Objects.forCalls(calls, methods);
                        for (int i = 0; i < calls.size(); i++) {
                            Operations.Op op = calls.get(i);
                            String answer =
                                    Outcomes.call(target, made, op, methods.get(i), byKind.contains(op.signature()));
                            out.add(answer);
                            if (answer.startsWith(Outcomes.OUT_OF_HEAP)) break;
                        }
                    } catch (Throwable t) {
                        failed.set(t);
                    }
                },
                "pg-diff-" + side.label());
        caller.setDaemon(true);
        caller.start();
        while (caller.isAlive()) {
            int returned = out.size();
            calling = (returned < calls.size() ? calls.get(returned) : "") + " on the " + side.label() + " side";
            try {
                caller.join(callBoundMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
            if (caller.isAlive() && out.size() == returned) {
                List<String> answered = new ArrayList<>(out);
                answered.add(doesNotReturn(callBoundMillis));
                stuckThreads.put(side.label() + ": " + calls.get(returned), caller);
                return answered;
            }
        }
        if (failed.get() != null)
            throw new IllegalStateException("the sequential check failed: " + failed.get(), failed.get());
        return new ArrayList<>(out);
    }

    /** Removes calls, one at a time, while the sequence still answers differently. */
    private Difference shrink(Difference d) {
        boolean smaller = true;
        while (smaller && d.calls().size() > 1) {
            smaller = false;
            for (int i = 0; i < d.calls().size(); i++) {
                List<Operations.Op> fewer = new ArrayList<>(d.calls());
                fewer.remove(i);
                Difference e = compare(fewer, d.sequence());
                if (e != null) {
                    d = e;
                    smaller = true;
                    break;
                }
            }
        }
        return d;
    }
}
