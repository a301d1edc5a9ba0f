package dev.provingground.diff;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Where a diff's time went, step by step, in the order the steps ended: the builds resolved and loaded, the checks'
 * class path, the sequential check's JVM, each JVM of the race search (a side's search, a scenario replayed, a history
 * sought), the benchmark. For the reviewer who asks why a diff took minutes, and for the corpus's timings ({@code
 * docs/corpus}): the linearizability cells say only their last JVM's time, and a look past or a replay is time too.
 */
final class TimeSpent {

    /** One step: what it was, in words, and how long it took. */
    record Step(String what, long millis) {

        double seconds() {
            return millis / 1000.0;
        }
    }

    private final List<Step> steps = Collections.synchronizedList(new ArrayList<>());

    /** Records a step that began at {@code startNanos} ({@link System#nanoTime}) and ends now; returns its millis. */
    long since(String what, long startNanos) {
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        steps.add(new Step(what, millis));
        return millis;
    }

    List<Step> steps() {
        return List.copyOf(steps);
    }

    /** The steps, a line each with its seconds, and their sum: for the report. */
    String words() {
        List<Step> all = steps();
        StringBuilder b = new StringBuilder("  time spent, step by step:\n");
        long sum = 0;
        for (Step s : all) {
            b.append(String.format(Locale.ROOT, "    %7.1f s  %s%n", s.seconds(), s.what()));
            sum += s.millis();
        }
        return b.append(String.format(Locale.ROOT, "    %7.1f s  in all%n", sum / 1000.0))
                .toString();
    }

    /**
     * What a JVM of the race search did, in words: whose search, or the replay of one scenario, or the search for a
     * history on one scenario; judged by which side's sequential answers, on real threads only or with classes taken as
     * one step, and past how many histories known to both builds.
     */
    static String engineRun(
            String implementation,
            String specification,
            boolean scenario,
            boolean history,
            boolean asARace,
            boolean stressOnly,
            int oneStep,
            int known) {
        String what;
        if (asARace) what = "the " + implementation + " side's own history sought again, as a race";
        else if (history) what = "the " + implementation + " side searched for another side's history on its scenario";
        else if (scenario) what = "a scenario replayed on the " + implementation + " side";
        else what = "the " + implementation + " side's search";
        if (!implementation.equals(specification)) what += ", judged by the " + specification + " side's answers";
        if (known > 0) what += ", past " + known + (known == 1 ? " history" : " histories") + " both builds give";
        if (stressOnly) what += ", on real threads only";
        if (oneStep > 0) what += ", " + oneStep + (oneStep == 1 ? " class" : " classes") + " taken as one step";
        return what;
    }
}
