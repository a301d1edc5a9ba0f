package dev.provingground.diff;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionResult;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;
import org.jetbrains.kotlinx.lincheck.execution.ResultWithClock;
import org.jetbrains.kotlinx.lincheck.util.LincheckResult;
import org.jetbrains.kotlinx.lincheck.util.ValueResult;
import org.jetbrains.lincheck.datastructures.verifier.LinearizabilityVerifier;
import org.jetbrains.lincheck.datastructures.verifier.Verifier;

/**
 * A Lincheck verifier that asks one question of a side: does any run of a scenario answer as another side's failing
 * history did, answer for answer, an exception taken for its kind ({@link Thrown#kind})? It rejects that history and accepts every other, so Lincheck's search (model
 * checking, then real threads) "fails" exactly when the side produces it. An after side's non-linearizable
 * history the before side cannot produce on the same scenario is the PR's, even when the before side has a race
 * of its own in the same methods; one it can produce was there before.
 */
public final class ProducesHistory implements Verifier {

    /** The history sought, each exception taken for its kind ({@link History#kinds}): set once in the check's JVM before Lincheck runs ({@link #seek}). */
    private static volatile History sought;

    /** Whether the history counts only as a race: answers the specification cannot explain (set with {@link #sought}). */
    private static volatile boolean asARace;

    /** Seeks {@code history} (null: none) in the runs that follow. */
    static void seek(History history) {
        seek(history, false);
    }

    /**
     * Seeks {@code history} (null: none) in the runs that follow; {@code race}: only a run that answers so and that no
     * sequential run of the specification explains counts (a side's own race met again, not its sequential answers).
     */
    static void seek(History history, boolean race) {
        sought = history == null ? null : history.kinds();
        asARace = race;
    }

    /** A history's answers, part by part, in {@link Outcomes}' words. */
    record History(List<String> init, List<List<String>> threads, List<String> post) {

        static History of(ExecutionResult r) {
            return new History(
                    words(r.getInitResults()),
                    r.getParallelResultsWithClock().stream()
                            .map(t -> words(
                                    t.stream().map(ResultWithClock::getResult).toList()))
                            .toList(),
                    words(r.getPostResults()));
        }

        private static List<String> words(List<? extends LincheckResult> results) {
            List<String> out = new ArrayList<>();
            for (LincheckResult x : results)
                out.add(x instanceof ValueResult v ? String.valueOf(v.getValue()) : "!" + x);
            return out;
        }

        /** As one line: each answer in URL-safe Base64 (no '/', no padding), {@code init/thread|thread/post} like a scenario ({@link ScenarioText#encode}). */
        String encode() {
            return part(init) + "/" + threads.stream().map(History::part).collect(Collectors.joining("|")) + "/"
                    + part(post);
        }

        static History decode(String text) {
            String[] parts = text.split("/", -1);
            List<List<String>> threads = new ArrayList<>();
            for (String t : parts[1].split("\\|", -1)) threads.add(unpart(t));
            return new History(unpart(parts[0]), threads, unpart(parts[2]));
        }

        private static String part(List<String> answers) {
            return answers.stream()
                    .map(a ->
                            Base64.getUrlEncoder().withoutPadding().encodeToString(a.getBytes(StandardCharsets.UTF_8)))
                    .collect(Collectors.joining(","));
        }

        private static List<String> unpart(String text) {
            if (text.isEmpty()) return List.of();
            List<String> out = new ArrayList<>();
            for (String a : text.split(",", -1))
                out.add(new String(Base64.getUrlDecoder().decode(a), StandardCharsets.UTF_8));
            return out;
        }

        /** The same history with each exception taken for its kind ({@link Thrown#kind}). */
        History kinds() {
            return new History(
                    init.stream().map(Thrown::kind).toList(),
                    threads.stream()
                            .map(t -> t.stream().map(Thrown::kind).toList())
                            .toList(),
                    post.stream().map(Thrown::kind).toList());
        }

        /** For the report: each thread's answers. */
        String describe() {
            return inOneLine(init, threads, post);
        }

        /** A history's parts in one line ("set-up [..]; thread 1 [..]; thread 2 [..]; then [..]"), answers or calls alike. */
        static String inOneLine(List<?> init, List<? extends List<?>> threads, List<?> post) {
            StringBuilder b = new StringBuilder();
            if (!init.isEmpty()) b.append("set-up ").append(init).append("; ");
            for (int i = 0; i < threads.size(); i++)
                b.append("thread ")
                        .append(i + 1)
                        .append(' ')
                        .append(threads.get(i))
                        .append("; ");
            if (!post.isEmpty()) b.append("then ").append(post);
            return b.toString().strip();
        }
    }

    /** Linearizability by the specification, when the history is sought as a race (built then only); else null. */
    private final Verifier linearizability;

    /** The constructor Lincheck calls, with the sequential specification (used when the history is sought as a race). */
    public ProducesHistory(Class<?> sequentialSpecification) {
        this(asARace ? new LinearizabilityVerifier(sequentialSpecification) : null);
    }

    /** With {@code linearizability} to judge the history sought as a race by (a test's own). */
    ProducesHistory(Verifier linearizability) {
        this.linearizability = linearizability;
    }

    @Override
    public boolean verifyResults(ExecutionScenario scenario, ExecutionResult result) {
        History h = sought;
        if (h == null || !h.equals(History.of(result).kinds())) return true;
        return asARace && linearizability != null && linearizability.verifyResults(scenario, result);
    }
}
