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
                b.append(String.format("  %s %-28s before: %-36s after: %s%n", mark, calls.get(i), before.get(i), after.get(i)));
            }
            return b.toString();
        }

        /** The first call that answers differently, in one line. */
        String firstDifference() {
            for (int i = 0; i < calls.size(); i++) {
                if (!before.get(i).equals(after.get(i))) {
                    return (i == 0 ? "" : "after " + calls.subList(0, i) + ", ") + calls.get(i) + " answers " + before.get(i)
                            + " before and " + after.get(i) + " after";
                }
            }
            return "no difference";
        }
    }

    /** What the check saw within its bound: a difference or none, or a call that never returned (which one, where it was stuck). */
    record Outcome(Optional<Difference> difference, boolean hung, String stuck, long millis) {
    }

    private final Side before;
    private volatile String calling = "";
    private final Side after;
    private final Class<?> beforeApi;
    private final Class<?> afterApi;

    SequentialEquivalence(Side before, Class<?> beforeApi, Side after, Class<?> afterApi) {
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
        java.util.concurrent.atomic.AtomicReference<Optional<Difference>> found = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicReference<Throwable> failed = new java.util.concurrent.atomic.AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                found.set(run(ops, seed, sequences, maxLength));
            } catch (Throwable t) {
                failed.set(t);
            }
        }, "pg-diff-sequential");
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
            for (StackTraceElement e : worker.getStackTrace()) stack.append("\n    at ").append(e);
            return new Outcome(Optional.empty(), true, "HUNG: " + calling + " did not return within " + boundSeconds + " s; its thread:" + stack, millis);
        }
        if (failed.get() != null) throw new IllegalStateException("the sequential check failed: " + failed.get(), failed.get());
        return new Outcome(found.get(), false, "", millis);
    }

    /** {@code sequences} random sequences of 1 to {@code maxLength} calls from {@code seed}; the first difference, shrunk. */
    Optional<Difference> run(List<Operations.Op> ops, long seed, int sequences, int maxLength) {
        Random random = new Random(seed);
        for (int s = 0; s < sequences; s++) {
            int length = 1 + random.nextInt(maxLength);
            List<Operations.Op> calls = new ArrayList<>();
            for (int i = 0; i < length; i++) calls.add(ops.get(random.nextInt(ops.size())));
            Difference d = compare(calls, s);
            if (d != null) return Optional.of(shrink(d));
        }
        return Optional.empty();
    }

    /** Both sides' answers to the calls, or null when they agree on every one. */
    Difference compare(List<Operations.Op> calls, int sequence) {
        List<String> b = answers(before, beforeApi, calls);
        List<String> a = answers(after, afterApi, calls);
        if (a.equals(b)) return null;
        int first = 0;
        while (a.get(first).equals(b.get(first))) first++;
        return new Difference(List.copyOf(calls.subList(0, first + 1)), b.subList(0, first + 1), a.subList(0, first + 1), sequence);
    }

    private List<String> answers(Side side, Class<?> api, List<Operations.Op> calls) {
        Object target = side.fresh();
        List<String> out = new ArrayList<>();
        for (Operations.Op op : calls) {
            Method m = op.on(api);
            calling = op + " on the " + side.label() + " side";
            out.add(Outcomes.call(target, op, m));
        }
        return out;
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
