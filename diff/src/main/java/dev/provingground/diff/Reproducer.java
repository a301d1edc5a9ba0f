package dev.provingground.diff;

import dev.provingground.guarantees.JdkAsOneStep;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A regression test for a race the diff found, written beside its report for the PR's author to run and commit: a
 * standalone Maven folder ({@code regression-test/}) whose JUnit 5 test runs the failing scenario as a Lincheck custom
 * scenario (model checking, then real threads) against the class itself, built the way the diff built it, with the
 * class run sequentially as its specification. It depends on the class's own artifact (the after build by default,
 * the before build with {@code -Pbefore}), JUnit and Lincheck from Maven Central, never on this project: {@code mvn
 * test} fails on the build with the race and passes on the one without. The calls answer as the diff's do ({@link
 * Outcomes}): a value, "void", or "threw" and the exception's class, so a history reads the same in both.
 */
final class Reproducer {

    /** The folder, beside the report. */
    static final String FOLDER = "regression-test";

    /** What was written: the Maven folder and the test's source; or, when nothing could be, why ({@code missing}). */
    record Written(Path folder, Path source, String missing) {

        static Written none(String why) {
            return new Written(null, null, why);
        }

        boolean exists() {
            return folder != null;
        }

        /** The commands that run it, on each build. */
        String commands() {
            return "mvn -f " + folder.resolve("pom.xml")
                    + " test (the after build: fails); add -Pbefore for the before build (passes)";
        }
    }

    private Reproducer() {}

    /**
     * Writes the test of the after side's failing {@code scenario} (call numbers into {@code ops}, {@link
     * ScenarioText#encode}) into {@code out}/{@value #FOLDER}; {@code byKind}, the signatures whose answers are
     * compared by kind only; {@code oneStep}, the library classes model checking took each call of as one step. What cannot be written in Java leaves no test and says why.
     */
    static Written write(
            DiffOptions options,
            DiffRequest request,
            Class<?> api,
            List<Operations.Op> ops,
            Set<String> byKind,
            String scenario,
            List<String> oneStep,
            String verdict,
            Path out)
            throws IOException {
        ScenarioText.Calls calls = ScenarioText.Calls.parse(scenario);
        List<List<Integer>> threads = calls.threads();
        List<Integer> init = calls.init();
        List<Integer> post = calls.post();
        Set<Integer> used = new LinkedHashSet<>(init);
        threads.forEach(used::addAll);
        used.addAll(post);
        java.util.function.Function<String, String> tests = testName -> ReproducerSource.RACE_TESTS.formatted(
                ReproducerClass.actors(init, ops),
                threads.stream()
                        .map(t -> "actors(" + ReproducerClass.actors(t, ops) + ")")
                        .collect(java.util.stream.Collectors.joining(", ")),
                ReproducerClass.actors(post, ops),
                ReproducerSource.MODEL_CHECKING_INVOCATIONS,
                threads.size(),
                LoopSwitches.javaSource() + JdkAsOneStep.javaSource() + OneStepWhereTheEngineFails.javaSource(oneStep),
                ReproducerSource.STRESS_INVOCATIONS,
                threads.size(),
                testName);
        return write(
                options,
                request,
                api,
                ops,
                byKind,
                List.copyOf(used),
                true,
                "RaceTest",
                ReproducerSource.RACE_DESCRIPTION,
                tests,
                verdict,
                out);
    }

    /**
     * Writes the test of a sequential difference: the calls, one after another on one object, and the answers the before
     * build gave ({@code before}); it fails on the after build, which answers otherwise.
     */
    static Written writeSequence(
            DiffOptions options,
            DiffRequest request,
            Class<?> api,
            List<Operations.Op> calls,
            List<String> before,
            Set<String> byKind,
            String verdict,
            Path out)
            throws IOException {
        List<Integer> used =
                java.util.stream.IntStream.range(0, calls.size()).boxed().toList();
        String expected = before.stream()
                .map(JavaSource::literal)
                .collect(java.util.stream.Collectors.joining(",\n                "));
        String made = used.stream()
                .map(i -> GeneratedOperations.name(calls, i) + "()")
                .collect(java.util.stream.Collectors.joining(",\n                "));
        java.util.function.Function<String, String> tests =
                testName -> ReproducerSource.SEQUENCE_TESTS.formatted(made, expected);
        return write(
                options,
                request,
                api,
                calls,
                byKind,
                used,
                false,
                "DifferenceTest",
                ReproducerSource.SEQUENCE_DESCRIPTION,
                tests,
                verdict,
                out);
    }

    private static Written write(
            DiffOptions options,
            DiffRequest request,
            Class<?> api,
            List<Operations.Op> ops,
            Set<String> byKind,
            List<Integer> used,
            boolean lincheck,
            String suffix,
            String description,
            java.util.function.Function<String, String> tests,
            String verdict,
            Path out)
            throws IOException {
        if (!request.sameName())
            return Written.none("a diff of two classes of one build: a regression test runs one class on two builds");
        Side after = request.after();
        Optional<String> apiName = JavaSource.typeName(api);
        if (apiName.isEmpty())
            return Written.none(
                    api.getName() + " is not public: a test outside its package cannot name it (give --api)");
        Optional<String> construction = ReproducerClass.construction(after, api, apiName.get());
        if (construction.isEmpty())
            return Written.none("how the diff builds the object has no Java form: " + after.construction());
        JavaSource written = new JavaSource();
        StringBuilder operations = new StringBuilder();
        for (int i : used) {
            Optional<String> method = ReproducerClass.operation(
                    written, api, ops, i, byKind.contains(ops.get(i).signature()), lincheck);
            if (method.isEmpty())
                return Written.none("the call " + ops.get(i) + " has no Java form (an argument or its type)");
            operations.append(method.get());
        }
        String simple = request.after()
                .className()
                .substring(request.after().className().lastIndexOf('.') + 1);
        simple = simple.substring(simple.lastIndexOf('$') + 1);
        String testName = simple + suffix;
        String pkg = after.type().getPackageName();
        Path folder = out.resolve(FOLDER);
        Path sources = folder.resolve("src/test/java").resolve(pkg.replace('.', '/'));
        Files.createDirectories(sources);
        Path source = sources.resolve(testName + ".java");
        String text = ReproducerClass.source(
                pkg,
                testName,
                apiName.get(),
                construction.get(),
                NewExpression.is(request.factory()) ? after.className() : null,
                written,
                operations.toString(),
                lincheck,
                description,
                tests.apply(testName),
                verdict,
                options);
        Files.writeString(source, text);
        Files.writeString(
                folder.resolve("pom.xml"),
                ReproducerPom.write(options, testName, folder, ReproducerPom.release(after.type())));
        return new Written(folder, source, null);
    }

    /**
     * The regression test of what a verdict says the PR brings: a race's, from the after side's failing scenario (call numbers into
     * {@code searched}, the race search's last calls); a sequential difference's, from its calls and the before build's answers;
     * else none, and why.
     */
    static Written forVerdict(
            DiffOptions options,
            DiffRequest request,
            Verdict verdict,
            dev.provingground.verdict.OwnJvmCheck.Seen after,
            Class<?> afterApi,
            List<Operations.Op> searched,
            Set<String> searchedByKind,
            Optional<SequentialDifference> difference,
            Set<String> byKind) {
        if (verdict.kind() == Verdict.Kind.DIFFERS
                && difference.isPresent()) { // a sequential difference: its calls and the before build's answers
            SequentialDifference d = difference.get();
            boolean plain = java.util.stream.Stream.concat(d.before().stream(), d.after().stream())
                    .noneMatch(a -> a.startsWith(Outcomes.OUT_OF_HEAP) || a.startsWith("does not return"));
            if (!plain)
                return Written.none(
                        "a call of the difference does not return or exhausts the heap: no test of it ends well");
            try {
                return writeSequence(
                        options, request, afterApi, d.calls(), d.before(), byKind, verdict.words(), request.out());
            } catch (java.io.IOException | RuntimeException e) {
                return Written.none("it could not be written: " + e);
            }
        }
        if (verdict.kind() != Verdict.Kind.BRINGS_RACE && verdict.kind() != Verdict.Kind.NEW_HISTORY)
            return Written.none("no race the PR brings");
        Optional<String> scenario = ScenarioText.in(after.evidence());
        if (scenario.isEmpty()) return Written.none("the after side's failure names no scenario (a hang)");
        try {
            if (searched.isEmpty()) return Written.none("the search's calls cannot be listed again");
            String answered = ScenarioText.historyIn(after.evidence())
                    .map(h -> ". The after build answered: "
                            + ProducesHistory.History.decode(h).describe())
                    .orElse("");
            return write(
                    options,
                    request,
                    afterApi,
                    searched,
                    searchedByKind,
                    scenario.get(),
                    OneStepWhereTheEngineFails.in(after.evidence()),
                    verdict.words() + answered,
                    request.out());
        } catch (java.io.IOException | RuntimeException e) {
            return Written.none("it could not be written: " + e);
        }
    }
}
