package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Checks 2 and 3, looking past a race that was already there. A side that fails alone has its failing
 * scenario replayed on the other side first: failed there too, both fail. When both sides fail, each side's failing
 * scenario is replayed on the other (model checking and real threads, {@link Linearizability#run} with a
 * scenario): a scenario the after side fails and the before side passes is a race the PR brings, one the
 * before side fails and the after side passes a race the PR fixes. When each fails the other's scenario
 * too, the race is shared: it is reported as already there, and the search goes on without one method of
 * the after side's history (the one with fewest calls), at most {@value #ROUNDS} times.
 */
final class RaceSearch {

    static final int ROUNDS = 4;

    /** The two checks' last outcomes (a replay that passed stands in for the side that passed it), and what was looked past. */
    record Result(Seen after, Seen before, List<String> lookedPast, MethodChoice choice) {
    }

    private RaceSearch() {
    }

    static Result run(DiffRequest request, MethodChoice choice, Operations operations, Generators generators, List<Path> classPath,
                      String beforeClass, String beforeApi, Class<?> afterApi, Class<?> beforeApiType) throws BadInput {
        List<String> lookedPast = new ArrayList<>();
        for (int round = 0; ; round++) {
            Seen after = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "after", "before");
            Seen before = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "before", "before");
            if (!judged(after) || !judged(before) || !fails(after) && !fails(before)) return new Result(after, before, lookedPast, choice);
            // Not one called method differs in bytecode between the builds: a race one side shows is in the other's code too,
            // whatever a random scenario happened to meet (Guava's AtomicLongMap against itself once read "a race the PR brings").
            if (choice.changed().isEmpty() && fails(after) != fails(before)) {
                Seen failing = fails(after) ? after : before;
                Seen shared = new Seen(failing.outcome(), failing.millis(), "the same bytecode as the other side in every method called: its race ("
                        + failing.summary() + ") is in both builds", failing.evidence());
                return fails(after) ? new Result(after, shared, lookedPast, choice) : new Result(shared, before, lookedPast, choice);
            }
            // One side failing alone is not yet a difference: a random scenario may have missed the same race on the
            // other (a class against itself once read "fixes a race"). The failing scenario is replayed there first.
            if (fails(after) && !fails(before)) {
                Optional<String> scenario = SystematicScenarios.in(after.evidence());
                if (scenario.isEmpty()) return new Result(after, before, lookedPast, choice);
                Seen replayed = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "before", "before", scenario.get());
                if (!judged(replayed)) return new Result(after, replayed, lookedPast, choice);
                if (!fails(replayed)) {
                    return new Result(after, new Seen(Outcome.PASSED, before.millis() + replayed.millis(), before.summary()
                            + "; and passes the scenario the after side fails, replayed (model checking and real threads)",
                            before.evidence() + "\n\nthe after side's failing scenario, replayed here:\n" + replayed.evidence()), lookedPast, choice);
                }
                before = replayed;
            } else if (!fails(after) && fails(before)) {
                Optional<String> scenario = SystematicScenarios.in(before.evidence());
                if (scenario.isEmpty()) return new Result(after, before, lookedPast, choice);
                Seen replayed = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "after", "before", scenario.get());
                if (!judged(replayed)) return new Result(replayed, before, lookedPast, choice);
                if (!fails(replayed)) {
                    return new Result(new Seen(Outcome.PASSED, after.millis() + replayed.millis(), after.summary()
                            + "; and passes the scenario the before side fails, replayed (model checking and real threads)",
                            after.evidence() + "\n\nthe before side's failing scenario, replayed here:\n" + replayed.evidence()), before, lookedPast, choice);
                }
                after = replayed;
            }
            Optional<String> afterScenario = SystematicScenarios.in(after.evidence());
            Optional<String> beforeScenario = SystematicScenarios.in(before.evidence());
            if (afterScenario.isPresent()) {
                Seen replayed = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "before", "before", afterScenario.get());
                if (replayed.outcome() == Outcome.PASSED) {
                    return new Result(after, new Seen(Outcome.PASSED, before.millis() + replayed.millis(),
                            "passes the scenario the after side fails (replayed: model checking and real threads); its own race elsewhere was there before the PR: "
                                    + before.summary(), replayed.evidence() + "\n\nits own race, already there:\n" + before.evidence()),
                            lookedPast, choice);
                }
            }
            if (beforeScenario.isPresent()) {
                Seen replayed = Linearizability.run(request, choice, classPath, beforeClass, beforeApi, "after", "before", beforeScenario.get());
                if (replayed.outcome() == Outcome.PASSED) {
                    return new Result(new Seen(Outcome.PASSED, after.millis() + replayed.millis(),
                            "passes the scenario the before side fails (replayed: model checking and real threads); a race of its own was there before too: "
                                    + after.summary(), replayed.evidence() + "\n\na race of its own, already there:\n" + after.evidence()),
                            before, lookedPast, choice);
                }
            }
            Optional<String> drop = afterScenario.isEmpty() ? Optional.empty() : leastCalled(afterScenario.get(), operations, choice);
            if (round + 1 >= ROUNDS || drop.isEmpty()) return new Result(after, before, lookedPast, choice);
            lookedPast.add(drop.get() + ": both sides fail each other's scenario with it (" + after.summary() + ")");
            choice = choice.without(drop.get(), "its race was there before the PR: both sides fail each other's scenario with it");
            if (choice.focus().isEmpty()) return new Result(after, before, lookedPast, choice);
            operations = Operations.of(afterApi, beforeApiType, generators, choice.chosen());
        }
    }

    /** A check that ran to an answer (passed, failed or hung), not a harness error. */
    private static boolean judged(Seen s) {
        return s.outcome() == Outcome.PASSED || fails(s);
    }

    private static boolean fails(Seen s) {
        return s.outcome() == Outcome.FAILED || s.outcome() == Outcome.HUNG;
    }

    /** Of the methods called in a scenario's threads, the one with fewest calls among the operations (then by name). */
    private static Optional<String> leastCalled(String scenario, Operations operations, MethodChoice choice) {
        List<Operations.Op> ops = operations.ops();
        return SystematicScenarios.parallelCalls(scenario).stream().filter(i -> i < ops.size()).map(i -> ops.get(i).signature()).distinct()
                .filter(sig -> choice.chosen().contains(sig))
                .min(Comparator.<String>comparingLong(sig -> ops.stream().filter(op -> op.signature().equals(sig)).count())
                        .thenComparing(Comparator.naturalOrder()));
    }
}
