package dev.provingground.report;

import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.ChildJvm;
import dev.provingground.verdict.ResultStore;
import dev.provingground.verdict.Setting;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * {@code -Dpg.repeat=N}: after the build's own run of the battery (run 1), N - 1 more runs of it, each
 * a nested {@code ./mvnw verify} with the same selection and mode and a results folder of its own
 * ({@code target/pg-repeat/run-K}), then the flake report {@code flakes.md} beside the verdicts: every
 * (subject, check) whose outcome differed between runs, with both evidences. A flake fails nothing by
 * itself: each run's own verdicts do.
 *
 * <p>Usage: {@code RepeatMain <N> <results-dir of run 1> <verdicts-dir>}.
 */
public final class RepeatMain {

    private static final long RUN_LIMIT_MINUTES = Setting.REPEAT_RUN_LIMIT_MINUTES.or(120L);

    private RepeatMain() {}

    public static void main(String[] args) throws Exception {
        int n;
        try {
            n = args.length == 3 ? Integer.parseInt(args[0].isBlank() ? "1" : args[0]) : -1;
        } catch (NumberFormatException e) {
            n = -1;
        }
        if (n < 1) {
            System.err.println(Setting.REPEAT.key + "=" + (args.length > 0 ? args[0] : "")
                    + ": want a whole number of runs, at least 1");
            System.exit(2);
        }
        if (n == 1) return;
        Path root = Path.of(Setting.ROOT.or("")).toAbsolutePath();
        Path verdicts = Path.of(args[2]);
        List<List<CheckResult>> runs = new ArrayList<>();
        runs.add(new ResultStore(Path.of(args[1])).readAll());
        List<String> settings = settings();
        for (int k = 2; k <= n; k++) {
            Path results = root.resolve("target/pg-repeat/run-" + k);
            ResultStore.deleteTree(results);
            List<String> command = new ArrayList<>(List.of(
                    root.resolve("mvnw").toString(),
                    "-B",
                    "-ntp",
                    "verify",
                    Setting.REPEAT.flag(1),
                    Setting.IT_SKIP.flag(true),
                    Setting.RESULTS.flag(results),
                    Setting.VERDICTS.flag(root.resolve("target/pg-repeat/verdicts-" + k))));
            command.addAll(settings);
            Path log = root.resolve("target/pg-repeat/run-" + k + ".log");
            Files.createDirectories(log.getParent());
            System.out.println("repeat: run " + k + " of " + n + ": "
                    + String.join(" ", command.subList(1, command.size())) + " (log " + log + ")");
            Process maven = new ProcessBuilder(command)
                    .directory(root.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            if (!maven.waitFor(RUN_LIMIT_MINUTES, TimeUnit.MINUTES)) {
                ChildJvm.stopTree(maven.toHandle());
                System.out.println(
                        "repeat: run " + k + " did not end within " + RUN_LIMIT_MINUTES + " min; its cells are (none)");
            } else {
                System.out.println("repeat: run " + k + " ended with exit " + maven.exitValue());
            }
            runs.add(new ResultStore(results).readAll());
        }
        String report = FlakeReport.render(runs, "./mvnw verify " + String.join(" ", settings));
        Files.createDirectories(verdicts);
        Files.writeString(verdicts.resolve("flakes.md"), report);
        long flaky =
                FlakeReport.cells(runs).stream().filter(FlakeReport.Cell::flaky).count();
        System.out.println(
                "repeat: " + n + " runs, " + flaky + " flaky cell(s); report: " + verdicts.resolve("flakes.md"));
    }

    /** The run's selection and mode, for the nested runs. */
    private static List<String> settings() {
        List<String> out = new ArrayList<>();
        for (String name : List.of(Setting.SUBJECTS.key, Setting.CLASS_PATH.key)) {
            String value = System.getProperty(name, "");
            if (!value.isBlank()) out.add("-D" + name + "=" + value);
        }
        if ("thorough".equals(Setting.MODE.value())) out.add("-Pthorough");
        return out;
    }
}
