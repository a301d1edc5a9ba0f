package dev.provingground.diff;

import org.jetbrains.lincheck.datastructures.ModelCheckingOptions;

/**
 * How many turns of one loop the diff's model checking lets a thread run before the engine switches it out, and after how
 * many it calls the loop stuck. Lincheck's defaults (a switch after 10 turns, stuck at 50) are made for spin loops; they
 * also switch inside the JDK's own bounded loops: {@code HashMap.clear()} walks its sixteen buckets, so a call that
 * clears a table of the default size is switched out at the tenth bucket in every history. That forced switch is in every
 * interleaving the engine explores, so a race whose one switch lies past such a loop (a reset that clears a table and
 * then walks a list, paused inside the walk while another call appends) needs two, a level of the interleaving tree
 * deeper than the pairs' invocations reach (logback's LoggerContext, corpus R23: its scenario met at 5,000 invocations
 * at the defaults, within 20 here; docs/findings.md, F28). Here a loop runs {@value #TURNS} turns before a switch, past
 * the tables of the JDK's default sizes, and is stuck at {@value #STUCK}, the defaults' ratio. A real spin loop is still
 * switched out, after more turns. The regression test the diff writes sets the same ({@link #javaSource}). The other
 * side of the setting (docs/findings.md, F31; {@code LoopReachTest}): the switch at a loop's {@value #TURNS}th turn is one
 * the interleaving did not plan, and after it the engine adds no switch point to its tree for the rest of the
 * invocation, so a race past a loop of {@value #TURNS} turns or more is reached only by interleavings that plan a switch
 * at every such forced one, deeper than the pairs' invocations reach.
 */
final class LoopSwitches {

    /** The turns of one loop before the engine switches the thread out: past a table of 16, 32 or 64 buckets. */
    static final int TURNS = 64;

    /** The turns of one loop after which the engine calls it stuck (a livelock): five switches' worth, as the defaults. */
    static final int STUCK = 5 * TURNS;

    private LoopSwitches() {}

    /** {@code options} with the diff's turns before a switch and before a loop is stuck. */
    static ModelCheckingOptions applied(ModelCheckingOptions options) {
        return options.loopIterationsBeforeThreadSwitch(TURNS).loopBound(STUCK);
    }

    /** The same, as Java source chained onto a {@code ModelCheckingOptions} (a regression test's). */
    static String javaSource() {
        return "\n                            .loopIterationsBeforeThreadSwitch(" + TURNS + ").loopBound(" + STUCK
                + ")";
    }
}
