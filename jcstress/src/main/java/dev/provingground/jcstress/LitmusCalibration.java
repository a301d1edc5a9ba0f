package dev.provingground.jcstress;

import dev.provingground.verdict.Aim;
import dev.provingground.verdict.Calibration;
import dev.provingground.verdict.CatalogEntry;
import dev.provingground.verdict.CheckResult;
import dev.provingground.verdict.CheckResult.Outcome;
import dev.provingground.verdict.Contract;
import dev.provingground.verdict.OwnJvmCheck;
import dev.provingground.verdict.Recorder;
import dev.provingground.verdict.ResultStore;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The calibration ({@code -Dpg.calibrate=N}): the pairs whose litmus test names the subject as a known-bad it catches,
 * in N whole jcstress runs, and one recorded cell per pair from all N.
 */
final class LitmusCalibration {

    private LitmusCalibration() {}

    /**
     * {@code -Dpg.calibrate=N}: each (subject, litmus test) pair whose test names the subject as a known-bad it catches,
     * in N whole jcstress runs of those pairs alone (a litmus test cannot be rerun alone inside a run); every other pair
     * is left out. Each pair's line says how many runs saw a forbidden outcome; its time is the test's share of its run
     * (a litmus test always runs its whole budget: there is no time to the catch), and its budget leaves out the
     * samples, which vary from run to run. What each pair records is its first miss, or its slowest catch.
     */
    static void calibrate(
            Recorder recorder, Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> groups, List<String> baseArgs)
            throws Exception {
        Map<Contract<?, ?>, Map<CatalogEntry, List<String>>> named = new LinkedHashMap<>();
        List<Pair> pairs = new ArrayList<>();
        for (Map.Entry<Contract<?, ?>, Map<CatalogEntry, List<String>>> group : groups.entrySet()) {
            for (Map.Entry<CatalogEntry, List<String>> e : group.getValue().entrySet()) {
                List<String> aimed = new ArrayList<>();
                for (String test : e.getValue()) {
                    if (Calibration.calibrates(Class.forName(test).getAnnotation(Aim.class), e.getKey())) {
                        aimed.add(test);
                        pairs.add(new Pair(group.getKey(), e.getKey(), test));
                    }
                }
                if (!aimed.isEmpty())
                    named.computeIfAbsent(group.getKey(), k -> new LinkedHashMap<>())
                            .put(e.getKey(), aimed);
            }
        }
        Map<Pair, List<OwnJvmCheck.Seen>> seen = new LinkedHashMap<>(); // one per run
        Map<Pair, String> budgets = new LinkedHashMap<>();
        for (int run = 1; run <= Calibration.runs(); run++) {
            System.out.printf("%n=== calibration (pg.calibrate=%d): run %d ===%n", Calibration.runs(), run);
            ResultStore.deleteTree(
                    recorder.store().root().resolve("jcstress")); // what is read back is this run's alone
            LitmusRun.runGroups(recorder, named, baseArgs);
            Map<String, CheckResult> recorded = new LinkedHashMap<>();
            for (CheckResult r : recorder.store().readAll()) {
                if (r.engine().equals("jcstress")) recorded.put(r.contract() + "/" + r.subject() + "/" + r.check(), r);
            }
            for (Pair pair : pairs) {
                CheckResult r = recorded.get(pair.key());
                List<OwnJvmCheck.Seen> runs = seen.computeIfAbsent(pair, k -> new ArrayList<>());
                if (r == null) { // a pair this run left no result for counts as a run that missed
                    runs.add(new OwnJvmCheck.Seen(
                            Outcome.ERROR, 0, "run " + run + " of the calibration recorded nothing for this pair", ""));
                    continue;
                }
                runs.add(new OwnJvmCheck.Seen(r.outcome(), r.millis(), r.summary(), Recorder.engineEvidence(r)));
                budgets.putIfAbsent(
                        pair, r.budget().replaceFirst(", [0-9,]+ samples$", "")); // mode and forks: the same each run
            }
        }
        for (Pair pair : pairs) {
            String budget = budgets.getOrDefault(pair, LitmusGrading.budget(0, -1));
            OwnJvmCheck.Seen s = Calibration.summarize(
                    "jcstress", pair.contract().name(), pair.check(), pair.subject(), budget, seen.get(pair));
            recorder.record(
                    pair.contract(),
                    pair.subject(),
                    pair.check(),
                    Class.forName(pair.test()).getAnnotation(Aim.class),
                    s.outcome(),
                    s.millis(),
                    s.summary(),
                    s.evidence(),
                    budget);
        }
    }

    /** A (subject, litmus test) pair a calibration runs, keyed as the result store keys its cell. */
    private record Pair(Contract<?, ?> contract, CatalogEntry subject, String test) {
        String check() {
            return LitmusPlan.simpleName(test);
        }

        String key() {
            return contract.name() + "/" + subject.id() + "/" + check();
        }
    }
}
