package dev.provingground.diff;

import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a round of the race search looks past when the before side fails the after side's scenario too and no more
 * histories are looked past ({@link RaceSearch}): the method of the scenario's threads with fewest calls; or, when every
 * thread calls an object a method made ({@code getLogger(k).debug(m)} beside itself: {@link
 * SystematicScenarios#madeAndUsed}), every call on an object of that class, the methods that make it kept. The race both
 * builds share is then in what the made object does, and looking past the method that made it would look past the
 * method the PR changed with it: logback's made loggers warn twice when two first calls meet, in both releases, and the
 * round that looked past {@code getLogger} looked past the PR's own race, a new logger beside {@code reset()} (corpus
 * R23 at 5ae85bf). The price: a race of the PR's own in the made object's calls, behind the shared one, is looked past
 * with it, as a method's is.
 */
record LookPast(String named, Optional<String> method, List<Operations.Op> calls) {

    /** What to look past of {@code scenario}'s threads (an encoded scenario, {@link ScenarioText}), if anything chosen. */
    static Optional<LookPast> in(String scenario, Operations operations, MethodChoice choice, Class<?> api) {
        List<Operations.Op> ops = operations.ops();
        List<Operations.Op> threads = ScenarioText.parallelCalls(scenario).stream()
                .filter(i -> i < ops.size())
                .map(ops::get)
                .filter(op -> choice.chosen().contains(op.headSignature()))
                .toList();
        if (threads.isEmpty()) return Optional.empty();
        if (threads.stream().allMatch(op -> op.then() != null)) {
            Set<Class<?>> made = new LinkedHashSet<>();
            for (Operations.Op op : threads) made.add(op.on(api).getReturnType());
            List<Operations.Op> calls = ops.stream()
                    .filter(op -> op.then() != null && made.contains(op.on(api).getReturnType()))
                    .toList();
            String makers = String.join(
                    ", ",
                    calls.stream().map(Operations.Op::headSignature).distinct().toList());
            String classes =
                    String.join(", ", made.stream().map(Class::getSimpleName).toList());
            return Optional.of(new LookPast(
                    "every call on a made " + classes + " (" + calls.size() + " calls on what " + makers
                            + " makes; those methods kept)",
                    Optional.empty(),
                    calls));
        }
        return threads.stream()
                .map(Operations.Op::headSignature)
                .distinct()
                .min(Comparator.<String>comparingLong(sig -> ops.stream()
                                .filter(op -> op.headSignature().equals(sig))
                                .count())
                        .thenComparing(Comparator.naturalOrder()))
                .map(sig -> new LookPast(sig, Optional.of(sig), List.of()));
    }

    /** How the report's sentences name what this looks past: one method ("it") or the calls on a made class ("them"). */
    String pronoun() {
        return method.isPresent() ? "it" : "them";
    }

    /** {@code choice} without what this looks past, for {@code why}. */
    MethodChoice from(MethodChoice choice, String why) {
        return method.isPresent() ? choice.without(method.get(), why) : choice.withoutCalls(named, calls, why);
    }
}
