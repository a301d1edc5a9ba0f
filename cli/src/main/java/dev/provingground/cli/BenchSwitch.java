package dev.provingground.cli;

import picocli.CommandLine.Option;

/**
 * The benchmark switch, one convention in {@code check}, {@code diff} and {@code pr} (a picocli mixin): {@code --bench}
 * or {@code --no-bench}, each command with its own default (diff runs JMH unless told not to; check and pr only when
 * asked). JMH gives figures, never verdicts. Two plain flags rather than picocli's negatable option, whose negated form
 * sets the opposite of the default, which would differ between the commands.
 */
final class BenchSwitch {

    @Option(names = "--bench", description = "Run the JMH benchmarks (figures, not verdicts; diff's default).")
    private boolean bench;

    @Option(names = "--no-bench", description = "Leave the JMH benchmarks out (check's and pr's default).")
    private boolean noBench;

    /** Whether to run JMH: as given (--no-bench first), else the command's default. */
    boolean on(boolean byDefault) {
        if (noBench) return false;
        return bench || byDefault;
    }
}
