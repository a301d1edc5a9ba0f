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
     * The side's answers to the calls on a fresh instance, each call bounded: a call that does not return
     * within the bound answers so, and the sequence ends there (its thread is left, a daemon, where it is stuck).
     */
    List<String> answers(Side side, Class<?> api, List<Operations.Op> calls) {
        Object target = side.fresh();
        List<Method> methods = calls.stream().map(op -> op.on(api)).toList();
        List<String> out = Collections.synchronizedList(new ArrayList<>());
        AtomicReference<Throwable> failed = new AtomicReference<>();
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
}
