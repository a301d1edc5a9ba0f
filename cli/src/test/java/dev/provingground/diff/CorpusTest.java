package dev.provingground.diff;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.provingground.verdict.Setting;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Runs the pre-registered corpus ({@link Corpus}): each race case as a bad PR and as the real fix, each sound class against
 * itself, quick mode, nothing but what the registered record gives (the two releases, its {@code --new}, its {@code --api}),
 * and records every result in docs/corpus/results.json, found or missed. A measurement, not a check: it fails only when a
 * case could not be run at all. {@code -Dpg.corpus.cases=R01,S03} runs some cases (every registered one by default);
 * {@code -Dpg.corpus.directions=bad_pr} one direction of each race case (both by default).
 *
 * <pre>./mvnw -B -ntp test -Pcorpus -pl cli -am -Dtest=CorpusTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * then {@code -Dtest=CorpusTableTest -Dpg.corpus.write=true} writes the table.
 */
@Tag("corpus")
class CorpusTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void runTheRegisteredCases() throws Exception {
        Set<String> only = named();
        Set<Corpus.Direction> directions = directions();
        Corpus.Registered registered = Corpus.registered();
        String commit = git("rev-parse", "--short", "HEAD");
        int ran = 0;
        for (Corpus.Race r : registered.races()) {
            if (!only.isEmpty() && !only.contains(r.id())) continue;
            if (directions.contains(Corpus.Direction.BAD_PR))
                run(r.id(), Corpus.Direction.BAD_PR, r.badPr(), r.methods(), commit);
            if (directions.contains(Corpus.Direction.REAL_FIX))
                run(r.id(), Corpus.Direction.REAL_FIX, r.realFix(), r.methods(), commit);
            ran++;
        }
        for (Corpus.Sound s : registered.sound()) {
            if (!only.isEmpty() && !only.contains(s.id())) continue;
            run(
                    s.id(),
                    Corpus.Direction.ITSELF,
                    Corpus.arguments(s.className(), s.artifact(), s.version(), s.version(), s.make(), s.api()),
                    List.of(),
                    commit);
            ran++;
        }
        assertTrue(ran > 0, "no registered case matches -Dpg.corpus.cases=" + only);
    }

    /**
     * Runs each named race case's bad PR {@code -Dpg.corpus.repeat=20} times, the same command each time, and records
     * every run in docs/corpus/repeats.json as it ends ({@link Repeats}): whether a race the diff finds is found every
     * time. {@code -Dpg.corpus.cases=R21,R12} names the cases (required: every case 20 times is a day of runs).
     */
    @Test
    void repeatTheNamedCases() throws Exception {
        int times = Setting.CORPUS_REPEAT.or(0);
        org.junit.jupiter.api.Assumptions.assumeTrue(times > 0, "-Dpg.corpus.repeat=20 -Dpg.corpus.cases=R21");
        Set<String> only = named();
        assertTrue(!only.isEmpty(), "name the cases to repeat: -Dpg.corpus.cases=R21");
        String commit = git("rev-parse", "--short", "HEAD");
        for (Corpus.Race r : Corpus.registered().races()) {
            if (!only.contains(r.id())) continue;
            for (int k = 1; k <= times; k++) {
                Repeats.append(runOnce(r.id(), Corpus.Direction.BAD_PR, r.badPr(), r.methods(), commit, "-run" + k));
            }
        }
    }

    /** The race cases' directions {@code -Dpg.corpus.directions=bad_pr} names; both when it names none. */
    private static Set<Corpus.Direction> directions() {
        Set<Corpus.Direction> named = listed(Setting.CORPUS_DIRECTIONS).stream()
                .map(s -> Corpus.Direction.valueOf(s.toUpperCase(Locale.ROOT)))
                .collect(java.util.stream.Collectors.toSet());
        return named.isEmpty() ? Set.of(Corpus.Direction.BAD_PR, Corpus.Direction.REAL_FIX) : named;
    }

    private static Set<String> named() {
        return listed(Setting.CORPUS_CASES);
    }

    /** The comma-separated names a setting gives, none when it gives none. */
    private static Set<String> listed(Setting setting) {
        return Set.copyOf(Arrays.stream(setting.or("").split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .toList());
    }

    private static void run(
            String id, Corpus.Direction direction, List<String> arguments, List<String> methods, String commit)
            throws Exception {
        Corpus.record(runOnce(id, direction, arguments, methods, commit, ""));
    }

    /** One run of a case in a direction, its report in target/corpus/{id}-{direction}{suffix}, read as a result. */
    private static Corpus.Result runOnce(
            String id,
            Corpus.Direction direction,
            List<String> arguments,
            List<String> methods,
            String commit,
            String suffix)
            throws Exception {
        Path out = Path.of("target", "corpus", id + "-" + direction.name().toLowerCase(Locale.ROOT) + suffix)
                .toAbsolutePath();
        List<String> args = new ArrayList<>(arguments);
        args.addAll(List.of("--out", out.toString()));
        long start = System.nanoTime();
        Pairs.Run run = Pairs.diff(args.toArray(String[]::new));
        long seconds = (System.nanoTime() - start) / 1_000_000_000L;
        Corpus.Found found = found(run.exit(), out.resolve("verdicts.json"), methods);
        String verdict = run.out()
                .lines()
                .filter(l -> l.startsWith("verdict: "))
                .findFirst()
                .orElse(run.err()
                        .strip()
                        .lines()
                        .findFirst()
                        .orElse("")); // evidence for the reader, not read for the judgement
        return new Corpus.Result(
                id,
                direction,
                found,
                run.exit(),
                seconds,
                verdict.length() > 300 ? verdict.substring(0, 300) : verdict,
                "proving-ground diff " + String.join(" ", arguments),
                LocalDate.now().toString(),
                commit,
                foundBy(out.resolve("verdicts.json"), found));
    }

    /**
     * Which of the engine's runs found the history a race was read from (the after side's for a race the PR brings, the
     * before side's for one it fixes), as its cell's evidence names it: the systematic pairs find by design, a random
     * scenario by luck. None for any other reading.
     */
    static String foundBy(Path verdicts, Corpus.Found found) throws Exception {
        boolean after = found == Corpus.Found.DOCUMENTED_RACE || found == Corpus.Found.OTHER_FINDING;
        if (!after && found != Corpus.Found.FIXES_RACE) return null;
        if (!Files.exists(verdicts)) return null;
        for (JsonNode contract : JSON.readTree(verdicts.toFile()).get("contracts")) {
            for (JsonNode subject : contract.get("subjects")) {
                if (subject.get("id").asText().endsWith("(after)") != after) continue;
                for (JsonNode cell : subject.get("cells")) {
                    if (!cell.get("check").asText().endsWith("linearizable")
                            || !cell.get("outcome").asText().equals("FAILED")) continue;
                    var by = ScenarioText.lastLine(cell.get("evidence").asText(), LincheckRuns.FOUND_BY);
                    if (by.isPresent()) return by.get();
                }
            }
        }
        return null;
    }

    /** What a run found, from its exit code and its verdicts.json's cells, never from its sentences. */
    static Corpus.Found found(int exit, Path verdicts, List<String> methods) throws Exception {
        if (exit == 2) return Corpus.Found.CANNOT_BUILD;
        if (exit == 3 || exit == 4) return Corpus.Found.NO_VERDICT; // no verdict, or the tool's own error (ExitCode)
        if (!Files.exists(verdicts)) return exit == 0 ? Corpus.Found.NOTHING : Corpus.Found.NO_VERDICT;
        JsonNode tree = JSON.readTree(verdicts.toFile());
        boolean error = false;
        boolean documented = false;
        boolean afterFails = false;
        boolean beforeFails = false;
        boolean beforeDocumented = false;
        for (JsonNode contract : tree.get("contracts")) {
            for (JsonNode subject : contract.get("subjects")) {
                for (JsonNode cell : subject.get("cells")) {
                    String outcome = cell.get("outcome").asText();
                    // The verdict's harness problems: a cell that could not run, a sequential check that never ended.
                    boolean judged =
                            Set.of("PASSED", "FAILED", "HUNG", "NOT_APPLICABLE").contains(outcome);
                    if (!judged || cell.get("check").asText().contains("sequential") && outcome.equals("HUNG"))
                        error = true;
                    boolean after = subject.get("id").asText().endsWith("(after)");
                    if (cell.get("check").asText().endsWith("linearizable")
                            && (outcome.equals("FAILED") || outcome.equals("HUNG"))) {
                        String evidence = cell.get("evidence").asText();
                        boolean calls = methods.stream().anyMatch(m -> calls(evidence, m));
                        if (after) {
                            afterFails = true;
                            documented |= calls;
                        } else {
                            beforeFails = true;
                            beforeDocumented |= calls;
                        }
                    }
                }
            }
        }
        // The after side's failing history that its own sequential answers explain is a difference, not a race
        // (diff.json's
        // reading, typed; runs before it wrote none).
        Path diffJson = verdicts.resolveSibling("diff.json");
        JsonNode diff = Files.exists(diffJson) ? JSON.readTree(diffJson.toFile()) : JSON.createObjectNode();
        if (diff.path("reading").asText().equals("SEQUENTIAL")) documented = false;
        if (exit == 0 && beforeFails && afterFails) return Corpus.Found.THERE_BEFORE;
        // races both builds give, looked past, and nothing else found: the verdict's kind, typed (its cells passed)
        if (exit == 0 && diff.path("verdict").asText().equals("THERE_BEFORE")) return Corpus.Found.THERE_BEFORE;
        if (exit == 0 && beforeDocumented) return Corpus.Found.FIXES_RACE;
        if (exit == 0) return Corpus.Found.NOTHING;
        if (error) return Corpus.Found.NO_VERDICT;
        return documented ? Corpus.Found.DOCUMENTED_RACE : Corpus.Found.OTHER_FINDING;
    }

    /**
     * Whether a Lincheck history calls a method a race's record names ({@code get(Object)}): its operations are named
     * {@code get_3()} in the history, the method's name and the call's number.
     */
    static boolean calls(String evidence, String method) {
        String name = method.contains("(") ? method.substring(0, method.indexOf('(')) : method;
        return java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(name) + "_\\d+\\(")
                .matcher(evidence)
                .find();
    }

    /**
     * Reads every recorded result's run again from its report folder (target/corpus), with the judgement as it is now: a
     * correction of how a run is read, never a new run. {@code -Dpg.corpus.rejudge=true}.
     */
    @Test
    void rejudgeTheRecordedRuns() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(Setting.CORPUS_REJUDGE.isTrue(), "-Dpg.corpus.rejudge=true");
        Corpus.Registered registered = Corpus.registered();
        for (Corpus.Result r : Corpus.results()) {
            Path verdicts = Path.of(
                    "target", "corpus", r.id() + "-" + r.direction().name().toLowerCase(Locale.ROOT), "verdicts.json");
            if (!Files.exists(verdicts)) continue; // its report is not here: nothing to read again, the record stands
            List<String> methods = registered.races().stream()
                    .filter(c -> c.id().equals(r.id()))
                    .findFirst()
                    .map(Corpus.Race::methods)
                    .orElse(List.of());
            Corpus.Found found = found(r.exit(), verdicts, methods);
            if (found != r.found()) {
                Corpus.record(new Corpus.Result(
                        r.id(),
                        r.direction(),
                        found,
                        r.exit(),
                        r.seconds(),
                        r.verdict(),
                        r.command(),
                        r.date(),
                        r.commit(),
                        r.by()));
            }
        }
    }

    private static String git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        p.waitFor();
        return out;
    }
}
