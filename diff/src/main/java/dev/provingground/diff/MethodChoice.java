package dev.provingground.diff;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of the API's public methods a diff calls, as a reviewer would pick them: the methods whose
 * behaviour the PR changed (their bytecode, or that of a method of the class or its helpers they run,
 * differs between the two builds: {@link Bytecode}), then the methods that observe the state those
 * touch; when nothing changed, every state method. Never by default: {@code Object}'s methods, {@code
 * clone}, iterators and streams, views of a collection or map, methods that print, methods that hand
 * out an internal field as it is. {@code --methods} names the methods to call instead, {@code --skip}
 * methods to leave out. Each method is named by its signature ({@link ApiMethods#signature}). Some answers are compared
 * by kind, whether the call returned or what it threw: everywhere ({@code byKind}: the clock, chance, a return type that
 * differs between the builds), or in concurrent histories only ({@code estimates}: a JDK aggregate documented as no
 * snapshot while others update it, {@link Estimates}).
 */
record MethodChoice(
        List<String> changed,
        List<String> observers,
        List<String> others,
        Map<String, String> leftOut,
        Map<String, String> byKind,
        boolean builtDifferently,
        List<String> leftOutCalls,
        Map<String, String> estimates,
        List<String> byBuild,
        List<String> byHandle) {

    MethodChoice(
            List<String> changed,
            List<String> observers,
            List<String> others,
            Map<String, String> leftOut,
            Map<String, String> byKind,
            boolean builtDifferently,
            List<String> leftOutCalls,
            Map<String, String> estimates) {
        this(
                changed,
                observers,
                others,
                leftOut,
                byKind,
                builtDifferently,
                leftOutCalls,
                estimates,
                List.of(),
                List.of());
    }

    MethodChoice(
            List<String> changed,
            List<String> observers,
            List<String> others,
            Map<String, String> leftOut,
            Map<String, String> byKind,
            boolean builtDifferently,
            List<String> leftOutCalls) {
        this(changed, observers, others, leftOut, byKind, builtDifferently, leftOutCalls, Map.of());
    }

    MethodChoice(
            List<String> changed,
            List<String> observers,
            List<String> others,
            Map<String, String> leftOut,
            Map<String, String> byKind,
            boolean builtDifferently) {
        this(changed, observers, others, leftOut, byKind, builtDifferently, List.of());
    }

    /**
     * The signatures whose answers a concurrent history compares by kind: those compared so everywhere ({@link #byKind}),
     * and the methods that answer an estimate ({@link #estimates}: a JDK aggregate its documentation says is not a
     * snapshot while other threads update it, {@code ConcurrentHashMap.size}), exact in a sequence, not in a race.
     */
    java.util.Set<String> byKindInHistories() {
        java.util.Set<String> all = new java.util.LinkedHashSet<>(byKind.keySet());
        all.addAll(estimates.keySet());
        return java.util.Set.copyOf(all);
    }

    /** The same choice, with {@code signature} answering an estimate ({@link #estimates}), for the reason given. */
    MethodChoice estimate(String signature, String why) {
        Map<String, String> out = new LinkedHashMap<>(estimates);
        out.putIfAbsent(signature, why);
        return new MethodChoice(
                changed,
                observers,
                others,
                leftOut,
                byKind,
                builtDifferently,
                leftOutCalls,
                Map.copyOf(out),
                byBuild,
                byHandle);
    }

    /** The same choice without one call (a method with these arguments, as {@link Operations.Op#toString} shows it), left out for {@code why}. */
    MethodChoice withoutCall(Operations.Op call, String why) {
        return withoutCalls(call.toString(), List.of(call), why);
    }

    /** The same choice without {@code calls}, named together as {@code named} in what is left out, for {@code why}. */
    MethodChoice withoutCalls(String named, List<Operations.Op> calls, String why) {
        Map<String, String> out = new LinkedHashMap<>(leftOut);
        out.put(named, why);
        List<String> all = new ArrayList<>(leftOutCalls);
        calls.forEach(call -> all.add(call.toString()));
        return new MethodChoice(
                changed,
                observers,
                others,
                out,
                byKind,
                builtDifferently,
                List.copyOf(all),
                estimates,
                byBuild,
                byHandle);
    }

    /**
     * Whether the two sides run the same bytecode in every method called and in how the object is built: then nothing a
     * check sees on one side only can be the PR's (a race found on one side alone, an answer that differs between runs).
     */
    boolean sameCode() {
        return changed.isEmpty() && !builtDifferently;
    }

    /** The methods called: changed first, then observers, then the rest chosen. */
    List<String> chosen() {
        List<String> all = new ArrayList<>(changed);
        all.addAll(observers);
        all.addAll(others);
        return all;
    }

    /** The methods the systematic scenarios pair with every other: the changed ones, or every chosen one when none changed. */
    List<String> focus() {
        return changed.isEmpty() ? chosen() : changed;
    }

    /**
     * The focus in the order the systematic scenarios spend their budget on it: the methods whose own code changed, every
     * shape of theirs first; then those changed only through a method of the handle they return ({@link #byHandle}: a
     * registry's {@code exists(name)}, whose logger's methods changed, paired before the changed {@code getLogger} beside
     * {@code reset} pushed that pair past the cap, logback's LoggerContext, corpus R23 at e925408); then those changed
     * only because the object is built otherwise ({@link #byBuild}: when a factory's code differs, every method counts as
     * changed, and their pairs in the simplest shape alone would fill the budget before any pair of the method the PR
     * changed had its second shape, Caffeine's cache, corpus R10).
     */
    List<List<String>> focusTiers() {
        List<String> own = changed.stream()
                .filter(s -> !byBuild.contains(s) && !byHandle.contains(s))
                .toList();
        List<List<String>> tiers = java.util.stream.Stream.of(own, byHandle, byBuild)
                .map(t -> changed.stream().filter(t::contains).toList())
                .filter(t -> !t.isEmpty())
                .toList();
        return own.isEmpty() || tiers.size() < 2 ? List.of(focus()) : tiers;
    }

    /** The same choice, with {@code signature}'s answers compared by kind only ({@link #byKind}), for the reason given. */
    MethodChoice byKind(String signature, String why) {
        Map<String, String> kinds = new LinkedHashMap<>(byKind);
        kinds.putIfAbsent(signature, why);
        return new MethodChoice(
                changed,
                observers,
                others,
                leftOut,
                kinds,
                builtDifferently,
                leftOutCalls,
                estimates,
                byBuild,
                byHandle);
    }

    /** The same choice without one method, left out for {@code why}. */
    MethodChoice without(String signature, String why) {
        Map<String, String> out = new LinkedHashMap<>(leftOut);
        out.put(signature, why);
        return new MethodChoice(
                changed.stream().filter(s -> !s.equals(signature)).toList(),
                observers.stream().filter(s -> !s.equals(signature)).toList(),
                others.stream().filter(s -> !s.equals(signature)).toList(),
                out,
                byKind,
                builtDifferently,
                leftOutCalls,
                estimates,
                byBuild.stream().filter(s -> !s.equals(signature)).toList(),
                byHandle.stream().filter(s -> !s.equals(signature)).toList());
    }

    /** Every public instance method, as the tool calls them without looking at bytecode (tests, the benchmark). */
    static MethodChoice all(Class<?> api) {
        return new MethodChoice(
                List.of(),
                List.of(),
                ApiMethods.publicInstanceMethods(api).stream()
                        .map(ApiMethods::signature)
                        .toList(),
                Map.of(),
                Map.of(),
                false);
    }

    /** The methods to call on the two builds, as a reviewer would pick them ({@link MethodChooser}). */
    static MethodChoice of(
            Side before, Class<?> beforeApi, Side after, Class<?> afterApi, List<String> methods, List<String> skip)
            throws BadInput {
        return MethodChooser.choose(before, beforeApi, after, afterApi, methods, skip);
    }

    /** A name matches every method of that name; a signature {@code put(java.lang.Object,java.lang.Object)} one method. */
    static boolean matches(Method m, String named) {
        return named.contains("(")
                ? ApiMethods.signature(m).equals(named)
                : m.getName().equals(named);
    }

    /**
     * The choice as the check's own JVM reads it: a typed message, serialized by the JDK alone (the subject's class path
     * shares that JVM, and a library there, an old Jackson, must not read it) and written as one Base64 argument. It was
     * once {@code ;}-joined signatures, which cut {@code [Ljava.lang.Object;} in two and so silently dropped every method
     * with an array of objects, varargs included, from the checks.
     */
    record Message(
            List<String> chosen,
            List<String> changed,
            List<String> byKind,
            List<String> leftOutCalls,
            List<String> estimates,
            List<String> byBuild,
            List<String> byHandle)
            implements java.io.Serializable {}

    String argument() {
        return Base64Objects.write(new Message(
                new ArrayList<>(chosen()),
                new ArrayList<>(changed),
                new ArrayList<>(byKind.keySet()),
                new ArrayList<>(leftOutCalls),
                new ArrayList<>(estimates.keySet()),
                new ArrayList<>(byBuild),
                new ArrayList<>(byHandle)));
    }

    static MethodChoice parse(String argument) {
        Message m = Base64Objects.read(argument, Message.class, "not a method choice: ");
        Map<String, String> byKind = new LinkedHashMap<>();
        m.byKind().forEach(s -> byKind.put(s, "compared by kind"));
        Map<String, String> estimates = new LinkedHashMap<>();
        m.estimates().forEach(s -> estimates.put(s, "an estimate"));
        return new MethodChoice(
                m.changed(),
                List.of(),
                m.chosen().stream().filter(s -> !m.changed().contains(s)).toList(),
                Map.of(),
                byKind,
                false,
                m.leftOutCalls(),
                estimates,
                m.byBuild(),
                m.byHandle());
    }

    /** Each group and every method left out with its reason, for {@code --operations} and the report ({@link ChoiceText}). */
    String describe() {
        return ChoiceText.of(this);
    }
}
