package dev.provingground.diff;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.lincheck.datastructures.verifier.LinearizabilityVerifier;
import org.jetbrains.lincheck.datastructures.verifier.Verifier;

/**
 * Linearizability, but for histories already known to be in both builds: the race search looks past a history, not
 * a method. When the after side's failing history is one the before side produces too ({@link ProducesHistory}), the
 * search goes on in the same methods with that history accepted, so that a second race in those methods, the PR's
 * own, is still found (a queue whose {@code poll} races on both sides and whose {@code peek} answers null on the
 * after side only).
 *
 * <p>A call in such a history that threw, in the threads or after them, is a failure both builds have: a history in
 * which a call of the same method throws an exception of the same kind ({@link Thrown#kind}) beside those methods (and
 * perhaps others) in the other threads is accepted too, whatever else it holds ({@link #failures}). A race that throws shows itself in many histories (which argument, which thread,
 * what the observers read after it), each one round of the search when looked past one at a time: Spectator's {@code
 * QueryIndex} (corpus R22) throws NullPointerException from {@code add} beside {@code remove} in both releases, four
 * such histories used up the rounds, and {@code add}, then looked past as a method, was the set-up the PR's own race
 * (a {@code findMatches} beside that {@code remove}) needs. The price: a history of the PR's whose only sign is the same
 * method throwing the same kind beside the same methods is looked past with it (a PR that widens a shared race's window),
 * and so is one whose only sign comes with such a call that throws by contract (an observer on an empty queue) when
 * that call was in the shared history; a history the PR's race changes otherwise is still judged. Only misses can come
 * of it, never a race that is not there.
 */
public final class KnownHistories implements Verifier {

    /** The failures both builds have ({@link #failures}): a history with a call that fails so is accepted; set with {@link #knownByMethods}. */
    static volatile Set<Failure> failing = Set.of();

    /**
     * The accepted histories, each its scenario and its answers ({@link #encode}), with each call named by its methods'
     * names, not its number ({@link #byMethods}); set once in the check's JVM before Lincheck runs, last of the four, and
     * empty when none is known: the same answers to the same methods called with other arguments, or through another overload of
     * the same name, are the same history. A race both builds share shows itself so in every call the pairs make of those
     * methods: logback's {@code LoggerContext} (corpus R23) warns twice when two first calls of {@code
     * getLogger(...).debug(...)} meet, in both releases, and gave the same answers on the pairs of five overloads of
     * {@code debug}, one history looked past each, which used up the {@value RaceSearch#HISTORIES} the search looks past
     * before the PR's own race ({@code getLogger} beside {@code reset()}) was reached. The price, as for {@link #failing}:
     * a history of the PR's whose answers are exactly those of a shared one to the same methods, called otherwise, is
     * looked past with it. Only misses can come of it.
     */
    static volatile Set<String> knownByMethods = Set.of();

    /** Each operation's methods by name ({@link #names}), by its number, for {@link #byMethods}; set with {@link #knownByMethods}. */
    static volatile List<String> names = List.of();

    /**
     * A call's failure in a history: its method, the exception's kind ({@link Thrown#kind}), and the methods called in
     * the other threads.
     */
    record Failure(String method, String kind, java.util.SortedSet<String> beside) {

        /** Whether {@code seen} is this failure: the same method, the same kind, and at least these methods beside it. */
        boolean covers(Failure seen) {
            return method.equals(seen.method) && kind.equals(seen.kind) && seen.beside.containsAll(beside);
        }

        @Override
        public String toString() {
            return method + " " + kind + (beside.isEmpty() ? "" : " beside " + String.join(", ", beside));
        }
    }

    private final LinearizabilityVerifier linearizability;

    /** The constructor Lincheck calls, with the sequential specification. */
    public KnownHistories(Class<?> sequentialSpecification) {
        linearizability = new LinearizabilityVerifier(sequentialSpecification);
    }

    /**
     * Sets, in the check's JVM before Lincheck runs, the histories both builds give ({@link #encode}'s argument) over this
     * JVM's operations: {@link #names}, {@link #failing} and {@link #knownByMethods}.
     */
    static void lookPast(String argument, List<Operations.Op> ops) {
        Set<String> entries = decode(argument);
        List<String> named = ops.stream().map(KnownHistories::names).toList();
        names = named;
        failing = Set.copyOf(failures(entries(argument), ops));
        knownByMethods = entries.stream().map(e -> byMethods(e, named)).collect(Collectors.toUnmodifiableSet());
    }

    @Override
    public boolean verifyResults(ExecutionScenario scenario, ExecutionResult result) {
        if (knownByMethods.isEmpty()) return linearizability.verifyResults(scenario, result);
        ProducesHistory.History history = ProducesHistory.History.of(result);
        if (isKnown(ScenarioText.encode(scenario), history)) return true;
        if (!failing.isEmpty() && failsAsBothBuildsDo(scenario, history)) return true;
        return linearizability.verifyResults(scenario, result);
    }

    /**
     * Whether {@code history} on {@code scenario} (encoded, {@link ScenarioText#encode}) is one both builds give: its
     * answers to the same methods, the very history among them ({@link #knownByMethods}).
     */
    static boolean isKnown(String scenario, ProducesHistory.History history) {
        return knownByMethods.contains(byMethods(entry(scenario, history.kinds().encode()), names));
    }

    /**
     * An entry ({@link #entry}: {@code scenario#history}) with each call of its scenario named by its methods' names
     * instead of its number ({@code names}, by number): {@code 0/4|4/1} and {@code 0/5|5/1} are one scenario when calls 4
     * and 5 are {@code getLogger(Object.class).debug("a")} and {@code getLogger(Object.class).debug("a", "a")}.
     */
    static String byMethods(String entry, List<String> names) {
        Entry e = Entry.of(entry);
        java.util.function.Function<List<Integer>, String> named = calls -> calls.stream()
                .map(i -> i < names.size() ? names.get(i) : "call " + i)
                .collect(Collectors.joining("; "));
        ScenarioText.Calls calls = e.calls();
        return named.apply(calls.init()) + " / "
                + calls.threads().stream().map(named).collect(Collectors.joining(" | ")) + " / "
                + named.apply(calls.post()) + "#" + e.history();
    }

    /**
     * A history looked past, as {@link #entry} writes it ({@code scenario#history}): its scenario's calls ({@link
     * ScenarioText.Calls}) and its answers ({@link ProducesHistory.History#encode}), read in one place.
     */
    record Entry(String scenario, String history) {

        static Entry of(String entry) {
            int at = entry.lastIndexOf('#');
            if (at < 0) throw new IllegalArgumentException("not a history looked past (scenario#history): " + entry);
            return new Entry(entry.substring(0, at), entry.substring(at + 1));
        }

        /** Its scenario's calls, read when asked: comparing answers by kind reads only the text. */
        ScenarioText.Calls calls() {
            return ScenarioText.Calls.parse(scenario);
        }
    }

    /** Whether a call in the threads or after them answered a failure both builds have ({@link #failing}). */
    static boolean failsAsBothBuildsDo(ExecutionScenario scenario, ProducesHistory.History history) {
        List<List<String>> methods = new ArrayList<>();
        for (List<Actor> thread : scenario.getParallelExecution()) methods.add(methods(thread));
        methods.add(methods(scenario.getPostExecution()));
        List<List<String>> answers = new ArrayList<>(history.threads());
        answers.add(history.post());
        Set<Failure> known = failing;
        return failuresIn(methods, answers).stream()
                .anyMatch(seen -> known.stream().anyMatch(f -> f.covers(seen)));
    }

    private static List<String> methods(List<Actor> actors) {
        return actors.stream()
                .map(a -> a.getMethod().getName())
                .map(n -> n.substring(0, Math.max(0, n.lastIndexOf('_')))) // GeneratedOperations#name: method_call
                .toList();
    }

    /**
     * The failures in {@code entries} ({@link #encode}'s histories, their scenarios' calls numbered in {@code ops}): each
     * call in the threads or after them that threw, as its method, the exception's kind and the methods of the other
     * threads ({@code "add threw java.lang.NullPointerException beside remove"}: the same method failing so beside other
     * methods is another failure); an exception the engine's own code made is none (a harness's, not the builds').
     */
    static Set<Failure> failures(List<String> entries, List<Operations.Op> ops) {
        Set<Failure> out = new LinkedHashSet<>();
        for (String text : entries) {
            Entry entry = Entry.of(text);
            ProducesHistory.History history = ProducesHistory.History.decode(entry.history());
            ScenarioText.Calls calls = entry.calls();
            if (calls.threads().size() != history.threads().size()) continue;
            List<List<String>> methods = new ArrayList<>();
            for (List<Integer> t : calls.threads()) methods.add(methods(t, ops));
            methods.add(methods(calls.post(), ops));
            List<List<String>> answers = new ArrayList<>(history.threads());
            answers.add(history.post());
            out.addAll(failuresIn(methods, answers));
        }
        return out;
    }

    /** A call's methods by name, whatever its overloads and arguments: {@code getLogger.debug}. */
    static String names(Operations.Op op) {
        return op.then() == null ? op.method() : op.method() + "." + names(op.then());
    }

    private static List<String> methods(List<Integer> calls, List<Operations.Op> ops) {
        return calls.stream()
                .map(i -> i < ops.size() ? ops.get(i).method() : "?")
                .toList();
    }

    /**
     * The failures of one history: its threads' methods and answers, then those of the calls after them (the last of
     * {@code methods} and {@code answers}). A call after the threads fails beside all the threads' methods.
     */
    private static Set<Failure> failuresIn(List<List<String>> methods, List<List<String>> answers) {
        Set<Failure> out = new LinkedHashSet<>();
        int post = methods.size() - 1;
        for (int t = 0; t < methods.size(); t++) {
            for (int i = 0; i < Math.min(methods.get(t).size(), answers.get(t).size()); i++) {
                String answer = answers.get(t).get(i);
                if (!answer.startsWith("threw ") || Thrown.byTheEngine(answer)) continue;
                java.util.SortedSet<String> beside = new java.util.TreeSet<>();
                for (int u = 0; u < post; u++) if (u != t) beside.addAll(methods.get(u));
                out.add(new Failure(methods.get(t).get(i), Thrown.kind(answer), beside));
            }
        }
        return out;
    }

    static String entry(String scenario, String history) {
        return scenario + "#" + history;
    }

    /** The histories as one argument: {@code scenario#history;...}, or "-" for none. */
    static String encode(List<String> entries) {
        return entries.isEmpty() ? "-" : String.join(";", entries);
    }

    /** The histories, each exception in them taken for its kind ({@link Thrown#kind}), as the verifier compares them. */
    static Set<String> decode(String argument) {
        return entries(argument).stream().map(KnownHistories::byKind).collect(Collectors.toUnmodifiableSet());
    }

    /** The histories of {@link #encode}'s argument, as they were given. */
    static List<String> entries(String argument) {
        return argument.equals("-")
                ? List.of()
                : Arrays.stream(argument.split(";")).filter(e -> !e.isEmpty()).toList();
    }

    private static String byKind(String text) {
        Entry entry = Entry.of(text);
        return entry(
                entry.scenario(),
                ProducesHistory.History.decode(entry.history()).kinds().encode());
    }
}
