package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

/**
 * The scenarios a diff model-checks before any random one, so that a race between two calls is found by
 * design, not by the luck of a random scenario: every pair of a changed method (the focus, {@link
 * MethodChoice#focus}) and a chosen method, each called with its most typical arguments ({@link
 * Operations#representative}, so the two meet on one key; an adder given an empty array or collection so is paired
 * with one element too, {@link Operations#acting}), in four shapes on a fresh instance:
 * {@code [a] || [b]}, {@code [a, b] || [b, a]}, {@code [a, a] || [b]}, {@code [a] || [b, b]}, and in three
 * threads {@code [a] || [a] || [b]} (two changed calls at once while a third call runs: a lost update seen by an
 * observer, a torn read between two writers), a method beside itself on another key {@code [a(k)] || [a(k')]} (what
 * keys share: a limit both admit past, a table two first puts each allocate, one entry lost; {@link Operations#other}),
 * and {@code [a] || [b]} again after a set-up call {@code c}: first each give-back ({@link GiveBacks}: a
 * recycler's own buffer given back, which two allocations at once may both be handed), then each chosen
 * method in turn (state in place: a replace beside a remove races only on an element an add put there first; on a fresh
 * instance neither finds anything to race on), at most the mode's cap of them (quick 200, thorough 1,000: every pair's
 * first shape comes before any pair's second, every pair's first set-up before any pair's second, and the pairs on a
 * give-back's state right after the first shape: a recycler's race, on the state only a give-back makes, is model-checked
 * before the cap or the run's bound ends the pairs; past those, the later fresh shapes and the set-ups are taken in turn,
 * {@link #inTurn}, so that neither family fills the cap alone); then the
 * methods that answer with a value, once each, to observe what the race left (at most {@value PairObservers#FIRST}), then each
 * of them again on another key ({@link Operations#other}: a race on what keys share shows only there).
 * Their number grows with the square of the methods; each runs the mode's invocations while they are
 * few, and an even share of {@value #SHARES} scenarios' worth when they are many, never fewer than a floor
 * ({@link #invocations}): a quick diff of a class of twenty methods stays within its minutes. When how the object is built
 * differs, every method counts as changed: the pairs of the methods whose own code changed come first, in every shape,
 * then those of the rest ({@link MethodChoice#focusTiers}). Before all of these, the changed methods' own calls beside
 * each other ({@link #core}): their simplest shape, then a structure grown on another key while the other call runs
 * ({@link #GROWN}), then on the state a call both of them see put in place ({@link #SEEN_BY_BOTH}), the
 * pairs that have such a call first; taken in turn with them, the calls on what a changed method makes, each beside
 * itself ({@link #madeAndUsed}).
 */
final class SystematicScenarios {

    /**
     * The shape {@code c(k)} then {@code [c(k')] || [d]}: one of the pair's calls puts a first element in place, then adds
     * a second on another key while the other call runs. A walk over a structure is cut only by an add into the structure
     * it walks, which needs an element there before (on a fresh instance the walk has nothing to walk) and an add that
     * adds (the same key twice is a look-up): a reset walking a parent's children while a second child is appended
     * (ConcurrentModificationException).
     */
    static final int GROWN = 6;

    /**
     * The shape {@code s} then {@code [a] || [b]}, where {@code s} is a call both {@code a} and {@code b} see ({@link
     * SeenBy}: each answers otherwise once {@code s} was made): the state both of the pair read, put in place before they
     * race on it. A look-up beside a remove races only on an element an add put there first, and a class of many changed
     * methods has so many pairs that the set-ups of every chosen method in turn reach that pair past the cap, or past what
     * model checking gets through in its bound (Spectator's query index, corpus R22: 26 of 200 scenarios model-checked in
     * 60 s, {@code findMatches} beside {@code remove} on an {@code add}'s query never among them). Made for the changed
     * methods' own pairs ({@link #core}), whose pairs with such a call come first.
     */
    static final int SEEN_BY_BOTH = -1;

    /** The shapes that are not after a set-up call of a chosen method: those on a fresh instance and {@link #GROWN}. */
    static final int SHAPES = 7;

    static final int SHARES = 50;

    /** Invocations per scenario: the mode's, or {@value #SHARES} times it shared among the scenarios, at least {@code floor}. */
    static int invocations(int perScenario, int scenarios, int floor) {
        return Math.max(
                Math.min(floor, perScenario), Math.min(perScenario, SHARES * perScenario / Math.max(1, scenarios)));
    }

    /** The environment variable that names a file to write a search's systematic pairs to, in their order (a diagnostic). */
    static final String PAIRS_FILE = "PG_DIFF_PAIRS";

    /**
     * Writes the operations and the systematic pairs, one scenario a line with its index, to {@code file} and this JVM's
     * process id ({@code file.<pid>}: a diff runs a JVM a side and a round); nothing when {@code file} is null. Where a
     * racing pair lies in the order tells whether a budget or the order kept it unchecked (corpus R23).
     */
    static void write(String file, List<Operations.Op> ops, List<ExecutionScenario> pairs) throws java.io.IOException {
        if (file == null) return;
        StringBuilder text = new StringBuilder(GeneratedOperations.legend(ops)).append('\n');
        for (int i = 0; i < pairs.size(); i++)
            text.append(i).append(' ').append(ScenarioText.encode(pairs.get(i))).append('\n');
        java.nio.file.Files.writeString(
                java.nio.file.Path.of(file + "." + ProcessHandle.current().pid()), text.toString());
    }

    private SystematicScenarios() {}

    static List<ExecutionScenario> of(
            Operations operations, MethodChoice choice, Class<?> api, Class<?> operationsClass, int cap)
            throws Exception {
        return of(operations, choice, api, operationsClass, cap, Map.of());
    }

    /**
     * The scenarios, each pair's observers led by the methods that answer a value in the choice's order, as before, and
     * then up to {@value PairObservers#FIRST} more that {@code seenBy} says see what one of the pair's calls does ({@link
     * SeenBy}): a lost write only one later reader shows is read.
     */
    static List<ExecutionScenario> of(
            Operations operations,
            MethodChoice choice,
            Class<?> api,
            Class<?> operationsClass,
            int cap,
            Map<Integer, List<Integer>> seenBy)
            throws Exception {
        List<Operations.Op> ops = operations.ops();
        List<Integer> focus = representatives(operations, operations.withHandles(choice.focus()));
        List<List<Integer>> tiers = new ArrayList<>();
        for (List<String> tier : choice.focusTiers())
            tiers.add(representatives(operations, operations.withHandles(tier)));
        List<Integer> all = representatives(operations, operations.withHandles(choice.chosen()));
        // The set-ups: first each give-back (a recycler's own buffer given back: the state its race needs), then a call
        // of each chosen method.
        List<Integer> setUps = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) if (ops.get(i).givesBack()) setUps.add(i);
        int giveBacks = setUps.size();
        setUps.addAll(all);
        // The shapes in the order they are made: the simplest, then the pair on each give-back's state (the only way
        // to a recycler's own buffer, so as basic as the first); then the other shapes on a fresh instance and the
        // pairs
        // on the state a set-up call puts in place, taken in turn (interleaved below).
        List<Integer> first = new ArrayList<>();
        first.add(0);
        for (int g = 0; g < giveBacks; g++) first.add(SHAPES + g);
        List<Integer> fresh = new ArrayList<>();
        for (int shape = 1; shape < GROWN; shape++) fresh.add(shape);
        List<Integer> inPlace =
                new ArrayList<>(List.of(GROWN)); // first the pair's own call on another key, then set-ups
        for (int u = giveBacks; u < setUps.size(); u++) inPlace.add(SHAPES + u);
        PairObservers observers = PairObservers.of(operations, all, api, operationsClass, seenBy);
        // Tier by tier (the methods whose own code changed, then those changed by how the object is built), and in a
        // tier every pair's simplest scenario first, then the later fresh shapes and the set-ups in turn, each shape by
        // shape, so that past the cap every pair still has its simplest scenario before any has its fourth.
        List<Set<List<Integer>>> tierPairs = new ArrayList<>();
        Set<List<Integer>> paired = new java.util.HashSet<>();
        for (List<Integer> tier : tiers) {
            Set<List<Integer>> pairs = new LinkedHashSet<>();
            for (int a : tier) {
                for (int b : all) {
                    List<Integer> pair = List.of(Math.min(a, b), Math.max(a, b));
                    if (paired.add(pair)) pairs.add(pair);
                }
            }
            tierPairs.add(pairs);
        }
        PairShapes maker = new PairShapes(operations, focus, setUps, observers, operationsClass, seenBy);
        // each scenario once, in its first place; the changed methods beside each other first, pair by pair
        java.util.Map<String, ExecutionScenario> scenarios = new java.util.LinkedHashMap<>();
        for (List<Integer> pair :
                inTurn(maker.bothSeeFirst(core(operations, choice)), madeAndUsed(operations, choice, seenBy)))
            add(scenarios, maker.shapes(List.of(0, GROWN, SEEN_BY_BOTH), Set.of(pair)));
        for (Set<List<Integer>> pairs : tierPairs) {
            add(scenarios, maker.shapes(first, pairs));
            add(
                    scenarios,
                    inTurn(
                            unseen(scenarios, maker.shapes(fresh, pairs)),
                            unseen(scenarios, maker.shapes(inPlace, pairs))));
            if (scenarios.size() >= cap) break;
        }
        List<ExecutionScenario> out = new ArrayList<>(scenarios.values());
        return out.size() > cap ? new ArrayList<>(out.subList(0, cap)) : out;
    }

    private static void add(java.util.Map<String, ExecutionScenario> into, List<ExecutionScenario> scenarios) {
        for (ExecutionScenario s : scenarios) into.putIfAbsent(ScenarioText.encode(s), s);
    }

    /** The scenarios not made already: those of the core pairs take no turn of a stream twice. */
    private static List<ExecutionScenario> unseen(
            java.util.Map<String, ExecutionScenario> made, List<ExecutionScenario> scenarios) {
        return scenarios.stream()
                .filter(s -> !made.containsKey(ScenarioText.encode(s)))
                .toList();
    }

    /**
     * The pairs of the methods whose own code changed, with each other and then with the calls on a handle whose methods
     * changed (a registry's {@code config().meterFilter(...)}), when the PR changed some: each pair's simplest shape and
     * {@link #GROWN}, pair by pair, come before any other scenario. A class of many methods gives hundreds of pairs, and a
     * slow one is model-checked at about a scenario a second: the pairs of one changed method with every other, and of
     * each call on the handles it returns, used the run's bound before two changed methods met in any shape but the
     * simplest (logback's LoggerContext, corpus R23: 85 of 200 scenarios in 60 s, all of them pairs of {@code
     * getLogger(Class)} and its logger's calls).
     */
    static Set<List<Integer>> core(Operations operations, MethodChoice choice) {
        Set<List<Integer>> core = new LinkedHashSet<>();
        List<Integer> heads = representatives(operations, own(choice));
        List<Integer> handles = representatives(operations, operations.withHandles(choice.byHandle()));
        for (int a : heads) for (int b : heads) core.add(List.of(Math.min(a, b), Math.max(a, b)));
        for (int a : heads) for (int b : handles) core.add(List.of(Math.min(a, b), Math.max(a, b)));
        return core;
    }

    /** The methods whose own code changed: not changed only by how the object is built or through the handle they return. */
    private static List<String> own(MethodChoice choice) {
        return choice.changed().stream()
                .filter(s -> !choice.byBuild().contains(s) && !choice.byHandle().contains(s))
                .toList();
    }

    /**
     * A changed method that makes an object, used at once from two threads: {@code [m(k).u()] || [m(k).u()]} for each
     * call {@code u} on what {@code m} makes that changes what the object answers. Such a method's race is seen only
     * through the object it hands out: published before it is ready (a composite counter in the registry's map before
     * its child is attached), the other thread's call on it goes nowhere, and only a later read of the object shows it.
     * The bare {@code m(k)} beside itself answers two handles, alike; the changed methods beside each other ({@link
     * #core}) are as many as their squares, and in a registry of a dozen changed factories they filled the cap before
     * any call on a made object ran (Micrometer's composite registry, corpus R14: {@code counter("a").increment()} twice
     * at once, {@code count()} 1, never among its 200 scenarios). Taken in turn with the core pairs ({@link #inTurn}):
     * neither family waits for the other.
     *
     * <p>A call changes what the object answers when a call sees it ({@link SeenBy}) that does not see {@code m(k)}
     * alone: making the object is seen already (a registry's list of meters shows it), so every call on it, reads
     * included, would count, and a timer's reads pushed a registry's documented pair past what model checking reaches in
     * its bound (corpus R13 at 4af22c4).
     */
    static List<List<Integer>> madeAndUsed(
            Operations operations, MethodChoice choice, Map<Integer, List<Integer>> seenBy) {
        List<List<Integer>> out = new ArrayList<>();
        for (String made : own(choice)) {
            List<String> uses = operations.withHandles(List.of(made));
            List<Integer> maker = representatives(operations, List.of(made));
            Set<Integer> seeMaking = new java.util.HashSet<>();
            for (int m : maker) seeMaking.addAll(seenBy.getOrDefault(m, List.of()));
            for (int use : representatives(operations, uses.subList(1, uses.size())))
                if (seenBy.getOrDefault(use, List.of()).stream().anyMatch(r -> !seeMaking.contains(r))
                        && !out.contains(List.of(use, use))) out.add(List.of(use, use));
        }
        return out;
    }

    /**
     * The two streams taken in turn, one scenario of each, until both end: under a cap the pairs on a set-up call's state
     * are not all pushed past it by the other shapes on a fresh instance (a class of nine changed methods has 45 pairs and
     * more, whose later fresh shapes alone fill a quick cap of 200, so that a race on what an add put in place, a remove
     * beside a look-up, had no scenario), and the fresh shapes are not pushed past it by the set-ups.
     */
    static <T> List<T> inTurn(List<T> one, List<T> other) {
        List<T> out = new ArrayList<>(one.size() + other.size());
        for (int i = 0; i < Math.max(one.size(), other.size()); i++) {
            if (i < one.size()) out.add(one.get(i));
            if (i < other.size()) out.add(other.get(i));
        }
        return out;
    }

    /**
     * The index of each method's representative call among the operations, and of its acting call when the
     * representative passes an empty array or collection ({@link Operations#acting}).
     */
    static List<Integer> representatives(Operations operations, List<String> signatures) {
        List<Integer> out = new ArrayList<>();
        for (String s : signatures) {
            operations
                    .representative(s)
                    .ifPresent(op -> out.add(operations.ops().indexOf(op)));
            operations.acting(s).ifPresent(op -> out.add(operations.ops().indexOf(op)));
        }
        return out;
    }

    static ExecutionScenario scenario(List<List<Actor>> parallel, List<Actor> post) {
        return new ExecutionScenario(List.of(), parallel, post, null);
    }

    static Actor actor(Class<?> operationsClass, List<Operations.Op> ops, int i) throws NoSuchMethodException {
        Method m = operationsClass.getMethod(GeneratedOperations.name(ops, i));
        return new Actor(m, List.of(), false, false, false, false, false);
    }
}
