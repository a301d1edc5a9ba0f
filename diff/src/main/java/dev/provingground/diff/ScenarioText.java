package dev.provingground.diff;

import java.util.ArrayList;
import java.util.List;
import org.jetbrains.kotlinx.lincheck.Actor;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

/**
 * How a scenario and the answers of its failing history are written into a check's evidence, and read back, so that
 * another side (or another round) replays the very scenario: calls by their numbers among the operations.
 */
final class ScenarioText {

    private ScenarioText() {}

    /** How a failing scenario is written into a check's evidence, for another side to replay. */
    static final String SCENARIO = "scenario: ";

    /** A scenario as call numbers: {@code init/thread|thread/post}, each a comma list ({@code 1,2/4,6|28/0,2}). */
    static String encode(ExecutionScenario scenario) {
        return indexes(scenario.getInitExecution()) + "/"
                + scenario.getParallelExecution().stream()
                        .map(ScenarioText::indexes)
                        .collect(java.util.stream.Collectors.joining("|"))
                + "/" + indexes(scenario.getPostExecution());
    }

    private static String indexes(List<Actor> actors) {
        return actors.stream()
                .map(a -> a.getMethod().getName())
                .map(n -> n.substring(n.lastIndexOf('_') + 1))
                .collect(java.util.stream.Collectors.joining(","));
    }

    /**
     * A scenario's calls by their numbers among the operations, as {@link #encode} writes them ({@code
     * init/thread|thread/post}): the one reading of that text, for the replay, the regression test, the report's page and
     * the histories looked past alike. A thread with no call is kept as one (an empty list), as it was written.
     */
    record Calls(List<Integer> init, List<List<Integer>> threads, List<Integer> post) {

        static Calls parse(String text) {
            String[] parts = text.split("/", -1);
            if (parts.length != 3)
                throw new IllegalArgumentException("not a scenario's calls (init/threads/post): " + text);
            List<List<Integer>> threads = new ArrayList<>();
            for (String t : parts[1].split("\\|", -1)) threads.add(calls(t));
            return new Calls(calls(parts[0]), List.copyOf(threads), calls(parts[2]));
        }

        /** Every call of the threads, in their order (not the set-up's or the observers'). */
        List<Integer> parallel() {
            return threads.stream().flatMap(List::stream).toList();
        }
    }

    /** The scenario of {@link #encode}, over this JVM's operations class. */
    static ExecutionScenario decode(String text, List<Operations.Op> ops, Class<?> operationsClass)
            throws NoSuchMethodException {
        Calls calls = Calls.parse(text);
        List<List<Actor>> threads = new ArrayList<>();
        for (List<Integer> t : calls.threads()) threads.add(actors(t, ops, operationsClass));
        return new ExecutionScenario(
                actors(calls.init(), ops, operationsClass), threads, actors(calls.post(), ops, operationsClass), null);
    }

    private static List<Actor> actors(List<Integer> calls, List<Operations.Op> ops, Class<?> operationsClass)
            throws NoSuchMethodException {
        List<Actor> out = new ArrayList<>();
        for (int i : calls) out.add(SystematicScenarios.actor(operationsClass, ops, i));
        return out;
    }

    /** One part of an encoded scenario ({@link #encode}: a comma list of call numbers) as its call numbers. */
    static List<Integer> calls(String list) {
        return java.util.Arrays.stream(list.split(","))
                .filter(s -> !s.isBlank())
                .map(s -> Integer.parseInt(s.strip()))
                .toList();
    }

    /** How a failing history's answers are written into a check's evidence ({@link ProducesHistory.History#encode}). */
    static final String HISTORY = "history: ";

    /** The failing history's answers written in a check's evidence, if it gave them. */
    static java.util.Optional<String> historyIn(String evidence) {
        return lastLine(evidence, HISTORY);
    }

    /** What the last line of a check's evidence that starts with {@code prefix} says after it, if one does. */
    static java.util.Optional<String> lastLine(String evidence, String prefix) {
        return evidence.lines()
                .filter(l -> l.startsWith(prefix))
                .map(l -> l.substring(prefix.length()).strip())
                .reduce((a, b) -> b);
    }

    /** The scenario written in a check's evidence, if it found one. */
    static java.util.Optional<String> in(String evidence) {
        return lastLine(evidence, SCENARIO);
    }

    /** The call numbers of a scenario's threads (not its set-up or its observers). */
    static List<Integer> parallelCalls(String encoded) {
        return Calls.parse(encoded).parallel();
    }
}
