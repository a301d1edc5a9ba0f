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

    private final Side before;
    private final Side after;
    private final Class<?> beforeApi;
    private final Class<?> afterApi;

    SequentialEquivalence(Side before, Class<?> beforeApi, Side after, Class<?> afterApi) {
        this.before = before;
        this.after = after;
        this.beforeApi = beforeApi;
        this.afterApi = afterApi;
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

    private static List<String> answers(Side side, Class<?> api, List<Operations.Op> calls) {
        Object target = side.fresh();
        List<String> out = new ArrayList<>();
        for (Operations.Op op : calls) {
            Method m = op.on(api);
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
