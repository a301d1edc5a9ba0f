package dev.provingground.diff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which calls that answer a value see what a call does: each probed on fresh objects of both builds, alone and right
 * after that call; a call whose answer differs sees it. The systematic scenarios end with observers ({@link
 * SystematicScenarios}), the first few methods that answer a value in the choice's order, and a lost write that only one
 * reader shows was never read when that reader came later (Agrona's counters manager, corpus R02: a lost {@code
 * appendToLabel} seen by {@code getCounterLabel} alone, behind four changed getters and the handles' calls). The probe
 * reads behaviour, not bytecode: the label lives in an off-heap buffer every method reads through one field.
 *
 * <p>Bounded: each call within {@link #CALL_MILLIS}, the whole probe within {@link #MILLIS}, the calls probed in the
 * choice's order (the changed ones first), and a side's probe ends at its first call that does not return. Probed once
 * a diff, in the sequential check's JVM ({@link SequentialMain}, where a call that never returns is already contained),
 * for the choice the concurrent checks make; what it saw travels to each engine's JVM by the calls' text ({@link
 * #byText}, {@link #indices}).
 */
final class SeenBy {

    private SeenBy() {}

    /** The bound of one probed call. */
    static final long CALL_MILLIS = 1_000;

    /** The bound of the whole probe: past it, the calls not probed yet see nothing by it. */
    static final long MILLIS = 10_000;

    /** A side to probe: its build and the API its calls are made through. */
    record Build(Side side, Class<?> api) {}

    /**
     * What the systematic scenarios' calls see of each other ({@link #probe}): each chosen method's representative (and
     * acting) call, the changed ones first, probed with the calls that answer a value among them, on {@code builds}.
     */
    static Map<Integer, List<Integer>> forPairs(
            Operations operations, MethodChoice choice, Class<?> api, List<SeenBy.Build> builds) {
        List<Operations.Op> ops = operations.ops();
        List<Integer> all = SystematicScenarios.representatives(operations, operations.withHandles(choice.chosen()));
        List<Integer> answering = all.stream()
                .filter(i -> ops.get(i).answersAValue(api))
                .distinct()
                .toList();
        return probe(ops, all.stream().distinct().toList(), answering, builds, choice.byKindInHistories());
    }

    /**
     * For each of {@code calls} (indices into {@code ops}, in their order), the {@code answering} calls (indices too) whose
     * answer on a fresh object differs once it was made first, on either build; a call is not its own observer, and
     * {@code byKind} methods (answers no two runs compare by value) observe nothing.
     */
    static Map<Integer, List<Integer>> probe(
            List<Operations.Op> ops,
            List<Integer> calls,
            List<Integer> answering,
            List<Build> builds,
            Set<String> byKind) {
        long end = System.nanoTime() + MILLIS * 1_000_000;
        BoundedCalls bounded = new BoundedCalls(CALL_MILLIS, byKind);
        List<Integer> readers = answering.stream()
                .filter(o -> !byKind.contains(ops.get(o).signature()))
                .toList();
        Map<Integer, Set<Integer>> seen = new LinkedHashMap<>();
        for (Build build : builds) {
            Map<Integer, String> alone = new LinkedHashMap<>();
            boolean stuck = false;
            for (int o : readers) {
                if (System.nanoTime() > end) break;
                String answer = answer(bounded, build, List.of(ops.get(o)), 0);
                if (answer == null) {
                    stuck = true;
                    break;
                }
                if (!answer.equals(NONE)) alone.put(o, answer);
            }
            for (int a : calls) {
                if (stuck || System.nanoTime() > end) break;
                for (int o : alone.keySet()) {
                    if (ops.get(o).signature().equals(ops.get(a).signature())) continue;
                    if (System.nanoTime() > end) break;
                    String after = answer(bounded, build, List.of(ops.get(a), ops.get(o)), 1);
                    if (after == null) {
                        stuck = true;
                        break;
                    }
                    if (!after.equals(NONE) && !after.equals(alone.get(o)))
                        seen.computeIfAbsent(a, k -> new LinkedHashSet<>()).add(o);
                }
            }
        }
        Map<Integer, List<Integer>> out = new LinkedHashMap<>();
        for (int a : calls) if (seen.containsKey(a)) out.put(a, List.copyOf(seen.get(a)));
        return out;
    }

    /** What {@code seen} (indices into {@code ops}) says, by each call's text ({@link Operations.Op#toString}). */
    static Map<String, List<String>> byText(Map<Integer, List<Integer>> seen, List<Operations.Op> ops) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        seen.forEach((a, os) -> out.put(
                ops.get(a).toString(),
                os.stream().map(o -> ops.get(o).toString()).toList()));
        return out;
    }

    /**
     * What {@link #byText} said, as indices into this JVM's {@code ops}: a call or reader this JVM does not make (left out
     * since, or made otherwise) is dropped, and so is a reader whose answers are compared by kind ({@code byKind}).
     */
    static Map<Integer, List<Integer>> indices(
            Map<String, List<String>> seen, List<Operations.Op> ops, Set<String> byKind) {
        Map<String, Integer> at = new LinkedHashMap<>();
        for (int i = 0; i < ops.size(); i++) at.putIfAbsent(ops.get(i).toString(), i);
        Map<Integer, List<Integer>> out = new LinkedHashMap<>();
        seen.forEach((a, os) -> {
            Integer call = at.get(a);
            if (call == null) return;
            List<Integer> readers = os.stream()
                    .map(at::get)
                    .filter(o -> o != null && !byKind.contains(ops.get(o).signature()))
                    .toList();
            if (!readers.isEmpty()) out.put(call, readers);
        });
        return out;
    }

    /**
     * {@code seen} as one line's word (a serialized map of lists, in Base64), for the sequential check's JVM to say: the
     * one copy on the way out of that JVM ({@link #serializable}).
     */
    static String encode(Map<String, List<String>> seen) {
        return Base64Objects.write(serializable(seen));
    }

    /** What {@link #encode} wrote, as it was read: an ordered map of lists, none null. */
    @SuppressWarnings("unchecked")
    static Map<String, List<String>> decode(String word) {
        return Base64Objects.read(word, LinkedHashMap.class, "not what SeenBy.encode wrote: ");
    }

    /**
     * {@code seen} in a form a process's message carries ({@link #encode}, {@link SidesAsked}): an ordered map of lists,
     * none null. Made once at each edge; the calls between pass the map on as it is.
     */
    static LinkedHashMap<String, List<String>> serializable(Map<String, List<String>> seen) {
        LinkedHashMap<String, List<String>> out = new LinkedHashMap<>();
        if (seen != null) seen.forEach((a, os) -> out.put(a, new ArrayList<>(os)));
        return out;
    }

    /** What {@link #answer} gives when the calls answered, but not comparably (out of heap, or not made): no observation. */
    private static final String NONE = "\u0000none";

    /**
     * The answer of the {@code at}th of {@code calls} made in turn on a fresh object of {@code build}; {@link #NONE} when
     * a call ran out of heap or the calls could not be made; null when a call did not return within its bound (its
     * thread is left where it is stuck, and the probe of that build ends).
     */
    private static String answer(BoundedCalls bounded, Build build, List<Operations.Op> calls, int at) {
        List<String> answers;
        try {
            answers = bounded.answers(build.side(), build.api(), calls);
        } catch (RuntimeException cannot) {
            return NONE;
        }
        for (String a : answers) {
            if (a != null && a.equals(bounded.doesNotReturn())) return null;
            if (a == null || a.startsWith(Outcomes.OUT_OF_HEAP)) return NONE;
        }
        return answers.size() > at ? answers.get(at) : NONE;
    }

    /** The builds to probe: after, then before. */
    static List<Build> both(Side before, Class<?> beforeApi, Side after, Class<?> afterApi) {
        return List.of(new Build(after, afterApi), new Build(before, beforeApi));
    }

    /**
     * The line of what was seen, for a check's evidence ({@code [label(1)] see appendToLabel(1, "a")}), or none when
     * nothing was.
     */
    static String words(Map<Integer, List<Integer>> seen, List<Operations.Op> ops) {
        if (seen.isEmpty()) return "";
        List<String> lines = new ArrayList<>();
        seen.forEach((a, os) ->
                lines.add(os.stream().map(o -> ops.get(o).toString()).toList() + " see " + ops.get(a)));
        return "  the pairs' observers, besides the first that answer a value: those that see a call, "
                + String.join("; ", lines) + "\n";
    }
}
