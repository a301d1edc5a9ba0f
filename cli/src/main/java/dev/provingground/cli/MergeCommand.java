package dev.provingground.cli;

import dev.provingground.verdict.Setting;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code proving-ground merge}: the shards' results judged as one run, one verdict matrix and report. */
@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Merges the results of a run split in shards (-Dpg.shard=K/N) and judges them as one run.",
            "Exit 0: at the expected verdicts; 1: not, or a shard is missing; 2: bad input, nothing run."
        })
final class MergeCommand implements Callable<Integer> {

    @ParentCommand
    private ProvingGround top;

    @Option(names = "--shards", paramLabel = "N", required = true, description = "How many shards make the run.")
    private int shards;

    @Parameters(
            paramLabel = "<results folder>",
            arity = "1..*",
            description = "Each shard's results folder (pg-shard.manifest in it).")
    private List<Path> folders = new ArrayList<>();

    /** The folders of a merge, each the results of one shard, and how many shards make the run. */
    record MergeRequest(int shards, List<Path> folders) {

        List<String> mavenArguments() {
            return List.of(
                    "-Pmerge",
                    Setting.MERGE.flag("--shards " + shards + " "
                            + folders.stream()
                                    .map(f -> f.toAbsolutePath().toString())
                                    .collect(Collectors.joining(" "))));
        }

        static MergeRequest of(int shards, List<Path> folders) throws BadInput {
            if (shards < 1) throw new BadInput("--shards " + shards + ": want at least one shard");
            for (Path folder : folders) {
                if (!Files.isDirectory(folder)) throw new BadInput(folder + " is not a folder");
                if (!Files.isRegularFile(folder.resolve("pg-shard.manifest"))) {
                    throw new BadInput(
                            folder + " holds no shard's results (no pg-shard.manifest; run with -Dpg.shard=K/N)");
                }
            }
            return new MergeRequest(shards, List.copyOf(folders));
        }
    }

    @Override
    public Integer call() throws BadInput {
        return run(MergeRequest.of(shards, folders), top.root(), top.out());
    }

    /** Runs the merge step's Maven form; prints what it says and the verdict matrix; 0, or 1 when it failed. */
    static int run(MergeRequest request, Path root, PrintStream out) {
        List<String> arguments = new ArrayList<>(List.of("-B", "-ntp", "verify"));
        arguments.addAll(request.mavenArguments());
        Path log = root.resolve("target/pg-merge/maven.log");
        out.println("proving-ground: " + String.join(" ", arguments));
        try {
            Files.createDirectories(log.getParent());
            MavenBuild.MatrixEcho matrix = new MavenBuild.MatrixEcho();
            int exit = MavenBuild.run(root, arguments, log, line -> {
                if (matrix.shows(line) || line.startsWith("merge: ") || line.startsWith("report validation: "))
                    out.println(line);
            });
            if (exit != 0) MavenBuild.causes(log).forEach(c -> out.println("  " + c));
            out.println("proving-ground: full build log: " + log);
            return exit == 0 ? 0 : 1;
        } catch (IOException e) {
            out.println("proving-ground: could not run " + MavenBuild.mvnw(root) + ": " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
