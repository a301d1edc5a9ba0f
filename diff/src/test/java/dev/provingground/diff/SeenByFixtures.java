package dev.provingground.diff;

import java.nio.file.Path;
import java.util.List;
import org.jetbrains.kotlinx.lincheck.execution.ExecutionScenario;

/** What the tests of the systematic scenarios and of {@link SeenBy} share: a class of the test's as a build, its calls, the scenarios as text. */
final class SeenByFixtures {

    private SeenByFixtures() {}

    /** {@code type}, a class of the test's own, as the after build probed by {@link SeenBy}. */
    static List<SeenBy.Build> builds(Class<?> type) throws BadInput {
        Side side = Side.load("after", type.getName(), List.<Path>of(), null, SeenByFixtures.class.getClassLoader());
        return List.of(new SeenBy.Build(side, type));
    }

    /** The index of the call a systematic scenario makes of {@code signature} ({@link Operations#representative}). */
    static int representative(Operations operations, String signature) {
        return operations.ops().indexOf(operations.representative(signature).orElseThrow());
    }

    /** The scenarios as {@link ScenarioText#encode} writes them. */
    static List<String> encoded(List<ExecutionScenario> scenarios) {
        return scenarios.stream().map(ScenarioText::encode).toList();
    }
}
