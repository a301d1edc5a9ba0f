package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * Check 1's calls ({@link SequentialEquivalence}): a side's answers to a sequence of calls on a fresh instance, each
 * call in a thread of its own and bounded, where each call that did not return was stuck, and the probe of the calls
 * whose answer is not the same on two fresh objects ({@link #unstable}).
 */
final class BoundedCalls {

    /** The bound of one call, in milliseconds: a call past it does not return, on that side. */
    private final long callBoundMillis;

    private final Map<String, Thread> stuckThreads = new ConcurrentHashMap<>();
    private volatile String calling = "";

    /** The signatures of the methods compared by kind ({@link MethodChoice#byKind}: the clock, a return type that differs; {@link Outcomes#call}). */
    private volatile Set<String> byKind;

    BoundedCalls(long callBoundMillis, Set<String> byKind) {
        this.callBoundMillis = callBoundMillis;
        this.byKind = Set.copyOf(byKind);
    }

    /** The call being made now, and on which side, for a check that never ends. */
    String calling() {
        return calling;
    }

    /** What a call answers that does not return within this bound. */
    String doesNotReturn() {
        return doesNotReturn(callBoundMillis);
    }

    /** What a call that does not return within {@code millis} answers. */
    static String doesNotReturn(long millis) {
        return "does not return within " + (millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms");
    }

    /** Where each call that did not return was stuck, for the evidence. */
    String stuckStacks() {
        StringBuilder b = new StringBuilder();
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

    /**
     * The calls (the first of each signature) whose answer is not the same on two fresh objects of the same side, each
     * called once, one before and one after a third object has made every call once: an answer made of global state (an
     * appender named from a global counter, {@code DefaultConsole-3}, then {@code -5} once other objects reconfigured),
     * the clock or hashing, which no run can compare with another's by value. Such a method's answers are compared by kind
     * from then on, here and in the concurrent checks ({@link MethodChoice#byKind}), as the clock's are: a race is never
     * read from a number another object took. A call that does not return on a fresh object is made once a side, not
     * again; one that returns on neither side is a blocking call ({@link #blockedOnBothSides}).
     */
    List<Operations.Op> unstable(
            List<Operations.Op> ops, Side before, Class<?> beforeApi, Side after, Class<?> afterApi) {
        List<Operations.Op> probes = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Operations.Op op : ops) {
            if (!byKind.contains(op.signature()) && seen.add(op.signature())) probes.add(op);
        }
        Set<Operations.Op> out = new LinkedHashSet<>();
        Map<Operations.Op, Integer> blockedOn = new HashMap<>();
        for (Side side : List.of(after, before)) {
            Class<?> api = side == after ? afterApi : beforeApi;
            List<String> alone = alone(side, api, probes);
            // A call that does not return on a fresh object is not called again here: each time would cost the bound.
            List<Operations.Op> returning = new ArrayList<>();
            List<String> first = new ArrayList<>();
            for (int i = 0; i < probes.size(); i++) {
                if (doesNotReturn().equals(alone.get(i))) blockedOn.merge(probes.get(i), 1, Integer::sum);
                else {
                    returning.add(probes.get(i));
                    first.add(alone.get(i));
                }
            }
            answers(side, api, returning); // another object makes every call once: what it changes of global state
            List<String> second = alone(side, api, returning);
            for (int i = 0; i < returning.size(); i++) {
                boolean answered = Stream.of(first.get(i), second.get(i))
                        .noneMatch(a -> a == null
                                || a.startsWith(Outcomes.OUT_OF_HEAP)
                                || a.equals(doesNotReturn(callBoundMillis)));
                if (answered && !first.get(i).equals(second.get(i))) out.add(returning.get(i));
            }
        }
        blockedOnBothSides = blockedOn.entrySet().stream()
                .filter(e -> e.getValue() == 2)
                .map(Map.Entry::getKey)
                .toList();
        Set<String> unstableSignatures = new HashSet<>(byKind);
        out.forEach(op -> unstableSignatures.add(op.signature()));
        byKind = Set.copyOf(unstableSignatures);
        return List.copyOf(out);
    }

    /** The probes of {@link #unstable} that returned on neither side, each called alone on a fresh object: blocking calls. */
    private volatile List<Operations.Op> blockedOnBothSides = List.of();

    /** The calls that returned on neither side when called alone on a fresh object, in the last {@link #unstable} probe. */
    List<Operations.Op> blockedOnBothSides() {
        return blockedOnBothSides;
    }

    /**
     * Each call's answer on a fresh object of its own (null when it gave none), the calls made one after another. A call
     * whose thread waits (parked, in {@code wait}, on a monitor) rather than computes is left waiting while the next
     * calls run, and its answer is read at the end, once it returns or its bound from its own start has passed: a
     * probe of many blocking calls (every {@code blockingGet()} on the handles a reactive type returns) costs one bound,
     * not one bound a call, and never outlasts the check's own bound for that alone.
     */
    private List<String> alone(Side side, Class<?> api, List<Operations.Op> calls) {
        List<Running> runs = new ArrayList<>();
        for (Operations.Op op : calls) {
            Running run = start(side, api, List.of(op));
            run.whileComputing(callBoundMillis);
            runs.add(run);
        }
        List<String> out = new ArrayList<>();
        for (Running run : runs) {
            List<String> a = finish(run);
            out.add(a.size() == 1 ? a.get(0) : null);
        }
        return out;
    }

    /** A sequence of calls on a fresh instance of a side, made in a daemon thread of its own. */
    private static final class Running {
        final Side side;
        final List<Operations.Op> calls;
        final List<String> out = Collections.synchronizedList(new ArrayList<>());
        final AtomicReference<Throwable> failed = new AtomicReference<>();
        final long startedNanos = System.nanoTime();
        /**
         * When the call being made began (the run's start, for the first): stamped before the answer of the call before
         * it is added, so that a finisher that reads how many calls returned never reads an earlier call's stamp.
         */
        volatile long callStartedNanos = startedNanos;

        Thread caller;

        Running(Side side, List<Operations.Op> calls) {
            this.side = side;
            this.calls = calls;
        }

        /** Waits while the thread runs code (not parked, waiting or blocked), up to {@code boundMillis} from its start. */
        void whileComputing(long boundMillis) {
            long slice = Math.max(1, Math.min(COMPUTING_SLICE_MILLIS, boundMillis));
            while (caller.isAlive() && caller.getState() == Thread.State.RUNNABLE && elapsedMillis() < boundMillis) {
                try {
                    caller.join(slice);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted", e);
                }
            }
        }

        long elapsedMillis() {
            return (System.nanoTime() - startedNanos) / 1_000_000;
        }
    }

    /** How often a probe looks whether a call still computes, in milliseconds. */
    private static final long COMPUTING_SLICE_MILLIS = 20;

    /**
     * The side's answers to the calls on a fresh instance, each call bounded: a call that does not return
     * within the bound answers so, and the sequence ends there (its thread is left, a daemon, where it is stuck).
     */
    List<String> answers(Side side, Class<?> api, List<Operations.Op> calls) {
        return finish(start(side, api, calls));
    }

    /** Both sides' answers to the same calls ({@link #answers}), each on a fresh instance of its own. */
    record Both(List<String> before, List<String> after) {}

    /**
     * Both sides' answers to the calls, the two sequences made at once, each in a thread of its own: a call that returns on
     * neither side costs its bound once, not once a side (an RxJava {@code Flowable}'s {@code blockingFirst()} on a replay
     * that never ends, corpus R16 and R17: 76 s and 88 s of sequences, most of them bounds waited out one side after the
     * other). The sides share no class ({@link Relocation}) and each call keeps its own bound from when it began.
     */
    Both answersOnBoth(Side before, Class<?> beforeApi, Side after, Class<?> afterApi, List<Operations.Op> calls) {
        Running b = start(before, beforeApi, calls);
        Running a = start(after, afterApi, calls);
        List<String> beforeAnswers = finish(b);
        return new Both(beforeAnswers, finish(a));
    }

    /** The calls started on a fresh instance of the side, in a daemon thread of their own. */
    private Running start(Side side, Class<?> api, List<Operations.Op> calls) {
        Object target = side.fresh();
        List<Method> methods = calls.stream().map(op -> op.on(api)).toList();
        Running run = new Running(side, calls);
        run.caller = new Thread(
                () -> {
                    try {
                        Made.Objects made = Made.Objects.forCalls(calls, methods);
                        HeldAnswers held = new HeldAnswers(); // what the calls answered, held for the sequence
                        for (int i = 0; i < calls.size(); i++) {
                            Operations.Op op = calls.get(i);
                            String answer = Outcomes.call(
                                    target,
                                    made,
                                    op,
                                    methods.get(i),
                                    null,
                                    null,
                                    byKind.contains(op.signature()),
                                    held);
                            run.callStartedNanos = System.nanoTime();
                            run.out.add(answer);
                            if (answer.startsWith(Outcomes.OUT_OF_HEAP)) break;
                        }
                    } catch (Throwable t) {
                        run.failed.set(t);
                    }
                },
                "pg-diff-" + side.label());
        run.caller.setDaemon(true);
        run.caller.start();
        return run;
    }

    /**
     * The run's answers once it ends, each call given the bound: the first from the run's start, each next one from when
     * the one before it returned (its caller's stamp, {@link Running#callStartedNanos}: the run may have gone on while
     * another was finished). A call that does not return within its bound answers so, and the sequence ends there (its
     * thread is left, a daemon, where it is stuck).
     */
    private List<String> finish(Running run) {
        while (run.caller.isAlive()) {
            int returned = run.out.size();
            calling = (returned < run.calls.size() ? run.calls.get(returned) : "") + " on the " + run.side.label()
                    + " side";
            long wait = callBoundMillis - (System.nanoTime() - run.callStartedNanos) / 1_000_000;
            try {
                run.caller.join(Math.max(1, wait));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
            if (run.caller.isAlive() && run.out.size() == returned) {
                List<String> answered = new ArrayList<>(run.out);
                answered.add(doesNotReturn(callBoundMillis));
                stuckThreads.put(run.side.label() + ": " + run.calls.get(returned), run.caller);
                return answered;
            }
        }
        if (run.failed.get() != null)
            throw new IllegalStateException("the sequential check failed: " + run.failed.get(), run.failed.get());
        return new ArrayList<>(run.out);
    }
}
