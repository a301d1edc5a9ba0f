package dev.provingground.diff;

import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.OwnJvmCheck.Seen;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The engine's own answers in a failing history ({@link RaceSearch}): a harness problem, never a race. */
final class EngineAnswers {

    private EngineAnswers() {}

    /**
     * The answers no interleaving of the subject's own code can give: a reflective lookup that fails, a class that does not
     * link. Met in a failing history (Agrona's counters under model checking answered {@code NoSuchFieldException}), they
     * are the engine's, so the history is a harness problem, not a race; so is an exception the engine's own code threw
     * ({@link Thrown#BY_THE_ENGINE}).
     */
    static final List<String> ENGINE_ANSWERS = List.of(
            "java.lang.NoSuchFieldException",
            "java.lang.NoSuchMethodException",
            "java.lang.ClassNotFoundException",
            "java.lang.IllegalAccessException",
            "java.lang.InstantiationException",
            "java.lang.NoClassDefFoundError",
            "java.lang.NoSuchFieldError",
            "java.lang.NoSuchMethodError",
            "java.lang.IncompatibleClassChangeError",
            "java.lang.ExceptionInInitializerError",
            "java.lang.VerifyError");

    /** The engine's answer in a failing check's history ({@link #ENGINE_ANSWERS}), if it holds one. */
    static Optional<String> engineAnswer(Seen s) {
        if (s.outcome() != Outcome.FAILED) return Optional.empty();
        Optional<String> history = ScenarioText.historyIn(s.evidence());
        if (history.isEmpty()) return Optional.empty();
        ProducesHistory.History h = ProducesHistory.History.decode(history.get());
        List<String> answers = new ArrayList<>(h.init());
        h.threads().forEach(answers::addAll);
        answers.addAll(h.post());
        return answers.stream()
                .filter(a -> Thrown.byTheEngine(a) || ENGINE_ANSWERS.stream().anyMatch(e -> a.equals("threw " + e)))
                .findFirst();
    }
}
