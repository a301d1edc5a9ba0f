package dev.provingground.cli;

import dev.provingground.verdict.ExitCode;
import dev.provingground.verdict.Setting;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The command line behind the {@code proving-ground} script: {@code list}, {@code check}, {@code diff}, {@code pr}
 * and {@code merge}, a class each, on picocli. Every command answers {@code --help}; bad input is one line naming
 * what is wrong (with the nearest option when one was mistyped) and exit 2, before anything runs.
 */
@Command(
        name = "proving-ground",
        mixinStandardHelpOptions = true,
        version = "proving-ground 0.1.0",
        subcommands = {
            ListCommand.class,
            CheckCommand.class,
            DiffCommand.class,
            PrCommand.class,
            MergeCommand.class,
            CommandLine.HelpCommand.class
        },
        description = {
            "A correctness-first stress-testing and model-checking suite for JVM concurrency optimizations.",
            "Each command's own help: proving-ground <command> --help."
        })
public final class ProvingGround implements Callable<Integer> {

    private final Path root;
    private final PrintStream out;
    private final PrintStream err;

    private ProvingGround(Path root, PrintStream out, PrintStream err) {
        this.root = root;
        this.out = out;
        this.err = err;
    }

    Path root() {
        return root;
    }

    PrintStream out() {
        return out;
    }

    PrintStream err() {
        return err;
    }

    public static void main(String[] args) {
        Path root = Path.of(Setting.ROOT.or("")).toAbsolutePath();
        System.exit(run(args, root, System.out, System.err));
    }

    /** No command: the usage, to the error stream, and exit 2. */
    @Override
    public Integer call() {
        CommandLine.usage(this, err);
        return 2;
    }

    /** Runs a command line; returns the exit code. Separated from {@link #main} for tests. */
    public static int run(String[] args, Path root, PrintStream out, PrintStream err) {
        CommandLine commandLine = commandLine(root, out, err);
        commandLine.setOut(new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true));
        commandLine.setErr(new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        commandLine.setParameterExceptionHandler((e, given) -> {
            err.println(prefix(e.getCommandLine()) + oneLine(e));
            return 2;
        });
        commandLine.setExecutionExceptionHandler((e, line, parsed) -> {
            if (e instanceof BadInput) {
                err.println(prefix(line) + e.getMessage().strip());
                return 2;
            }
            err.println(prefix(line) + "internal error (a bug in Proving Ground, not in your code): " + e);
            e.printStackTrace(err);
            return ExitCode.INTERNAL_ERROR.code();
        });
        return commandLine.execute(args);
    }

    private static CommandLine commandLine(Path root, PrintStream out, PrintStream err) {
        CommandLine commandLine = new CommandLine(new ProvingGround(root, out, err));
        commandLine.setCaseInsensitiveEnumValuesAllowed(true);
        // One meaning per exit code in every command (ExitCode), listed under each command's help.
        java.util.Map<String, String> codes = new java.util.LinkedHashMap<>();
        for (ExitCode c : ExitCode.values()) codes.put(Integer.toString(c.code()), c.meaning());
        for (CommandLine line : java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(commandLine), commandLine.getSubcommands().values().stream())
                .toList()) {
            line.getCommandSpec()
                    .usageMessage()
                    .exitCodeListHeading("%nExit codes:%n")
                    .exitCodeList(codes);
        }
        return commandLine;
    }

    /**
     * The command-line reference, generated from picocli's model of every command (its usage, options and exit codes):
     * {@code docs/cli.md}, kept in sync by a test.
     */
    static String reference() {
        CommandLine root = commandLine(Path.of("."), System.out, System.err);
        StringBuilder b = new StringBuilder(
                "# Command-line reference\n\nGenerated from the commands' own definitions by `CliReferenceTest`"
                        + " (`-Dpg.cli.write=true` writes it); each is also `proving-ground <command> --help`.\n");
        List<CommandLine> lines = new java.util.ArrayList<>(List.of(root));
        root.getSubcommands().values().stream()
                .filter(c -> !c.getCommandName().equals("help"))
                .forEach(lines::add);
        for (CommandLine line : lines) {
            line.setUsageHelpWidth(110);
            String name = line.getParent() == null ? "proving-ground" : "proving-ground " + line.getCommandName();
            b.append("\n## `")
                    .append(name)
                    .append("`\n\n```\n")
                    .append(line.getUsageMessage(CommandLine.Help.Ansi.OFF).stripTrailing())
                    .append("\n```\n");
        }
        return b.toString();
    }

    /** A {@code check} command line parsed and validated, not run: for tests. */
    static CheckRequest parseCheck(String[] args, Path root) throws BadInput {
        CommandLine.ParseResult parsed =
                commandLine(root, System.out, System.err).parseArgs(args);
        return ((CheckCommand) parsed.subcommand().commandSpec().userObject()).request();
    }

    static CheckRequest parseCheck(String[] args) throws BadInput {
        return parseCheck(args, Path.of(Setting.ROOT.or("")).toAbsolutePath());
    }

    private static String prefix(CommandLine line) {
        return line.getParent() == null ? "proving-ground: " : "proving-ground " + line.getCommandName() + ": ";
    }

    /** A parse error as one line: what was wrong, and the nearest option or command when one was mistyped. */
    static String oneLine(ParameterException e) {
        CommandLine line = e.getCommandLine();
        String help = line.getParent() == null
                ? "proving-ground --help"
                : "proving-ground " + line.getCommandName() + " --help";
        if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
            String first = u.getUnmatched().get(0);
            List<String> near = u.getSuggestions();
            String suggestion =
                    near.isEmpty() ? " (see " + help + ")" : " (did you mean " + String.join(" or ", near) + "?)";
            if (line.getParent() == null && !first.startsWith("-")) {
                return "unknown command '" + first + "' (commands: "
                        + String.join(", ", line.getSubcommands().keySet()) + ")";
            }
            return (u.isUnknownOption() ? "unknown option '" : "unexpected argument '") + first + "'" + suggestion;
        }
        String message = e.getMessage() == null ? e.toString() : e.getMessage().strip();
        return message.lines().findFirst().orElse(message) + " (see " + help + ")";
    }
}
